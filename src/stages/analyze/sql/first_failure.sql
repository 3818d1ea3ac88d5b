-- First failed episode per task evaluation (episodes in recorded order: episode_index, then id),
-- classified by stage and by group: generation error, episode error, joint (service and visible
-- both failed), service only, visible only, residual. Passing evaluations are 'success'.
WITH firsts AS (
  SELECT
    pos, trial, task,
    arg_min(
      {'stage': stage, 'generation_error': generation_error, 'episode_error': episode_error,
       'service_failed': service_failed, 'visible_failed': visible_failed},
      {'index': episode_index, 'episode': episode}
    ) FILTER (WHERE NOT ok) AS first
  FROM episodes
  GROUP BY pos, trial, task
),
classified AS (
  SELECT
    pos,
    CASE WHEN first IS NULL THEN 'success' ELSE first.stage END AS stage,
    CASE
      WHEN first IS NULL THEN 'success'
      WHEN first.generation_error THEN 'generation_error'
      WHEN first.episode_error THEN 'episode_error'
      WHEN first.service_failed AND first.visible_failed THEN 'joint'
      WHEN first.service_failed THEN 'service_only'
      WHEN first.visible_failed THEN 'visible_only'
      ELSE 'residual'
    END AS "group"
  FROM firsts
)
SELECT $runs[pos] AS run, stage, "group", CAST(count(*) AS INTEGER) AS count
FROM classified
GROUP BY pos, stage, "group"
ORDER BY pos, stage, "group";
