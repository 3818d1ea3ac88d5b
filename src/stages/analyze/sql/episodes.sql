-- Folds the assertion rows of every run (rows_ndjson.sql or rows_parquet.sql, spliced in) into one
-- record per episode (run position, trial, task, episode) in a single scan. Later analyses read
-- this table, not the files again. $runs: the manifests' run ids in run order (positions 1-based).
CREATE OR REPLACE TEMP TABLE episodes AS
WITH assertion_rows AS (
  /*rows*/
),
folded AS (
  SELECT
    run,
    trial,
    task,
    episode,
    min(episode_index) AS episode_index,
    min(family) AS family,
    min(split) AS split,
    min(stage) AS stage,
    CAST(count(*) AS INTEGER) AS assertions,
    CAST(count(*) FILTER (WHERE passed AND NOT placeholder) AS INTEGER) AS assertions_passed,
    CAST(count(*) FILTER (WHERE placeholder) AS INTEGER) AS placeholders,
    bool_and(passed AND NOT placeholder) AS ok,
    coalesce(bool_or(placeholder AND error_kind = 'generation'), false) AS generation_error,
    coalesce(bool_or(placeholder AND error_kind IS DISTINCT FROM 'generation'), false) AS episode_error,
    CAST(count(*) FILTER (WHERE "group" = 'service') AS INTEGER) AS service_checks,
    CAST(count(*) FILTER (WHERE "group" = 'visible') AS INTEGER) AS visible_checks,
    coalesce(bool_or(NOT (passed AND NOT placeholder) AND "group" = 'service'), false) AS service_failed,
    coalesce(bool_or(NOT (passed AND NOT placeholder) AND "group" = 'visible'), false) AS visible_failed,
    -- Unordered here (an ordered aggregate costs a sort per group); evaluations.sql sorts.
    coalesce(list(assertion) FILTER (WHERE NOT (passed AND NOT placeholder)), []) AS failed
  FROM assertion_rows
  GROUP BY run, trial, task, episode
),
positions AS (
  SELECT unnest($runs) AS run, CAST(generate_subscripts($runs, 1) AS INTEGER) AS pos
)
SELECT p.pos, f.* EXCLUDE (run)
FROM folded AS f JOIN positions AS p USING (run);
