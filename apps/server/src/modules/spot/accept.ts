import { findUserAccounts, holdMany } from '../../ledger';
import type { Tx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { normal } from '../../platform/money';
import { getSetting } from '../../platform/settings';
import type { Outcome } from '../../platform/group-commit';
import { journal } from './settle';
import * as repo from './spot.repo';

/** A validated order on its way in: everything the batch writes for it. */
export interface PlaceCommand {
  kind: 'place';
  userId: number;
  instrumentId: number;
  symbol: string;
  side: 1 | 2;
  orderKind: 'limit' | 'market';
  price: string;
  amount: string;
  refPrice: string;
  holdAmount: string;
  holdCurrency: number;
  /** A market buy by total: the quote to spend (the hold); `amount` is then the pair's maximum. */
  quoteQty: string | null;
  /** A stop-limit order's stop: it waits for a recorded tick to reach it before the engine takes it. */
  stop: { price: string; direction: 'up' | 'down' } | null;
  /** `user:key`, or null without an idempotency key. */
  key: string | null;
}

export interface CancelCommand {
  kind: 'cancel';
  userId: number;
  orderId: number;
}

export type SpotCommand = PlaceCommand | CancelCommand;

/** The order a command is about, and its pair (the engine to run). */
export interface Accepted {
  orderId: number;
  symbol: string;
}

/**
 * Writes one group-committed batch of spot commands (inside its transaction): new orders get
 * ids, holds (one ledger batch) and rows (one insert); cancels are marked (one update). An
 * order its funds cannot cover is refused alone and leaves nothing: no order row, no hold, no
 * account opened. A repeat of an idempotency key accepted before answers with the first
 * order; two commands with one key never share a batch (`commandKey`).
 */
export async function acceptBatch(tx: Tx, commands: SpotCommand[]): Promise<Outcome<Accepted>[]> {
  const out: Array<Outcome<Accepted> | null> = commands.map(() => null);
  const places = commands.flatMap((c, i) => (c.kind === 'place' ? [{ c, i }] : []));

  const keys = places.flatMap(({ c }) => (c.key ? [c.key] : []));
  const known = await repo.orderIdsByKeys(tx, keys);
  const fresh: typeof places = [];
  for (const p of places) {
    const before = p.c.key === null ? undefined : known.get(p.c.key);
    if (before === undefined) fresh.push(p);
    else out[p.i] = { ok: true, value: { orderId: before, symbol: p.c.symbol } };
  }

  const accounts = await findUserAccounts(
    tx,
    fresh.map(({ c }) => ({ userId: c.userId, currencyId: c.holdCurrency })),
    2,
  );
  const ids = await repo.nextOrderIds(tx, fresh.length);
  // Read once per batch, in its transaction: every order of the batch gets the rate of its commit.
  const feeRate = fresh.length ? normal(await getSetting(tx, 'spot_fee_rate')) : '0';
  const holds = await holdMany(
    tx,
    fresh.map(({ c }, k) => ({
      meta: {
        ...journal(`spot:hold:${ids[k]!}`, 'spot_order_hold', 'spot_order', ids[k]!),
        actor: `user:${c.userId}`,
      },
      accountId: accounts.get(`${c.userId}:${c.holdCurrency}`) ?? null,
      amount: c.holdAmount,
    })),
  );
  const rows: repo.NewOrder[] = [];
  for (const [k, { c, i }] of fresh.entries()) {
    const h = holds[k]!;
    if ('refused' in h) {
      out[i] = { ok: false, error: new AppError(h.refused) };
      continue;
    }
    const id = ids[k]!;
    rows.push({
      id,
      userId: c.userId,
      instrumentId: c.instrumentId,
      side: c.side,
      kind: c.orderKind,
      price: c.price,
      amount: c.amount,
      feeRate,
      refPrice: c.refPrice,
      idempotencyKey: c.key,
      holdId: h.holdId,
      quoteQty: c.quoteQty,
      stop: c.stop,
    });
    out[i] = { ok: true, value: { orderId: id, symbol: c.symbol } };
  }
  await repo.insertOrders(tx, rows);

  const cancels = commands.flatMap((c, i) => (c.kind === 'cancel' ? [{ c, i }] : []));
  const { marked, owned } = await repo.requestCancels(
    tx,
    cancels.map(({ c }) => ({ id: c.orderId, userId: c.userId })),
  );
  for (const { c, i } of cancels) {
    const symbol = marked.get(c.orderId);
    out[i] =
      symbol !== undefined
        ? { ok: true, value: { orderId: c.orderId, symbol } }
        : {
            ok: false,
            error: new AppError(owned.has(c.orderId) ? 'order_not_open' : 'order_not_found'),
          };
  }
  return out as Outcome<Accepted>[];
}

/** Commands with one idempotency key go in separate batches, in order (GroupCommit `keyOf`). */
export const commandKey = (c: SpotCommand): string | null => (c.kind === 'place' ? c.key : null);
