-- Best pair union over every pair of runs (i < j in run order): each run's solved tasks (trial 0)
-- are its `passed` words of task_words.sql (every run has every word), and |A ∪ B| is the sum
-- of bit_count(a | b) over the words: pairs × tasks/64 steps, however many runs solve a task.
-- Returns the tied best pairs in run order (at most $cap) and how many tie in all.
WITH words AS (
  SELECT pos, word, passed AS bits FROM task_words
),
sizes AS (
  SELECT pos, CAST(sum(bit_count(bits)) AS INTEGER) AS n FROM words GROUP BY pos
),
-- A lower bound on the best size: the largest run paired with each other run. Only pairs with
-- |A| + |B| at or above it can reach the best size, so only those are counted word by word.
top AS (
  SELECT pos FROM sizes ORDER BY n DESC, pos LIMIT 1
),
bound AS (
  SELECT coalesce(max(size), 0) AS low FROM (
    SELECT sum(bit_count(a.bits | b.bits)) AS size
    FROM words AS a JOIN words AS b ON a.word = b.word AND a.pos <> b.pos
    WHERE a.pos = (SELECT pos FROM top)
    GROUP BY b.pos
  )
),
candidates AS (
  SELECT a.pos AS i, b.pos AS j
  FROM sizes AS a JOIN sizes AS b ON a.pos < b.pos
  WHERE a.n + b.n >= (SELECT low FROM bound)
),
pairs AS (
  SELECT c.i, c.j, CAST(sum(bit_count(a.bits | b.bits)) AS INTEGER) AS size
  FROM candidates AS c
  JOIN words AS a ON a.pos = c.i
  JOIN words AS b ON b.pos = c.j AND b.word = a.word
  GROUP BY c.i, c.j
),
best AS (
  SELECT *, count(*) OVER () AS ties
  FROM pairs
  WHERE size = (SELECT max(size) FROM pairs)
)
SELECT $runs[i] AS a, $runs[j] AS b, CAST(size AS INTEGER) AS size, CAST(ties AS INTEGER) AS tie_count
FROM best
ORDER BY i, j
LIMIT CAST($cap AS INTEGER);
