-- A case's update that changes no indexed column (an import re-sending a case, a tracker count, a
-- note) can stay on its page without touching the table's 20 indexes (a HOT update) only when the
-- page has room: keep 15 % of each new page free. Measured: an import batch updating 200 cases
-- spent ≈ 16 ms of its ≈ 23 ms writing index entries (docs/performance.md "Issue 24 item 9").
-- Pages written before this keep no room until they are rewritten (VACUUM FULL, pg_repack).
ALTER TABLE "seizure_requests" SET (fillfactor = 85);
