-- Each run's trial-0 outcomes as 64-bit words over the tasks, for the pair analyses
-- (union_runs.sql, union_pairs.sql, mcnemar.sql): tasks evaluated at trial 0 by any run are numbered in task
-- order, task n is bit n % 64 of word n // 64; `evaluated` marks a run's trial-0 evaluations,
-- `passed` those that passed. Every run gets every word (zeros where it has none, and one word
-- when no run has a trial-0 row), so every pair of runs meets in every word. Built once after the
-- load (compute.ts); a pair then costs tasks/64 steps, however many tasks both evaluated.
-- $runs: run ids in run order (positions 1-based).
CREATE OR REPLACE TABLE task_words AS
WITH first_trial AS (
  SELECT pos, task, passed FROM evaluations WHERE trial = 0
),
ids AS (
  SELECT task, CAST(row_number() OVER (ORDER BY task) - 1 AS INTEGER) AS id FROM (SELECT DISTINCT task FROM first_trial)
),
packed AS (
  SELECT
    f.pos,
    i.id // 64 AS word,
    bit_or(CAST(1 AS UBIGINT) << (i.id % 64)) AS evaluated,
    coalesce(bit_or(CAST(1 AS UBIGINT) << (i.id % 64)) FILTER (WHERE f.passed), CAST(0 AS UBIGINT)) AS passed
  FROM first_trial AS f JOIN ids AS i USING (task)
  GROUP BY f.pos, word
)
SELECT
  p.pos,
  w.word,
  coalesce(k.evaluated, CAST(0 AS UBIGINT)) AS evaluated,
  coalesce(k.passed, CAST(0 AS UBIGINT)) AS passed
FROM (SELECT CAST(unnest(range(1, len($runs) + 1)) AS INTEGER) AS pos) AS p
CROSS JOIN (SELECT unnest(range(0, greatest(1, ((SELECT count(*) FROM ids) + 63) // 64))) AS word) AS w
LEFT JOIN packed AS k ON k.pos = p.pos AND k.word = w.word;
