-- The scan quota functions were first defined here, each with its own copy of the lock and charge steps. They
-- now share one copy: create_analysis_charged in 20251124000200_quota_charge.sql, rescan_analysis_charged in
-- 20251125000100_analysis_history.sql, which replace the first versions in databases that applied this file.
-- Kept so that migration history matches.
select 1;
