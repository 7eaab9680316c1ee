-- The scan quota functions (create_analysis_charged, rescan_analysis_charged) were first defined here. They now
-- live in 20251124000200_quota_charge.sql, built on one shared lock-and-charge step; that file replaces them in
-- databases that applied this one, and creates them in new databases. Kept so that migration history matches.
select 1;
