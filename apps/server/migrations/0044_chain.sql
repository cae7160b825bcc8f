-- On-chain deposits and withdrawals (docs/chain.md).

-- The token contracts accepted per chain and currency: a token of the same symbol at any
-- other address is not this currency. Written at start from the configuration (the embedded
-- node's token once deployed).
CREATE TABLE chain_tokens (
  chain        text NOT NULL,
  currency_id  integer NOT NULL REFERENCES currencies(id),
  -- Lower-case 0x address; '' for the chain's native coin.
  contract     text NOT NULL,
  decimals     smallint NOT NULL CHECK (decimals BETWEEN 0 AND 36),
  PRIMARY KEY (chain, currency_id)
);
CREATE UNIQUE INDEX chain_tokens_contract ON chain_tokens (chain, contract);

-- Which node watches a chain: a lease renewed by its owner; `generation` grows with every
-- change of owner, and the owner's writes check it in the same transaction (fencing).
CREATE TABLE chain_leases (
  chain       text PRIMARY KEY,
  node        text NOT NULL,
  generation  bigint NOT NULL,
  expires_at  timestamptz NOT NULL
);

-- The canonical blocks the watcher has scanned (kept back to a window below the cursor, so a
-- re-org can be walked back to the common ancestor).
CREATE TABLE chain_blocks (
  chain        text NOT NULL,
  number       bigint NOT NULL,
  hash         text NOT NULL,
  parent_hash  text NOT NULL,
  PRIMARY KEY (chain, number)
);

-- The last block scanned, per chain; the next scan starts right after it.
CREATE TABLE chain_cursors (
  chain       text PRIMARY KEY,
  number      bigint NOT NULL,
  hash        text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- A transfer to a user's deposit address, as seen on chain. One row per (chain, tx, log):
-- a native transfer has log_index -1. Credited once, by the journal keyed `chain_deposit:<id>`.
CREATE TABLE chain_deposits (
  id             bigserial PRIMARY KEY,
  chain          text NOT NULL,
  tx_hash        text NOT NULL,
  log_index      integer NOT NULL,
  block_number   bigint NOT NULL,
  block_hash     text NOT NULL,
  user_id        bigint NOT NULL REFERENCES users(id),
  currency_id    integer NOT NULL REFERENCES currencies(id),
  address        text NOT NULL,
  sender         text NOT NULL,
  -- Integer base units as on chain, and the same in the ledger's decimals.
  base_units     numeric(78, 0) NOT NULL CHECK (base_units > 0),
  amount         numeric(36, 18) NOT NULL,
  -- seen: waiting for confirmations; credited; below_min: recorded, never credited
  -- automatically; unconvertible: more digits than the ledger keeps; orphaned: its block left
  -- the chain before it was credited; reorged: its block left the chain after it was credited
  -- (flagged, the user's withdrawals of the currency held, operators alerted).
  status         text NOT NULL DEFAULT 'seen'
                 CHECK (status IN ('seen', 'credited', 'below_min', 'unconvertible', 'orphaned', 'reorged')),
  journal_id     bigint,
  seen_at        timestamptz NOT NULL DEFAULT now(),
  credited_at    timestamptz,
  UNIQUE (chain, tx_hash, log_index)
);
CREATE INDEX chain_deposits_user_idx ON chain_deposits (user_id, id DESC);
CREATE INDEX chain_deposits_open_idx ON chain_deposits (chain, block_number) WHERE status = 'seen';

-- The platform's own addresses per chain: the hot wallet, cold addresses, and every deposit
-- address (published for proof of reserves).
CREATE INDEX deposit_addresses_chain_address ON deposit_addresses (chain, lower(address));

-- Operator alerts about a chain (a re-org below a credited deposit, a low hot wallet, an
-- unconvertible deposit), with their evidence, until an operator resolves them.
CREATE TABLE chain_alerts (
  id           bigserial PRIMARY KEY,
  chain        text NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('deep_reorg', 'hot_wallet_low', 'unconvertible_deposit', 'withdrawal_failed')),
  detail       jsonb NOT NULL,
  -- One open alert per subject (a deposit, a currency's hot balance ...).
  subject      text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  resolved_at  timestamptz,
  resolved_by  bigint REFERENCES operators(id),
  resolution   text NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX chain_alerts_open ON chain_alerts (chain, kind, subject) WHERE resolved_at IS NULL;

-- A user's withdrawals of a currency held (a credited deposit re-orged away), until an operator lifts it.
CREATE TABLE withdraw_holds (
  user_id      bigint NOT NULL REFERENCES users(id),
  currency_id  integer NOT NULL REFERENCES currencies(id),
  reason       text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, currency_id)
);

-- Withdrawals gain the on-chain states: approved (by one operator, or two above the four-eyes
-- amount) → signed → broadcast → confirmed, or failed (amount and fee returned).
ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check CHECK (
  status IN ('pending', 'second_approval', 'approved', 'signed', 'broadcast', 'confirmed', 'failed', 'sent', 'rejected')
);
ALTER TABLE withdrawals ADD COLUMN first_approved_by bigint REFERENCES operators(id);
-- The second approval is another operator's; the first approver may still reject it.
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_four_eyes
  CHECK (first_approved_by IS NULL OR reviewed_by IS NULL OR reviewed_by <> first_approved_by
         OR status = 'rejected');
CREATE INDEX withdrawals_chain_queue_idx ON withdrawals (id) WHERE status IN ('approved', 'signed', 'broadcast');

-- The one transaction a withdrawal is sent with: its nonce reserved and its signed bytes and
-- hash stored before anything is broadcast. A retry re-broadcasts these bytes; a speed-up
-- signs the same nonce at a higher fee and records its hash beside the first.
CREATE TABLE chain_txs (
  id             bigserial PRIMARY KEY,
  withdrawal_id  bigint NOT NULL UNIQUE REFERENCES withdrawals(id),
  chain          text NOT NULL,
  sender         text NOT NULL,
  nonce          bigint NOT NULL,
  recipient      text NOT NULL,
  base_units     numeric(78, 0) NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  confirmed_hash text,
  block_number   bigint,
  -- Blocks on top of the mined version's block, its own included, as last checked.
  confirmations  integer,
  UNIQUE (chain, sender, nonce)
);

-- Every signed version of a chain transaction (the first, then each speed-up).
CREATE TABLE chain_tx_versions (
  chain_tx_id    bigint NOT NULL REFERENCES chain_txs(id),
  hash           text NOT NULL,
  raw            text NOT NULL,
  max_fee_per_gas numeric(78, 0) NOT NULL,
  max_priority_fee_per_gas numeric(78, 0) NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  broadcast_at   timestamptz,
  PRIMARY KEY (chain_tx_id, hash)
);

-- The next nonce per sending address, taken under this row's lock.
CREATE TABLE chain_nonces (
  chain   text NOT NULL,
  sender  text NOT NULL,
  next    bigint NOT NULL,
  PRIMARY KEY (chain, sender)
);

-- Withdrawals worth more than this (USDT at request time) need a second operator's approval.
INSERT INTO settings (key, value, is_public, notes) VALUES
  ('withdraw_four_eyes_usdt', '10000', false, 'Withdrawals above this USDT value need two operators to approve')
ON CONFLICT (key) DO NOTHING;
