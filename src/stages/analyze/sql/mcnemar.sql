-- Paired outcomes of two runs on the tasks both evaluated (trial 0): the discordant counts
-- feed the exact McNemar test. Counted over the runs' task words (task_words.sql; a run's
-- `passed` bits are among its `evaluated` ones): pairs × tasks/64 steps.
-- $left/$right: run positions of each pair, same length.
WITH pairs AS (
  SELECT unnest(CAST($left AS INTEGER[])) AS i, unnest(CAST($right AS INTEGER[])) AS j
),
counted AS (
  SELECT
    p.i,
    p.j,
    sum(bit_count(x.evaluated & y.evaluated)) AS tasks,
    sum(bit_count(x.passed & y.passed)) AS both_pass,
    sum(bit_count(x.passed & y.evaluated & ~y.passed)) AS a_only,
    sum(bit_count(y.passed & x.evaluated & ~x.passed)) AS b_only
  FROM pairs AS p
  JOIN task_words AS x ON x.pos = p.i
  JOIN task_words AS y ON y.pos = p.j AND y.word = x.word
  GROUP BY p.i, p.j
)
SELECT
  $runs[i] AS a,
  $runs[j] AS b,
  CAST(tasks AS INTEGER) AS tasks,
  CAST(both_pass AS INTEGER) AS both_pass,
  CAST(a_only AS INTEGER) AS a_only,
  CAST(b_only AS INTEGER) AS b_only,
  CAST(tasks - both_pass - a_only - b_only AS INTEGER) AS both_fail
FROM counted
ORDER BY i, j;
