-- Files whose rows break the assertion-row contract (missing values, unknown enum values,
-- negative indices, rows of another run). The caller re-reads such a file strictly for path:line.
SELECT
  pos,
  CAST(sum(invalid_rows) AS INTEGER) AS invalid_rows,
  CAST(sum(foreign_rows) AS INTEGER) AS foreign_rows
FROM episodes
GROUP BY pos
HAVING sum(invalid_rows) > 0 OR sum(foreign_rows) > 0
ORDER BY pos;
