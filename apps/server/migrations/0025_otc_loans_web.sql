-- OTC operator screens (issue 19): the reason a merchant application was rejected, shown to
-- the applicant, and the queue of applications by status.
ALTER TABLE otc_merchants ADD COLUMN reject_reason text;
CREATE INDEX otc_merchants_status_idx ON otc_merchants (status, created_at);
CREATE INDEX otc_orders_appeal_idx ON otc_orders (id) WHERE status = 'appeal';
