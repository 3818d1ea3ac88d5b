-- Per run position, the keys (`task@trial`) of the evaluations incomplete.sql set apart, in task
-- then trial order: counted as missing, and listed in report.json beside the outcomes.
SELECT pos, task || '@' || CAST(trial AS VARCHAR) AS key
FROM incomplete
ORDER BY pos, task, trial;
