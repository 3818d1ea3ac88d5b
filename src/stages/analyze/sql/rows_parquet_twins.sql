-- A row source for evaluations.sql when some run has counterfactual twins on: the rows of every
-- run's assertions.parquet with their `variant` (NULL in files archived without one, by name).
-- $files: paths.
SELECT run, trial, task, variant, family, split, episode, episode_index, stage, assertion, contract, "group", passed, placeholder, error_kind
FROM read_parquet($files, union_by_name = true)
