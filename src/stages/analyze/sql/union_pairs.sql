-- Best pair union: |A ∪ B| = |A| + |B| − |A ∩ B| over every pair of runs (i < j in run order).
-- Returns the tied best pairs in run order (at most $cap) and how many tie in all.
WITH solved AS (
  SELECT pos, task FROM evaluations WHERE trial = 0 AND passed
),
positions AS (
  SELECT unnest(range(1, CAST($run_count AS INTEGER) + 1)) AS pos
),
sizes AS (
  SELECT p.pos, CAST(count(s.task) AS INTEGER) AS n
  FROM positions AS p LEFT JOIN solved AS s ON s.pos = p.pos
  GROUP BY p.pos
),
shared AS (
  SELECT a.pos AS i, b.pos AS j, CAST(count(*) AS INTEGER) AS n
  FROM solved AS a JOIN solved AS b ON a.task = b.task AND a.pos < b.pos
  GROUP BY a.pos, b.pos
),
pairs AS (
  SELECT a.pos AS i, b.pos AS j, a.n + b.n - coalesce(o.n, 0) AS size
  FROM sizes AS a JOIN sizes AS b ON a.pos < b.pos
  LEFT JOIN shared AS o ON o.i = a.pos AND o.j = b.pos
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
