import type { Queryable } from '../../platform/db';
import { normal } from '../../platform/money';
import * as repo from './lever.repo';

/**
 * DOMAIN.md defaults of contracts. The values live in the settings table (migration 0010), where
 * an operator can change them; these apply only when a row is missing or unusable.
 */
export const LEVER_DEFAULTS = {
  /** Handling fee, a fraction of the notional, at open. */
  lever_fee_rate: '0.001',
  /** Overnight fee per day, a fraction of the notional at entry, at 00:00 UTC. */
  lever_overnight_rate: '0.0005',
  /** Risk rate in percent at or below which an account is liquidated. */
  lever_liquidation_rate: '50',
  /** Waiting and open positions per user: bounds every per-user loop. */
  lever_positions_max: '100',
} as const;

export interface LeverSettings {
  feeRate: string;
  overnightRate: string;
  liquidationRate: string;
  positionsMax: number;
}

const FRACTION = /^0(\.\d{1,10})?$/;
const PERCENT = /^\d{1,3}(\.\d{1,4})?$/;
const COUNT = /^[1-9]\d{0,4}$/;

export async function leverSettings(q: Queryable): Promise<LeverSettings> {
  const rows = await repo.settings(q);
  const pick = (key: keyof typeof LEVER_DEFAULTS, pattern: RegExp) => {
    const v = rows.get(key);
    return v !== undefined && pattern.test(v) ? normal(v) : LEVER_DEFAULTS[key];
  };
  return {
    feeRate: pick('lever_fee_rate', FRACTION),
    overnightRate: pick('lever_overnight_rate', FRACTION),
    liquidationRate: pick('lever_liquidation_rate', PERCENT),
    positionsMax: Number(pick('lever_positions_max', COUNT)),
  };
}
