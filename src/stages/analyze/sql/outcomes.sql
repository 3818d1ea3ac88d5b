-- Per run position, the evaluation outcomes of report.json as JSON text (parsed once in JS
-- instead of one object per evaluation): keys `task@trial` of passing evaluations, and for
-- failing ones their sorted failed assertion ids; both in task then trial order.
SELECT
  pos,
  coalesce(to_json(list(task || '@' || CAST(trial AS VARCHAR) ORDER BY task, trial) FILTER (WHERE passed)), '[]') AS passed,
  '{' || coalesce(
    string_agg(to_json(task || '@' || CAST(trial AS VARCHAR)) || ':' || to_json(failed), ',' ORDER BY task, trial) FILTER (WHERE NOT passed),
    '') || '}' AS failed
FROM evaluations
GROUP BY pos
ORDER BY pos;
