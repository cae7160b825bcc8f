import { DOMAIN_DEFAULTS } from './defaults';
import { dec } from '../../platform/money';
import type { PairRow } from './spot.repo';

export interface LadderLevel {
  side: 1 | 2;
  price: string;
  qty: string;
}

/**
 * The house ladder around a reference price (DOMAIN.md: 10 levels each side, 0.05% apart).
 * Level prices sit on a fixed geometric grid anchored at the pair's start price, so a small
 * move of the reference changes only the outermost levels instead of every order. Bids lie
 * strictly below the reference and asks strictly above; nearest levels come first.
 */
export function makerLadder(pair: Pick<PairRow, 'start_price' | 'tick_size' | 'maker_level_qty'>, ref: string, levels = DOMAIN_DEFAULTS.makerLevels, step = DOMAIN_DEFAULTS.makerStep): LadderLevel[] {
  const ratio = dec(1).plus(step);
  const anchor = dec(pair.start_price);
  const tick = dec(pair.tick_size);
  const reference = dec(ref);
  // Choosing the grid index may use a float: the prices themselves are computed in decimals.
  const k0 = Math.round(Math.log(reference.dividedBy(anchor).toNumber()) / Math.log(ratio.toNumber()));
  const at = (k: number, up: boolean) => {
    const raw = anchor.times(ratio.pow(k)).dividedBy(tick);
    return (up ? raw.ceil() : raw.floor()).times(tick);
  };
  const bids: string[] = [];
  const asks: string[] = [];
  for (let j = 0; bids.length < levels && j < levels * 4; j++) {
    const p = at(k0 + 1 - j, false);
    if (p.lessThan(reference) && p.greaterThan(0) && !bids.includes(p.toFixed())) bids.push(p.toFixed());
  }
  for (let j = 0; asks.length < levels && j < levels * 4; j++) {
    const p = at(k0 - 1 + j, true);
    if (p.greaterThan(reference) && !asks.includes(p.toFixed())) asks.push(p.toFixed());
  }
  const out: LadderLevel[] = [];
  for (let i = 0; i < levels; i++) {
    if (bids[i]) out.push({ side: 1, price: bids[i]!, qty: pair.maker_level_qty });
    if (asks[i]) out.push({ side: 2, price: asks[i]!, qty: pair.maker_level_qty });
  }
  return out;
}
