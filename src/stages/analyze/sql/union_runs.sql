-- Tasks each run solves (its trial-0 evaluation passes): the bits of its `passed` task words
-- (task_words.sql has every run, so a run that solves nothing gets 0).
SELECT $runs[pos] AS run, CAST(sum(bit_count(passed)) AS INTEGER) AS solved
FROM task_words
GROUP BY pos
ORDER BY pos;
