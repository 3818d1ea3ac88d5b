-- The same rows as evaluations.sql (same columns, same values), through a per-episode fold
-- (never materialised) instead of bit sets: the fallback when some episode_index is 63 or more.
-- First failed episode in recorded order (episode_index, then id). $runs: run ids in run order.
-- A twin's episodes (variant 'twin') are episodes of their own that count for `passed` and
-- `twin_passed` only; the first failure is the base's, as in evaluations.sql.
WITH assertion_rows AS (
  /*rows*/
),
episodes AS (
  SELECT
    run, trial, task, episode, twin,
    min(episode_index) AS episode_index,
    min(family) AS family,
    min(split) AS split,
    min(stage) AS stage,
    count(*) AS assertions,
    count(*) FILTER (WHERE ok) AS assertions_passed,
    count(*) FILTER (WHERE placeholder) AS placeholders,
    -- Contracts as bits (bit k-1 = Ck): present in the episode, failed in it.
    bit_or(contract_bit) AS contract_set,
    bit_or(CASE WHEN ok THEN 0 ELSE contract_bit END) AS contract_failed_set,
    bool_and(ok) AS ok,
    bool_or(placeholder AND error_kind = 'generation') AS generation_error,
    bool_or(placeholder AND error_kind IS DISTINCT FROM 'generation') AS episode_error,
    coalesce(bool_or(error_kind = 'infrastructure'), false) AS infrastructure,
    bool_or("group" = 'service') AND bool_or("group" = 'visible') AS joint,
    bool_or(NOT ok AND "group" = 'service') AS service_failed,
    bool_or(NOT ok AND "group" = 'visible') AS visible_failed,
    -- Unordered here (an ordered aggregate costs a sort per group); sorted per evaluation below.
    list(assertion) FILTER (WHERE NOT ok) AS failed
  FROM (
    SELECT *, passed AND NOT placeholder AS ok, coalesce(variant = 'twin', false) AS twin,
      CASE contract WHEN 'C1' THEN 1 WHEN 'C2' THEN 2 WHEN 'C3' THEN 4 WHEN 'C4' THEN 8 WHEN 'C5' THEN 16 ELSE 0 END AS contract_bit
    FROM assertion_rows
  )
  GROUP BY run, trial, task, episode, twin
),
based AS (
  -- A twin's episode keeps its pass/fail and failed ids (as `twin:<id>`); the rest is the base's.
  SELECT * REPLACE (
    CASE WHEN twin THEN 0 ELSE assertions END AS assertions,
    CASE WHEN twin THEN 0 ELSE assertions_passed END AS assertions_passed,
    CASE WHEN twin THEN 0 ELSE placeholders END AS placeholders,
    CASE WHEN twin THEN list_transform(failed, a -> 'twin:' || a) ELSE failed END AS failed,
    joint AND NOT twin AS joint,
    CASE WHEN twin THEN 0 ELSE contract_set END AS contract_set,
    CASE WHEN twin THEN 0 ELSE contract_failed_set END AS contract_failed_set
  )
  FROM episodes
),
folded AS (
  SELECT
    run, trial, task,
    min(family) AS family,
    min(split) AS split,
    CAST(sum(assertions) AS INTEGER) AS assertions,
    CAST(sum(assertions_passed) AS INTEGER) AS assertions_passed,
    bool_and(ok) AS passed,
    coalesce(bool_and(ok) FILTER (WHERE stage = 'open' AND NOT twin), true) AS open_passed,
    bool_and(ok) FILTER (WHERE twin) AS twin_passed,
    bit_or(contract_set) AS contract_set,
    bit_or(contract_failed_set) AS contract_failed_set,
    list_sort(flatten(list(failed) FILTER (WHERE failed IS NOT NULL))) AS failed,
    -- The first failed episode in recorded order (episode_index, then id).
    arg_min(
      {'stage': stage, 'generation_error': generation_error, 'episode_error': episode_error,
       'service_failed': service_failed, 'visible_failed': visible_failed},
      {'index': episode_index, 'episode': episode}
    ) FILTER (WHERE NOT ok AND NOT twin) AS first,
    -- Joint-table cells: episodes with both kinds of check and no placeholder are classified;
    -- placeholder episodes are counted apart.
    CAST(count(*) FILTER (WHERE joint AND placeholders = 0 AND NOT service_failed AND NOT visible_failed) AS INTEGER) AS both_pass,
    CAST(count(*) FILTER (WHERE joint AND placeholders = 0 AND NOT service_failed AND visible_failed) AS INTEGER) AS service_pass_visible_fail,
    CAST(count(*) FILTER (WHERE joint AND placeholders = 0 AND service_failed AND NOT visible_failed) AS INTEGER) AS visible_pass_service_fail,
    CAST(count(*) FILTER (WHERE joint AND placeholders = 0 AND service_failed AND visible_failed) AS INTEGER) AS both_fail,
    CAST(count(*) FILTER (WHERE placeholders > 0 AND NOT twin) AS INTEGER) AS error_placeholder_episodes,
    CAST(count(*) FILTER (WHERE joint AND placeholders > 0) AS INTEGER) AS error_placeholder_joint_episodes,
    CAST(sum(placeholders) AS INTEGER) AS placeholder_assertions,
    max(episode_index) AS max_index,
    bool_or(infrastructure) AS incomplete
  FROM based
  GROUP BY run, trial, task
),
positions AS (
  SELECT unnest($runs) AS run, CAST(generate_subscripts($runs, 1) AS INTEGER) AS pos
)
SELECT
  p.pos, f.trial, f.task, f.family, f.split, f.assertions, f.assertions_passed, f.passed, f.open_passed,
  coalesce(f.failed, []) AS failed,
  f.contract_set, f.contract_failed_set,
  CASE WHEN f.first IS NULL THEN 'success' ELSE f.first.stage END AS first_stage,
  CASE
    WHEN f.first IS NULL THEN 'success'
    WHEN f.first.generation_error THEN 'generation_error'
    WHEN f.first.episode_error THEN 'episode_error'
    WHEN f.first.service_failed AND f.first.visible_failed THEN 'joint'
    WHEN f.first.service_failed THEN 'service_only'
    WHEN f.first.visible_failed THEN 'visible_only'
    ELSE 'residual'
  END AS first_group,
  f.both_pass, f.service_pass_visible_fail, f.visible_pass_service_fail, f.both_fail,
  f.error_placeholder_episodes, f.error_placeholder_joint_episodes, f.placeholder_assertions, f.max_index, f.incomplete, f.twin_passed
FROM folded AS f JOIN positions AS p USING (run)
