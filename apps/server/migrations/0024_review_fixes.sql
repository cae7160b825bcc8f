-- Review fixes (session 6).

-- Earn flexible savings: a subscription keeps the annual rate it was sold at, like every earn
-- order. A top-up at the holding's rate joins it; one at a different (current) rate opens a
-- separate holding, so one open holding per user, product and rate.
DROP INDEX earn_orders_flexible_holding;
CREATE UNIQUE INDEX earn_orders_flexible_holding ON earn_orders (user_id, product_id, annual_rate)
  WHERE kind = 'flexible' AND status = 1;
