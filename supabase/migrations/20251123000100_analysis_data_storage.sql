-- analysis_data is a JSON document of about 12 KB, written once per analysis (again on a re-scan) and always read
-- whole. PostgreSQL's default compresses it (pglz), which was the largest single cost of storing an analysis on
-- PGlite: 5.5 ms with it, 3.8 ms without, on the bench machine. EXTERNAL keeps it out of line and uncompressed;
-- the price is disk (about twice the bytes per analysis), which a profile-scoring app has to spare.
-- Affects rows written from now on; older rows stay as they are and read the same.
alter table public.analyses alter column analysis_data set storage external;
