import { balancesOf, hold, postedJournalKeys, postJournal, systemAccount } from '../../ledger';
import type { Db } from '../../platform/db';
import { getSetting, getSettings } from '../../platform/settings';
import { cmp, dec, isPositive, mul, sub } from '../../platform/money';
import { DOMAIN_DEFAULTS } from './defaults';
import { finishOrder, flushWrites, journal, makerAccount, type Batch, type Live } from './settle';
import * as repo from './spot.repo';
import type { PairRow } from './spot.repo';

/** A maker level partly taken below this share of its size is replaced by a full one. */
const MAKER_REFILL_BELOW = '0.5';

export interface LadderLevel {
  side: 1 | 2;
  price: string;
  qty: string;
}

/** A level's size grows with its distance: the nearest quotes 0.6 of the pair's level size, each next one 0.15 more. */
const SIZE_NEAREST = '0.6';
const SIZE_GROWTH = '0.15';

/**
 * A level's size: growing with distance from the price, varied by ±15% with a hash of the
 * level's side and price, so a book looks like a market and the same level always gets the same
 * size (a requote does not churn it). Rounded down to the pair's quantity step, at least one step.
 */
export function levelSize(
  pair: Pick<PairRow, 'maker_level_qty' | 'qty_step'>,
  side: 1 | 2,
  price: string,
  distance: number,
): string {
  let h = side === 1 ? 0x811c9dc5 : 0x01000193;
  for (const ch of price) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  // 0.85 … 1.15 in hundredths, chosen by the hash.
  const jitter = dec(85 + (h % 31)).dividedBy(100);
  const raw = dec(pair.maker_level_qty)
    .times(dec(SIZE_NEAREST).plus(dec(SIZE_GROWTH).times(distance)))
    .times(jitter);
  const step = dec(pair.qty_step);
  const size = raw.dividedBy(step).floor().times(step);
  return (size.greaterThan(0) ? size : step).toFixed();
}

/**
 * The house ladder around a reference price (docs/domain.md: 10 levels each side, 0.05% apart).
 * Level prices sit on a fixed geometric grid anchored at the pair's start price, so a small
 * move of the reference changes only the outermost levels instead of every order. Bids lie
 * strictly below the reference and asks strictly above; nearest levels come first, and sizes
 * grow with distance (`levelSize`).
 */
export function makerLadder(
  pair: Pick<PairRow, 'start_price' | 'tick_size' | 'maker_level_qty' | 'qty_step'>,
  ref: string,
  levels: number = DOMAIN_DEFAULTS.makerLevels,
  step: string = DOMAIN_DEFAULTS.makerStep,
): LadderLevel[] {
  const ratio = dec(1).plus(step);
  const anchor = dec(pair.start_price);
  const tick = dec(pair.tick_size);
  const reference = dec(ref);
  // Choosing the grid index may use a float: the prices themselves are computed in decimals.
  const k0 = Math.round(
    Math.log(reference.dividedBy(anchor).toNumber()) / Math.log(ratio.toNumber()),
  );
  const at = (k: number, up: boolean) => {
    const raw = anchor.times(ratio.pow(k)).dividedBy(tick);
    return (up ? raw.ceil() : raw.floor()).times(tick);
  };
  const bids: string[] = [];
  const asks: string[] = [];
  for (let j = 0; bids.length < levels && j < levels * 4; j++) {
    const p = at(k0 + 1 - j, false);
    if (p.lessThan(reference) && p.greaterThan(0) && !bids.includes(p.toFixed()))
      bids.push(p.toFixed());
  }
  for (let j = 0; asks.length < levels && j < levels * 4; j++) {
    const p = at(k0 - 1 + j, true);
    if (p.greaterThan(reference) && !asks.includes(p.toFixed())) asks.push(p.toFixed());
  }
  const out: LadderLevel[] = [];
  for (let i = 0; i < levels; i++) {
    if (bids[i]) out.push({ side: 1, price: bids[i]!, qty: levelSize(pair, 1, bids[i]!, i) });
    if (asks[i]) out.push({ side: 2, price: asks[i]!, qty: levelSize(pair, 2, asks[i]!, i) });
  }
  return out;
}

/** Moves the maker's inventory from the house once (each move is a journal with an idempotency key). */
export async function fundMaker(db: Db, pairs: readonly PairRow[]): Promise<void> {
  const quoteTotal = await getSetting(db, 'spot_maker_quote_inventory');
  await db.tx(async (tx) => {
    const moves: Array<[number, string]> = pairs.map((p) => [p.currency_id, p.maker_inventory]);
    const quotes = new Set(pairs.map((p) => p.legal_id));
    for (const q of quotes) moves.push([q, quoteTotal]);
    const key = (currencyId: number) => `spot:maker-funding:${currencyId}`;
    // Each currency is funded once, ever: a restart finds every key posted in one lookup
    // instead of two account reads and a replayed journal per currency.
    const posted = await postedJournalKeys(
      tx,
      moves.map(([currencyId]) => key(currencyId)),
    );
    for (const [currencyId, amount] of moves) {
      if (!isPositive(amount) || posted.has(key(currencyId))) continue;
      const from = await systemAccount(tx, 'house', currencyId);
      const to = await systemAccount(tx, 'market_maker', currencyId);
      await postJournal(
        tx,
        {
          key: key(currencyId),
          reason: 'market_maker_funding',
          refType: 'currency',
          refId: currencyId,
          actor: 'system:spot-engine',
          memo: 'spot market maker inventory',
        },
        [
          { accountId: from, bucket: 'available', amount: `-${amount}` },
          { accountId: to, bucket: 'available', amount },
        ],
      );
    }
  });
}

/** What the engine does for the maker: take an order off its book, match a new one. */
export interface MakerBook {
  cancel(o: Live): void;
  take(o: repo.OrderRow): Promise<void>;
}

/**
 * Keeps the ladder around the reference price: levels that left the ladder are cancelled,
 * missing or mostly taken ones are placed, each funded by a hold on the maker's real
 * inventory. A side the inventory cannot fund is not quoted.
 */
export async function requote(b: Batch, ref: string, book: MakerBook): Promise<void> {
  const { tx, pair, out } = b;
  // Operators set the ladder's spacing and depth (console); the grid moves with them.
  const shape = await getSettings(tx, ['spot_maker_levels', 'spot_maker_step']);
  const wanted = makerLadder(pair, ref, shape.spot_maker_levels, shape.spot_maker_step);
  const key = (side: 1 | 2, price: string) => `${side}:${dec(price).toFixed()}`;
  const wantedKeys = new Set(wanted.map((l) => key(l.side, l.price)));
  const have = new Map<string, Live>();
  for (const o of b.live.values()) {
    if (o.user_id !== null) continue;
    const k = key(o.side, o.price);
    const left = sub(o.amount, o.filled);
    if (!wantedKeys.has(k) || cmp(left, mul(o.amount, MAKER_REFILL_BELOW)) < 0 || have.has(k)) {
      book.cancel(o);
      await finishOrder(b, o, true);
      out.bookChanged = true;
    } else have.set(k, o);
  }
  const missing = wanted.filter((l) => !have.has(key(l.side, l.price)));
  if (!missing.length) return;
  // The inventory read below must see the releases just recorded.
  await flushWrites(b);
  const base = await makerAccount(b, pair.currency_id);
  const quote = await makerAccount(b, pair.legal_id);
  const balances = await balancesOf(tx, [base, quote]);
  const available = new Map([...balances].map(([id, bal]) => [id, bal.available]));
  // Nearest levels first, so a short inventory funds the inner ladder.
  for (const level of missing) {
    const order = await placeLevel(b, level, level.side === 1 ? quote : base, available);
    if (order) await book.take(order);
  }
}

/** A ladder level as an accepted order with its hold, when the inventory left covers it. */
async function placeLevel(
  b: Batch,
  level: LadderLevel,
  accountId: number,
  available: Map<number, string>,
): Promise<repo.OrderRow | null> {
  const need = level.side === 1 ? mul(level.price, level.qty) : level.qty;
  const left = available.get(accountId) ?? '0';
  if (cmp(left, need) < 0) return null;
  available.set(accountId, sub(left, need));
  const id = await repo.insertMakerOrder(b.tx, {
    instrumentId: b.pair.instrument_id,
    side: level.side,
    price: level.price,
    qty: level.qty,
  });
  const h = await hold(b.tx, journal(`spot:hold:${id}`, 'spot_order_hold', 'spot_order', id), {
    accountId,
    amount: need,
  });
  await repo.setOrderHold(b.tx, id, h.holdId);
  return {
    id,
    user_id: null,
    instrument_id: b.pair.instrument_id,
    side: level.side,
    kind: 'limit',
    price: level.price,
    amount: level.qty,
    filled: '0',
    filled_quote: '0',
    fee: '0',
    fee_rate: '0',
    status: 1,
    hold_id: h.holdId,
    cancel_requested: false,
    quote_qty: null,
  };
}
