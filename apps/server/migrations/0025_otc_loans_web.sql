-- OTC operator screens: the reason a merchant application was rejected, shown to
-- the applicant, and the queue of applications by status.
ALTER TABLE otc_merchants ADD COLUMN reject_reason text;
CREATE INDEX otc_merchants_status_idx ON otc_merchants (status, created_at);
CREATE INDEX otc_orders_appeal_idx ON otc_orders (id) WHERE status = 'appeal';

-- Evidence either party adds while an order is in appeal, so the operator reads both sides
-- (the appellant's first proof stays on the order). A few per party: see the service.
CREATE TABLE otc_appeal_evidence (
  id          bigserial PRIMARY KEY,
  order_id    bigint NOT NULL REFERENCES otc_orders(id),
  user_id     bigint NOT NULL REFERENCES users(id),
  file        text NOT NULL,
  note        text NOT NULL DEFAULT '',
  created_at  bigint NOT NULL
);
CREATE INDEX otc_appeal_evidence_order_idx ON otc_appeal_evidence (order_id, id);
