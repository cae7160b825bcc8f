import type { Queryable } from '../../platform/db';
import { normal } from '../../platform/money';
import { getSettings } from '../../platform/settings';

/** The operator's settings of contracts (docs/domain.md defaults in the platform registry). */
export interface LeverSettings {
  /** Handling fee, a fraction of the notional, at open. */
  feeRate: string;
  /** Overnight fee per day, a fraction of the notional at entry, at 00:00 UTC. */
  overnightRate: string;
  /** Risk rate in percent at or below which an account is liquidated. */
  liquidationRate: string;
  /** Waiting and open positions per user: bounds every per-user loop. */
  positionsMax: number;
}

const LEVER_SETTING_KEYS = [
  'lever_fee_rate',
  'lever_overnight_rate',
  'lever_liquidation_rate',
  'lever_positions_max',
] as const;

export async function leverSettings(q: Queryable): Promise<LeverSettings> {
  const s = await getSettings(q, LEVER_SETTING_KEYS);
  // Rates go on the wire (POST /lever/deal) in their shortest form, whatever the stored text.
  return {
    feeRate: normal(s.lever_fee_rate),
    overnightRate: normal(s.lever_overnight_rate),
    liquidationRate: normal(s.lever_liquidation_rate),
    positionsMax: s.lever_positions_max,
  };
}
