-- A row source for evaluations.sql (spliced in at the rows marker): the assertion rows of every run,
-- read from the assertions.parquet `liveui archive` wrote (same
-- columns as the NDJSON rows; Parquet reads only the ones named here). $files: paths. No run
-- of these has twins (archives made before twins have no `variant` column): see
-- rows_parquet_twins.sql.
SELECT run, trial, task, CAST(NULL AS VARCHAR) AS variant, family, split, episode, episode_index, stage, assertion, contract, "group", passed, placeholder, error_kind
FROM read_parquet($files)
