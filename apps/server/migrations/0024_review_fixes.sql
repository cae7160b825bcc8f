-- Review fixes (session 6).

-- Earn flexible savings: a subscription keeps the annual rate it was sold at, like every earn
-- order. A top-up at the holding's rate joins it; one at a different (current) rate opens a
-- separate holding, so one open holding per user, product and rate.
DROP INDEX earn_orders_flexible_holding;
CREATE UNIQUE INDEX earn_orders_flexible_holding ON earn_orders (user_id, product_id, annual_rate)
  WHERE kind = 'flexible' AND status = 1;

-- Earn idempotency keys name one command: stored as '<command>:<key>' (lock, flexible, redeem,
-- cloud) so a key of one command never replays as another. Keys stored before keep replaying
-- their own command.
UPDATE earn_orders SET idempotency_key = kind || ':' || idempotency_key
  WHERE idempotency_key IS NOT NULL;
UPDATE earn_flexible_moves
  SET idempotency_key = CASE WHEN delta > 0 THEN 'flexible:' ELSE 'redeem:' END || idempotency_key
  WHERE idempotency_key IS NOT NULL;
