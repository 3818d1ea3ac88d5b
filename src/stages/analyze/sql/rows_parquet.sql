-- A row source for evaluations.sql (spliced in at the rows marker): the assertion rows of every run,
-- read from the assertions.parquet `liveui archive` wrote (same
-- columns as the NDJSON rows; Parquet reads only the ones named here). $files: paths.
SELECT run, trial, task, family, split, episode, episode_index, stage, assertion, contract, "group", passed, placeholder, error_kind
FROM read_parquet($files)
