import type { z } from 'zod';
import type { coinListRequest, CoinTradeRequest } from '@tidemark/contracts';
import { pageWindow } from '@tidemark/contracts';
import { hold } from '../../ledger/ledger';
import { AppError } from '../../platform/errors';
import { cmp, dec, mul, normal } from '../../platform/money';
import { DOMAIN_DEFAULTS } from './defaults';
import { toUnits, type Deps as EngineDeps, type SpotEngine } from './engine';
import * as repo from './spot.repo';

export type Deps = EngineDeps & { spot: SpotEngine };

const WAIT_OTHER_NODE_MS = 2000;

/** The fee rate from configuration (settings `spot_fee_rate`); anything unusable means 0. */
async function feeRate(deps: Deps): Promise<string> {
  const v = (await repo.setting(deps.db, 'spot_fee_rate', '0')).trim();
  return /^0(\.\d{1,10})?$/.test(v) ? normal(v) : '0';
}

/**
 * Accepts an order: validates it against the pair, freezes its funds by a ledger hold and
 * commits it (one transaction) before the engine matches it; answers with its state after
 * the engine's batch committed.
 */
export async function placeOrder(deps: Deps, userId: number, input: CoinTradeRequest): Promise<repo.OrderView> {
  const pair = deps.spot.pairByCurrencies(input.currency_id, input.legal_id);
  if (!pair || !pair.can_trade) throw new AppError('pair_not_tradable');
  const amount = normal(input.amount);
  if (toUnits(amount, pair.qty_step) === null) throw new AppError('quantity_invalid');
  if (cmp(amount, pair.min_qty) < 0) throw new AppError('quantity_below_minimum');
  if (cmp(amount, pair.max_qty) > 0) throw new AppError('quantity_above_maximum');
  const ref = deps.market.price(pair.symbol);
  if (!ref || ref.stale) throw new AppError('price_unavailable');
  const side = input.type === 1 ? 1 : 2;
  let price: string;
  let kind: 'limit' | 'market';
  if (input.target_price !== undefined) {
    kind = 'limit';
    price = normal(input.target_price);
    if (toUnits(price, pair.tick_size) === null) throw new AppError('price_invalid');
    const distance = dec(price).minus(ref.price).abs().dividedBy(ref.price);
    if (distance.greaterThan(DOMAIN_DEFAULTS.priceBand)) throw new AppError('price_out_of_band');
  } else {
    kind = 'market';
    // The protective price: a market order fills no further than 5% from the reference.
    const bound = dec(ref.price).times(dec(1).plus(side === 1 ? DOMAIN_DEFAULTS.marketProtection : dec(DOMAIN_DEFAULTS.marketProtection).negated()));
    const ticks = bound.dividedBy(pair.tick_size);
    price = (side === 1 ? ticks.floor() : ticks.ceil()).times(pair.tick_size).toFixed();
  }
  if (cmp(mul(kind === 'limit' ? price : ref.price, amount), pair.min_notional) < 0) throw new AppError('order_value_below_minimum');
  const holdAmount = side === 1 ? mul(price, amount) : amount;
  const holdCurrency = side === 1 ? pair.legal_id : pair.currency_id;
  const rate = await feeRate(deps);
  const key = input.idempotency_key ? `${userId}:${input.idempotency_key}` : null;

  const orderId = await deps.db.tx(async (tx) => {
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO spot_orders (user_id, instrument_id, side, kind, price, amount, fee_rate, ref_price, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [userId, pair.instrument_id, side, kind, price, amount, rate, ref.price, key],
    );
    if (!inserted.rows[0]) {
      const { rows } = await tx.query<{ id: number }>('SELECT id FROM spot_orders WHERE idempotency_key = $1 AND user_id = $2', [key, userId]);
      if (!rows[0]) throw new AppError('validation_failed');
      return rows[0].id;
    }
    const id = inserted.rows[0].id;
    const accountId = await deps.spot.accountOf(tx, userId, holdCurrency);
    const h = await hold(tx, { key: `spot:hold:${id}`, reason: 'spot_order_hold', refType: 'spot_order', refId: id, actor: `user:${userId}` }, { accountId, amount: holdAmount });
    await tx.query('UPDATE spot_orders SET hold_id = $2 WHERE id = $1', [id, h.holdId]);
    return id;
  });
  await settle(deps, pair.symbol, orderId, 'taken');
  return view(deps, userId, orderId);
}

/** Asks the engine to cancel the unfilled rest of one's own open order. */
export async function cancelOrder(deps: Deps, userId: number, id: number): Promise<repo.OrderView> {
  const { rows } = await deps.db.query<{ symbol: string }>(
    `UPDATE spot_orders o SET cancel_requested = true, updated_at = now() FROM instruments i
      WHERE o.id = $1 AND o.user_id = $2 AND o.status = 1 AND i.id = o.instrument_id RETURNING i.symbol`,
    [id, userId],
  );
  if (!rows[0]) {
    const exists = await deps.db.query('SELECT 1 FROM spot_orders WHERE id = $1 AND user_id = $2', [id, userId]);
    throw new AppError(exists.rowCount ? 'order_not_open' : 'order_not_found');
  }
  await settle(deps, rows[0].symbol, id, 'final');
  return view(deps, userId, id);
}

/** Runs the engine here, or, when another node owns the pair, waits briefly for it. */
async function settle(deps: Deps, symbol: string, id: number, until: 'taken' | 'final'): Promise<void> {
  const ran = await deps.spot.run(symbol).catch((err: unknown) => {
    deps.log.error({ err, symbol }, 'spot batch failed; the order stays accepted and is matched by the next batch');
    return true;
  });
  if (ran) return;
  const deadline = Date.now() + WAIT_OTHER_NODE_MS;
  while (Date.now() < deadline) {
    const { rows } = await deps.db.query<{ done: boolean }>(
      `SELECT ${until === 'taken' ? 'engine_seq IS NOT NULL' : 'status <> 1'} AS done FROM spot_orders WHERE id = $1`,
      [id],
    );
    if (rows[0]?.done) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function view(deps: Deps, userId: number, id: number): Promise<repo.OrderView> {
  const [v] = await repo.orderViews(deps.db, [id]);
  if (!v || v.user_id !== userId) throw new AppError('order_not_found');
  const { user_id: _u, ...order } = v;
  return order;
}

export async function listOrders(deps: Deps, userId: number, q: z.infer<typeof coinListRequest>) {
  const [limit, offset] = pageWindow(q);
  return repo.userOrders(deps.db, userId, { status: q.status, currency_id: q.currency_id, legal_id: q.legal_id, limit, offset });
}

export function requirePair(deps: Deps, symbol: string): repo.PairRow {
  const pair = deps.spot.pair(deps.market.instrument(symbol)?.symbol ?? '');
  if (!pair) throw new AppError('pair_not_tradable');
  return pair;
}

export async function pairInfo(deps: Deps, pair: repo.PairRow) {
  return {
    symbol: pair.symbol,
    base: pair.base,
    quote: pair.quote,
    currency_id: pair.currency_id,
    legal_id: pair.legal_id,
    tick_size: pair.tick_size,
    qty_step: pair.qty_step,
    min_qty: pair.min_qty,
    max_qty: pair.max_qty,
    min_notional: pair.min_notional,
    price_decimals: pair.price_decimals,
    qty_decimals: decimals(pair.qty_step),
    fee_rate: await feeRate(deps),
    market_protection: DOMAIN_DEFAULTS.marketProtection,
  };
}

export async function depth(deps: Deps, pair: repo.PairRow) {
  const d = deps.spot.depth(pair.symbol) ?? (await repo.depthFromDb(deps.db, pair.instrument_id, 10));
  return { symbol: pair.symbol, ...d, ts: Date.now() };
}

export async function balance(deps: Deps, userId: number, pair: repo.PairRow) {
  const { rows } = await deps.db.query<{ currency_id: number; available: string; frozen: string }>(
    `SELECT currency_id, trim_scale(available)::text AS available, trim_scale(frozen)::text AS frozen
       FROM ledger_accounts WHERE user_id = $1 AND account_type = 2 AND currency_id = ANY($2::int[])`,
    [userId, [pair.currency_id, pair.legal_id]],
  );
  const of = (id: number, code: string) => {
    const r = rows.find((x) => x.currency_id === id);
    return { code, available: r?.available ?? '0', frozen: r?.frozen ?? '0' };
  };
  return { symbol: pair.symbol, base: of(pair.currency_id, pair.base), quote: of(pair.legal_id, pair.quote) };
}

const decimals = (step: string) => {
  const s = normal(step);
  return s.includes('.') ? s.split('.')[1]!.length : 0;
};

