-- House shards. The house and the fees account take a leg of every user's contract
-- and option; as one row per currency each, every such transaction of every user waited on the
-- same row lock. Each becomes 16 rows per currency: shard 0 is the existing row (`house`,
-- `fees`), shards 1..15 are `house#1`..`house#15` and `fees#1`..`fees#15`, and a user's postings
-- go to shard user id mod 16 (ledger/accounts.ts, SYSTEM_SHARDS).
--
-- Nothing is moved: balances are derived from postings, and the postings made before this
-- migration stay on shard 0 as history. The house (or fees) balance is the sum of its rows —
-- sum over split_part(system_code, '#', 1) — which the reports and the ledger check use; that
-- sum equals what the single row would hold had every posting gone to it. Shards have the
-- allow_negative of their account, so a fees shard, like the fees row, never goes below zero.
INSERT INTO ledger_accounts (system_code, currency_id, account_type, allow_negative)
SELECT a.code || '#' || s.shard, c.id, 0, a.allow_negative
  FROM (VALUES ('house', true), ('fees', false)) AS a (code, allow_negative)
 CROSS JOIN generate_series(1, 15) AS s (shard)
 CROSS JOIN currencies c
ON CONFLICT (system_code, currency_id) WHERE system_code IS NOT NULL DO NOTHING;
