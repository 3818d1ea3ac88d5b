-- Paired outcomes of two runs on the tasks both evaluated (trial 0): the discordant counts
-- feed the exact McNemar test. $left/$right: run positions of each pair, same length.
WITH pairs AS (
  SELECT unnest(CAST($left AS INTEGER[])) AS i, unnest(CAST($right AS INTEGER[])) AS j
),
first_trial AS (
  SELECT pos, task, passed FROM evaluations WHERE trial = 0
)
SELECT
  $runs[p.i] AS a,
  $runs[p.j] AS b,
  CAST(count(x.task) AS INTEGER) AS tasks,
  CAST(count(*) FILTER (WHERE x.passed AND y.passed) AS INTEGER) AS both_pass,
  CAST(count(*) FILTER (WHERE x.passed AND NOT y.passed) AS INTEGER) AS a_only,
  CAST(count(*) FILTER (WHERE NOT x.passed AND y.passed) AS INTEGER) AS b_only,
  CAST(count(*) FILTER (WHERE NOT x.passed AND NOT y.passed) AS INTEGER) AS both_fail
FROM pairs AS p
LEFT JOIN first_trial AS x ON x.pos = p.i
LEFT JOIN first_trial AS y ON y.pos = p.j AND y.task = x.task
WHERE x.task IS NULL OR y.task IS NOT NULL
GROUP BY p.i, p.j
ORDER BY p.i, p.j;
