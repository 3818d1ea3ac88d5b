-- Trials (n) and passing trials (c) per task, for the runs where some task has two or more
-- trials (pass@k / pass^k); in run order then task.
WITH retried AS (
  -- Only a run with a row past trial 0 can have a task with two trials (one pass of a filter).
  SELECT DISTINCT pos FROM evaluations WHERE trial <> 0
),
per_task AS (
  SELECT pos, task, CAST(count(*) AS INTEGER) AS n, CAST(count(*) FILTER (WHERE passed) AS INTEGER) AS c
  FROM evaluations
  WHERE pos IN (SELECT pos FROM retried)
  GROUP BY pos, task
)
SELECT pos, task, n, c
FROM per_task
WHERE pos IN (SELECT pos FROM per_task WHERE n >= 2)
ORDER BY pos, task;
