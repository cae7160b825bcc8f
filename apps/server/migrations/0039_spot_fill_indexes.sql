-- A user's fills are found from their orders: each trade by the order that took and the order
-- that rested (GET /api/coin/my_trades), without reading every trade of the pair.
CREATE INDEX spot_trades_taker_order_idx ON spot_trades (taker_order_id);
CREATE INDEX spot_trades_maker_order_idx ON spot_trades (maker_order_id);
