-- The demo banner "Seconds options: up to 88% payout" opened the Orders tab; it opens the
-- seconds options of the trade screen. Only a banner still carrying the demo's old link
-- changes (an operator's own choice of link stays).
UPDATE articles
SET link = '#/pages/transaction/index?tab=options', updated_at = now()
WHERE category = 'banner' AND link = '#/pages/transaction/seconds_order';
