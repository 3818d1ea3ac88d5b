-- Episode-level joint table of service and visible checks, per run. Only episodes having both
-- kinds of check and no placeholder are classified; placeholder episodes are counted apart.
SELECT
  $runs[pos] AS run,
  CAST(count(*) FILTER (WHERE joint AND placeholders = 0 AND NOT service_failed AND NOT visible_failed) AS INTEGER) AS both_pass,
  CAST(count(*) FILTER (WHERE joint AND placeholders = 0 AND NOT service_failed AND visible_failed) AS INTEGER) AS service_pass_visible_fail,
  CAST(count(*) FILTER (WHERE joint AND placeholders = 0 AND service_failed AND NOT visible_failed) AS INTEGER) AS visible_pass_service_fail,
  CAST(count(*) FILTER (WHERE joint AND placeholders = 0 AND service_failed AND visible_failed) AS INTEGER) AS both_fail,
  CAST(count(*) FILTER (WHERE placeholders > 0) AS INTEGER) AS error_placeholder_episodes,
  CAST(count(*) FILTER (WHERE joint AND placeholders > 0) AS INTEGER) AS error_placeholder_joint_episodes,
  CAST(sum(placeholders) AS INTEGER) AS placeholder_assertions
FROM (SELECT *, service_checks > 0 AND visible_checks > 0 AS joint FROM episodes)
GROUP BY pos
ORDER BY pos;
