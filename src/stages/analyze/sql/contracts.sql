-- Per run position and contract (1 = C1 … 5 = C5): the task evaluations that have assertions of
-- the contract, and those in which every one of them passed (placeholders fail), from the
-- contract bit sets of evaluations.sql. A contract no evaluation of a run asserts has no row.
SELECT
  e.pos,
  CAST(c.k AS INTEGER) AS contract,
  CAST(count(*) AS INTEGER) AS evaluations,
  CAST(count(*) FILTER (WHERE e.contract_failed_set & (1 << (c.k - 1)) = 0) AS INTEGER) AS passed
FROM evaluations AS e, range(1, 6) AS c(k)
WHERE e.contract_set & (1 << (c.k - 1)) <> 0
GROUP BY e.pos, c.k
ORDER BY e.pos, c.k;
