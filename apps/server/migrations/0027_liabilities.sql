-- Proof of liabilities: one Merkle sum tree per UTC day over every user's balances
-- per currency. The snapshot keeps what the ledger said its user liabilities were in the same
-- repeatable-read transaction, so the ledger check can compare the two later.
CREATE TABLE liability_snapshots (
  day            text PRIMARY KEY,            -- 'YYYY-MM-DD', the platform clock's UTC day
  root_hash      text NOT NULL,
  totals         jsonb NOT NULL,              -- the root's sums: {"USDT": "125.5", ...}
  ledger_totals  jsonb NOT NULL,              -- user liabilities per currency, same transaction
  leaf_count     integer NOT NULL,
  depth          smallint NOT NULL,           -- levels, leaves to root inclusive
  taken_at       bigint NOT NULL              -- Unix seconds (platform clock)
);

-- Per user: what the proof needs besides the tree (the salt never leaves except to its user).
CREATE TABLE liability_leaves (
  day         text NOT NULL REFERENCES liability_snapshots(day),
  user_id     bigint NOT NULL REFERENCES users(id),
  leaf_index  integer NOT NULL,
  salt        text NOT NULL,
  user_hash   text NOT NULL,
  balances    jsonb NOT NULL,
  PRIMARY KEY (day, user_id)
);

-- Every node of the tree (level 0 = leaves in tree order, padding included), so a proof is a
-- lookup of one sibling per level instead of a rebuild.
CREATE TABLE liability_nodes (
  day    text NOT NULL REFERENCES liability_snapshots(day),
  level  smallint NOT NULL,
  idx    integer NOT NULL,
  hash   text NOT NULL,
  sums   jsonb NOT NULL,
  PRIMARY KEY (day, level, idx)
);
