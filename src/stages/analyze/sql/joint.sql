-- Episode-level joint table of service and visible checks, per run: the per-evaluation cells of
-- evaluations.sql summed (only episodes with both kinds of check and no placeholder are
-- classified; placeholder episodes are counted apart).
SELECT
  $runs[pos] AS run,
  CAST(sum(both_pass) AS INTEGER) AS both_pass,
  CAST(sum(service_pass_visible_fail) AS INTEGER) AS service_pass_visible_fail,
  CAST(sum(visible_pass_service_fail) AS INTEGER) AS visible_pass_service_fail,
  CAST(sum(both_fail) AS INTEGER) AS both_fail,
  CAST(sum(error_placeholder_episodes) AS INTEGER) AS error_placeholder_episodes,
  CAST(sum(error_placeholder_joint_episodes) AS INTEGER) AS error_placeholder_joint_episodes,
  CAST(sum(placeholder_assertions) AS INTEGER) AS placeholder_assertions
FROM evaluations
GROUP BY pos
ORDER BY pos;
