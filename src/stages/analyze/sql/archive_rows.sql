-- Every field of every assertion row of one assertions.ndjson, typed, in file order, as the
-- table `liveui archive` copies into assertions.parquet. expected/observed keep their
-- JSON text. $file: the path.
CREATE OR REPLACE TABLE archive_rows AS
SELECT run, trial, task, variant, family, split, app, episode, episode_index, stage, assertion, type, contract, "group",
  passed, expected, observed, placeholder, error_kind, error
FROM read_json($file,
  format = 'newline_delimited',
  maximum_object_size = 16777216,
  columns = {
    run: 'VARCHAR', trial: 'INTEGER', task: 'VARCHAR', variant: 'VARCHAR', family: 'VARCHAR', split: 'VARCHAR',
    app: 'VARCHAR', episode: 'VARCHAR', episode_index: 'INTEGER', stage: 'VARCHAR',
    assertion: 'VARCHAR', type: 'VARCHAR', contract: 'VARCHAR', "group": 'VARCHAR',
    passed: 'BOOLEAN', expected: 'JSON', observed: 'JSON', placeholder: 'BOOLEAN',
    error_kind: 'VARCHAR', error: 'VARCHAR'
  })
WHERE run IS NOT NULL;
