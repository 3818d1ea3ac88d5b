-- Loads every run's assertions.ndjson in one scan, folded per episode record
-- (run position, trial, task, episode). Later analyses read this table, not the files again.
-- $files: assertion file paths in run order; $runs: the manifests' run ids, same order;
-- $families, $splits, $stages, $groups, $error_kinds: allowed values (from the zod schemas).
CREATE OR REPLACE TEMP TABLE episodes AS
WITH raw AS (
  SELECT
    CAST(list_position($files, filename) AS INTEGER) AS pos,
    run, trial, task, family, split, episode, episode_index, stage, assertion,
    "group" AS grp, passed, placeholder, error_kind
  FROM read_json($files,
    format = 'newline_delimited',
    filename = true,
    maximum_object_size = 16777216,
    columns = {
      '$header': 'JSON', run: 'VARCHAR', trial: 'BIGINT', task: 'VARCHAR', family: 'VARCHAR',
      split: 'VARCHAR', episode: 'VARCHAR', episode_index: 'BIGINT', stage: 'VARCHAR',
      assertion: 'VARCHAR', "group": 'VARCHAR', passed: 'BOOLEAN', placeholder: 'BOOLEAN',
      error_kind: 'VARCHAR'
    })
  WHERE "$header" IS NULL
),
checked AS (
  SELECT *,
    passed AND NOT placeholder AS ok,
    (run IS NULL OR trial IS NULL OR trial < 0 OR task IS NULL OR episode IS NULL
      OR episode_index IS NULL OR episode_index < 0 OR assertion IS NULL
      OR passed IS NULL OR placeholder IS NULL
      OR family IS NULL OR NOT list_contains($families, family)
      OR split IS NULL OR NOT list_contains($splits, split)
      OR stage IS NULL OR NOT list_contains($stages, stage)
      OR grp IS NULL OR NOT list_contains($groups, grp)
      OR (error_kind IS NOT NULL AND NOT list_contains($error_kinds, error_kind))) AS invalid,
    run IS DISTINCT FROM $runs[pos] AS foreign_run
  FROM raw
)
SELECT
  pos,
  CAST(trial AS INTEGER) AS trial,
  task,
  episode,
  CAST(min(episode_index) AS INTEGER) AS episode_index,
  min(family) AS family,
  min(split) AS split,
  min(stage) AS stage,
  CAST(count(*) AS INTEGER) AS assertions,
  CAST(count(*) FILTER (WHERE ok) AS INTEGER) AS assertions_passed,
  CAST(count(*) FILTER (WHERE placeholder) AS INTEGER) AS placeholders,
  coalesce(bool_and(ok), true) AS ok,
  coalesce(bool_or(placeholder AND error_kind = 'generation'), false) AS generation_error,
  coalesce(bool_or(placeholder AND error_kind IS DISTINCT FROM 'generation'), false) AS episode_error,
  CAST(count(*) FILTER (WHERE grp = 'service') AS INTEGER) AS service_checks,
  CAST(count(*) FILTER (WHERE grp = 'visible') AS INTEGER) AS visible_checks,
  coalesce(bool_or(NOT ok AND grp = 'service'), false) AS service_failed,
  coalesce(bool_or(NOT ok AND grp = 'visible'), false) AS visible_failed,
  coalesce(list(assertion ORDER BY assertion) FILTER (WHERE NOT ok), []) AS failed,
  CAST(count(*) FILTER (WHERE invalid) AS INTEGER) AS invalid_rows,
  CAST(count(*) FILTER (WHERE foreign_run) AS INTEGER) AS foreign_rows
FROM checked
GROUP BY pos, trial, task, episode;
