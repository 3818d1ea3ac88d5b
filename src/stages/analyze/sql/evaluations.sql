-- One row per task evaluation (run position, trial, task): FWR/APR/Open inputs and the failed
-- assertion ids. Kept as a temp table for the union and paired analyses.
CREATE OR REPLACE TEMP TABLE evaluations AS
SELECT
  pos,
  trial,
  task,
  min(family) AS family,
  min(split) AS split,
  CAST(sum(assertions) AS INTEGER) AS assertions,
  CAST(sum(assertions_passed) AS INTEGER) AS assertions_passed,
  bool_and(ok) AS passed,
  coalesce(bool_and(ok) FILTER (WHERE stage = 'open'), true) AS open_passed,
  list_sort(flatten(list(failed))) AS failed
FROM episodes
GROUP BY pos, trial, task;
