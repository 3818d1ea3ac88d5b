-- Per run position, family and split: the counts FWR, APR and Open are computed from
-- (recount/core.ts metricsOf), so no evaluation row travels to JS.
SELECT
  pos, family, split,
  CAST(count(*) AS INTEGER) AS evaluations,
  CAST(count(*) FILTER (WHERE passed) AS INTEGER) AS passed,
  CAST(count(*) FILTER (WHERE open_passed) AS INTEGER) AS open_passed,
  CAST(sum(assertions) AS INTEGER) AS assertions,
  CAST(sum(assertions_passed) AS INTEGER) AS assertions_passed,
  CAST(count(*) FILTER (WHERE twin_passed IS NOT NULL) AS INTEGER) AS twin_evaluations,
  CAST(count(*) FILTER (WHERE twin_passed) AS INTEGER) AS twin_passed
FROM evaluations
GROUP BY pos, family, split
ORDER BY pos, family, split;
