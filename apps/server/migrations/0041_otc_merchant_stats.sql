-- A merchant's 30-day figures (orders completed, completion rate, release time) are counted
-- from the orders of its ads that ended in the window, without reading every order.
CREATE INDEX otc_orders_ad_finished_idx ON otc_orders (ad_id, finished_at) WHERE finished_at IS NOT NULL;
