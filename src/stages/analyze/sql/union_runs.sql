-- Tasks each run solves (its trial-0 evaluation passes), for every run position 1..$run_count.
SELECT $runs[p.pos] AS run, CAST(count(e.task) AS INTEGER) AS solved
FROM (SELECT unnest(range(1, CAST($run_count AS INTEGER) + 1)) AS pos) AS p
LEFT JOIN evaluations AS e ON e.pos = p.pos AND e.trial = 0 AND e.passed
GROUP BY p.pos
ORDER BY p.pos;
