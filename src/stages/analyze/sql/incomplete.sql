-- Sets apart the task evaluations an infrastructure failure left incomplete (the `incomplete`
-- column of evaluations.sql: one row with error kind 'infrastructure'). They move to their own
-- table and leave `evaluations`, so no analysis counts them: they are missing, never in FWR, APR
-- or Open, the joint table, first failure, union or McNemar. Run after the load (load.ts).
CREATE OR REPLACE TABLE incomplete AS
SELECT pos, trial, task FROM evaluations WHERE incomplete;
DELETE FROM evaluations WHERE incomplete;
