-- The task evaluations, in run order then task then trial.
SELECT $runs[pos] AS run, trial, task, family, split, assertions, assertions_passed, passed, open_passed, failed
FROM evaluations
ORDER BY pos, task, trial;
