-- First failed episode per task evaluation (classified once, in evaluations.sql: by stage, and
-- by group — generation error, episode error, joint, service only, visible only, residual);
-- passing evaluations are 'success'. Counts per run, stage and group.
SELECT $runs[pos] AS run, first_stage AS stage, first_group AS "group", CAST(count(*) AS INTEGER) AS count
FROM evaluations
GROUP BY pos, first_stage, first_group
ORDER BY pos, first_stage, first_group;
