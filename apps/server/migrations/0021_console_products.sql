-- Console products and settings: the spot market maker's ladder becomes a setting
-- (distance between levels and levels per side; sizes stay per pair). Never a price.
INSERT INTO settings (key, value, is_public, notes) VALUES
  ('spot_maker_step', '0.0005', false, 'Spot market maker: distance between ladder levels as a fraction of the price'),
  ('spot_maker_levels', '10', false, 'Spot market maker: levels quoted on each side')
ON CONFLICT (key) DO NOTHING;
