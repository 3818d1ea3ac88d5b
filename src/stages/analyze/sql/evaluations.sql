-- The one scan: folds the assertion rows of every run (rows_ndjson.sql or rows_parquet.sql,
-- spliced in at the rows marker) straight into one row per task evaluation (run position,
-- trial, task), with a single hash aggregation and no per-episode table. Episode-level facts
-- travel as bit sets over episode_index (bit i = episode i of the task; verified rows map
-- episode ids to indexes one to one): which episodes failed, held placeholders, had service or
-- visible checks, failed them. The first failed episode is the lowest set bit of `failed`;
-- joint-table cells are bit counts. Only valid while every episode_index is below 63
-- (`max_index` says; load.ts falls back to evaluations_by_episode.sql otherwise).
-- Run once per chunk of files (load.ts): a run's rows are all in its own file, so no group
-- spans chunks. $runs: manifest run ids in run order (positions 1-based); $files: this chunk.
-- Twins on: a twin's rows (variant 'twin') decide `passed` and `twin_passed` only; every other
-- count, bit set and the first failure are the base's (the paper's APR, Open and analyses over
-- the base episodes: an evaluation whose base passed but whose twin failed is a 'success' there).
WITH assertion_rows AS (
  /*rows*/
),
flagged AS (
  SELECT
    run, trial, task, family, split, stage, episode_index, assertion, placeholder,
    passed AND NOT placeholder AS ok,
    coalesce(variant = 'twin', false) AS twin,
    CASE WHEN twin THEN CAST(0 AS BIGINT) ELSE CAST(1 AS BIGINT) << least(episode_index, 62) END AS bit,
    CASE WHEN passed AND NOT placeholder THEN 0 ELSE bit END AS failed_bit,
    CASE WHEN placeholder THEN bit ELSE 0 END AS placeholder_bit,
    -- Contracts as bits of a small integer (bit k-1 = Ck), for the per-contract table.
    CASE contract WHEN 'C1' THEN 1 WHEN 'C2' THEN 2 WHEN 'C3' THEN 4 WHEN 'C4' THEN 8 WHEN 'C5' THEN 16 ELSE 0 END AS contract_bit,
    CASE WHEN "group" = 'service' THEN bit ELSE 0 END AS service_bit,
    CASE WHEN "group" = 'visible' THEN bit ELSE 0 END AS visible_bit,
    CASE WHEN error_kind = 'generation' THEN bit ELSE 0 END AS generation_bit,
    error_kind = 'infrastructure' AS infrastructure
  FROM assertion_rows
),
folded AS (
  SELECT
    run, trial, task,
    min(family) AS family,
    min(split) AS split,
    CAST(count(*) FILTER (WHERE NOT twin) AS INTEGER) AS assertions,
    CAST(count(*) FILTER (WHERE ok AND NOT twin) AS INTEGER) AS assertions_passed,
    bool_and(ok) AS passed,
    coalesce(bool_and(ok) FILTER (WHERE stage = 'open' AND NOT twin), true) AS open_passed,
    bool_and(ok) FILTER (WHERE twin) AS twin_passed,
    list(CASE WHEN twin THEN 'twin:' || assertion ELSE assertion END) FILTER (WHERE NOT ok) AS failed,
    CAST(count(*) FILTER (WHERE placeholder AND NOT twin) AS INTEGER) AS placeholder_assertions,
    -- Which contracts the evaluation has assertions of, and which of them failed somewhere (the base's).
    bit_or(CASE WHEN twin THEN 0 ELSE contract_bit END) AS contract_set,
    bit_or(CASE WHEN ok OR twin THEN 0 ELSE contract_bit END) AS contract_failed_set,
    max(episode_index) AS max_index,
    -- The stage of the first failed episode (lowest index; one stage per episode).
    arg_min(stage, episode_index) FILTER (WHERE NOT ok AND NOT twin) AS first_stage,
    bit_or(failed_bit) AS failed_set,
    bit_or(placeholder_bit) AS placeholder_set,
    bit_or(placeholder_bit & generation_bit) AS generation_set,
    bit_or(placeholder_bit & ~generation_bit) AS error_set,
    bit_or(service_bit) AS service_set,
    bit_or(visible_bit) AS visible_set,
    bit_or(service_bit & failed_bit) AS service_failed_set,
    bit_or(visible_bit & failed_bit) AS visible_failed_set,
    -- One infrastructure row leaves the whole evaluation incomplete (incomplete.sql sets it apart).
    coalesce(bool_or(infrastructure), false) AS incomplete
  FROM flagged
  GROUP BY run, trial, task
),
sets AS (
  SELECT
    *,
    failed_set & -failed_set AS first_bit,
    service_set & visible_set & ~placeholder_set AS classified,
    service_set & visible_set AS joint
  FROM folded
),
positions AS (
  SELECT unnest($runs) AS run, CAST(generate_subscripts($runs, 1) AS INTEGER) AS pos
)
SELECT
  p.pos, s.trial, s.task, s.family, s.split, s.assertions, s.assertions_passed, s.passed, s.open_passed,
  list_sort(coalesce(s.failed, [])) AS failed,
  s.contract_set, s.contract_failed_set,
  coalesce(s.first_stage, 'success') AS first_stage,
  CASE
    WHEN s.first_bit = 0 THEN 'success'
    WHEN s.generation_set & s.first_bit <> 0 THEN 'generation_error'
    WHEN s.error_set & s.first_bit <> 0 THEN 'episode_error'
    WHEN s.service_failed_set & s.visible_failed_set & s.first_bit <> 0 THEN 'joint'
    WHEN s.service_failed_set & s.first_bit <> 0 THEN 'service_only'
    WHEN s.visible_failed_set & s.first_bit <> 0 THEN 'visible_only'
    ELSE 'residual'
  END AS first_group,
  CAST(bit_count(s.classified & ~s.service_failed_set & ~s.visible_failed_set) AS INTEGER) AS both_pass,
  CAST(bit_count(s.classified & ~s.service_failed_set & s.visible_failed_set) AS INTEGER) AS service_pass_visible_fail,
  CAST(bit_count(s.classified & s.service_failed_set & ~s.visible_failed_set) AS INTEGER) AS visible_pass_service_fail,
  CAST(bit_count(s.classified & s.service_failed_set & s.visible_failed_set) AS INTEGER) AS both_fail,
  CAST(bit_count(s.placeholder_set) AS INTEGER) AS error_placeholder_episodes,
  CAST(bit_count(s.joint & s.placeholder_set) AS INTEGER) AS error_placeholder_joint_episodes,
  s.placeholder_assertions,
  s.max_index,
  s.incomplete,
  s.twin_passed
FROM sets AS s JOIN positions AS p USING (run)
