-- Rows in the archive_rows temp table (must equal the sealed NDJSON row count).
SELECT CAST(count(*) AS INTEGER) AS rows FROM archive_rows;
