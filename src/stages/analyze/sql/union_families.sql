-- Union of all runs per family and overall: a task is covered when any run solves it (trial 0).
-- Denominators are the distinct tasks evaluated by any run. family is NULL on the overall row.
WITH tasks AS (
  SELECT task, min(family) AS family, coalesce(bool_or(passed) FILTER (WHERE trial = 0), false) AS solved
  FROM evaluations
  GROUP BY task
)
SELECT family, CAST(count(*) FILTER (WHERE solved) AS INTEGER) AS count, CAST(count(*) AS INTEGER) AS "of"
FROM tasks
GROUP BY GROUPING SETS ((family), ())
ORDER BY family NULLS FIRST;
