-- A row source for evaluations.sql (spliced in at the rows marker): the assertion rows of every run,
-- read from assertions.ndjson with a fixed column list and types
-- (no auto-detect sampling) and only the fields the analyses use (`variant` is absent, hence
-- NULL, in runs without twins). The header line has none of
-- these fields and is dropped. Rows were verified before this (sealed hash or the strict pass).
-- $files: assertion file paths.
SELECT run, trial, task, variant, family, split, episode, episode_index, stage, assertion, contract, "group", passed, placeholder, error_kind
FROM read_json($files,
  format = 'newline_delimited',
  maximum_object_size = 16777216,
  columns = {
    run: 'VARCHAR', trial: 'INTEGER', task: 'VARCHAR', variant: 'VARCHAR', family: 'VARCHAR', split: 'VARCHAR',
    episode: 'VARCHAR', episode_index: 'INTEGER', stage: 'VARCHAR', assertion: 'VARCHAR',
    contract: 'VARCHAR', "group": 'VARCHAR', passed: 'BOOLEAN', placeholder: 'BOOLEAN', error_kind: 'VARCHAR'
  })
WHERE run IS NOT NULL
