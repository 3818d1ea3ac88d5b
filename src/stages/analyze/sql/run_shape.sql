-- Per run position: distinct trials and tasks seen in the rows.
SELECT pos, CAST(count(DISTINCT trial) AS INTEGER) AS trials_seen, CAST(count(DISTINCT task) AS INTEGER) AS tasks
FROM evaluations
GROUP BY pos
ORDER BY pos;
