import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_TYPES, SPOT_SIDE } from '@tidemark/contracts';
import { systemAccount, transfer, userAccount, userBalancesIn } from '../../ledger';
import type { Db } from '../../platform/db';
import { cmp, dec, mul } from '../../platform/money';
import { hashPassword } from '../../platform/passwords';
import type { SpotService } from './spot.service';
import * as repo from './spot.repo';

/**
 * The demo market's flow of orders: in demo mode the house ladder alone never trades (it only
 * quotes), so the public trades of a pair would stay empty beside a simulated 24 h volume. A
 * demo account takes from the ladder now and then with small market orders through the same
 * service as any user: each trade is a real fill with its ledger journals, seen in the pair's
 * `trades:<symbol>` room and GET /api/coin/trades.
 */
export const DEMO_FLOW_USER = {
  email: 'flow@tidemark.dev',
  nickname: 'Market flow',
  code: 'DEMOFLOW',
};

/** Base granted per pair, in units of the pair's maker level size; the quote grant is shared. */
const BASE_GRANT_LEVELS = '40';
const QUOTE_GRANT = '300000';
/** An order takes this share of a maker level, and up to this much more (chosen at random). */
const SIZE_MIN = '0.05';
const SIZE_SPREAD = '0.25';
/** Most orders go to the pairs people open first; the rest to any pair. */
const FAVOURITES: ReadonlyArray<[string, number]> = [
  ['BTC/USDT', 0.4],
  ['ETH/USDT', 0.2],
];

/**
 * The flow's account, funded once from the demo faucet in every spot pair's base and the quote
 * (keyed journals: a second run moves nothing). Its password hash is of a random secret nobody
 * keeps, so no one signs in as it.
 */
export async function seedDemoFlow(db: Db): Promise<number> {
  let userId = await repo.userIdByEmail(db, DEMO_FLOW_USER.email);
  if (userId === null) {
    const passwordHash = await hashPassword(crypto.randomBytes(24).toString('base64url'));
    userId = await db.tx((tx) => repo.insertDemoFlowUser(tx, { ...DEMO_FLOW_USER, passwordHash }));
  }
  const id = userId;
  const pairs = await repo.pairs(db);
  const grants = new Map<number, string>();
  for (const p of pairs) {
    grants.set(p.currency_id, mul(p.maker_level_qty, BASE_GRANT_LEVELS));
    grants.set(p.legal_id, QUOTE_GRANT);
  }
  await db.tx(async (tx) => {
    for (const [currencyId, amount] of grants)
      await transfer(
        tx,
        {
          key: `demo:spot-flow:${id}:${currencyId}`,
          reason: 'demo_faucet',
          refType: 'demo',
          refId: id,
          actor: 'system:demo',
        },
        {
          from: await systemAccount(tx, 'demo_faucet', currencyId),
          to: await userAccount(tx, id, currencyId, ACCOUNT_TYPES.change),
          amount,
        },
      );
  });
  return id;
}

export interface DemoFlowDeps {
  db: Db;
  log: FastifyBaseLogger;
  spot: Pick<SpotService, 'placeOrder'>;
  /** The pair's reference price, null while there is none. */
  price: (symbol: string) => string | null;
  /** 0 ≤ r < 1; tests pass a fixed sequence. */
  random?: () => number;
}

/**
 * One order of the flow: a pair (mostly BTC and ETH), a side (either, when the account holds
 * enough for it) and a size of a few tenths of a maker level, as a market order. Returns the
 * order's pair and side, or null when it placed none (no price yet, nothing to pay with).
 */
export async function demoFlowStep(
  deps: DemoFlowDeps,
  userId: number,
): Promise<{ symbol: string; side: 'buy' | 'sell' } | null> {
  const random = deps.random ?? Math.random;
  const pairs = (await repo.pairs(deps.db)).filter((p) => p.can_trade);
  if (!pairs.length) return null;
  let r = random();
  let pair = pairs[Math.floor(random() * pairs.length)]!;
  for (const [symbol, share] of FAVOURITES) {
    const favourite = pairs.find((p) => p.symbol === symbol);
    if (favourite && r < share) {
      pair = favourite;
      break;
    }
    r -= share;
  }
  const ref = deps.price(pair.symbol);
  if (!ref) return null;
  const step = dec(pair.qty_step);
  const size = dec(pair.maker_level_qty).times(
    dec(SIZE_MIN).plus(dec(SIZE_SPREAD).times(random())),
  );
  const rounded = size.dividedBy(step).floor().times(step).toFixed();
  const qty = cmp(rounded, pair.min_qty) < 0 ? pair.min_qty : rounded;
  const balances = await userBalancesIn(deps.db, [userId], [pair.currency_id, pair.legal_id], 2);
  const available = (currencyId: number) =>
    balances.get(`${userId}:${currencyId}`)?.available ?? '0';
  // A buy may cost up to the market protection above the reference: a tenth covers it.
  const canBuy = cmp(available(pair.legal_id), mul(mul(qty, ref), '1.1')) >= 0;
  const canSell = cmp(available(pair.currency_id), qty) >= 0;
  if (!canBuy && !canSell) return null;
  const side = canBuy && (!canSell || random() < 0.5) ? 'buy' : 'sell';
  await deps.spot.placeOrder(userId, {
    currency_id: pair.currency_id,
    legal_id: pair.legal_id,
    type: side === 'buy' ? SPOT_SIDE.buy : SPOT_SIDE.sell,
    amount: qty,
  });
  return { symbol: pair.symbol, side };
}

/** Runs the flow every `everyMs` until stopped; a failed order is logged and the next one tried. */
export function startDemoFlow(deps: DemoFlowDeps, userId: number, everyMs: number): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    demoFlowStep(deps, userId)
      .catch((err: unknown) => deps.log.debug({ err }, 'demo market flow skipped an order'))
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
