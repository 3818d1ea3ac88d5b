-- Tasks that no run solves (trial 0), sorted.
SELECT task
FROM evaluations
GROUP BY task
HAVING NOT coalesce(bool_or(passed) FILTER (WHERE trial = 0), false)
ORDER BY task;
