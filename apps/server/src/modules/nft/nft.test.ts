import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drawFromHmac,
  type NftBoxSeries,
  type NftItem,
  type NftPayOrder,
} from '@tidemark/contracts';
import { call, createTestApp, createUserWithSession, type TestApp } from '../../test/harness';
import { balances, faucet } from '../../test/community';
import { multipart, operatorToken, PNG_1PX } from '../../test/accounts';
import { systemAccount } from '../../ledger/accounts';
import { checkLedger } from '../../ledger/invariants';
import { eventMessages, rendered } from '../../test/inbox';
import { sub } from '../../platform/money';
import { SETTINGS } from '../../platform/settings';
import { createSeries } from './nft.demo';
import { split } from './nft.money';
import { encodePng, gradientPng, toneWav } from './nft.media-gen';

let t: TestApp;
let op: string;
const USDT = 3;
const HOUR = 3600;

beforeAll(async () => {
  t = await createTestApp();
  op = await operatorToken(t.app);
});
afterAll(async () => t?.close());

type Body = Record<string, unknown>;
const post = (url: string, token: string | undefined, body: Body = {}) =>
  call(t.app, 'POST', `/api${url}`, body, token ? { token } : {});
const ok = async <T>(p: ReturnType<typeof post>): Promise<T> => {
  const r = await p;
  if (r.body.type !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(r.body)}`);
  return r.body.message as T;
};
const nowS = () => t.app.clock.nowSeconds();
const settle = async (seconds: number) => {
  t.app.clock.advance(seconds * 1000);
  return t.app.services.nft.settleDue();
};

const fund = (userId: number, amount: string) => faucet(t.app, userId, 2, amount, USDT);

const spot = (userId: number) => balances(t.app, userId, USDT, 2);

async function fees(): Promise<string> {
  const id = await t.db.tx((tx) => systemAccount(tx, 'fees', USDT));
  const { rows } = await t.db.query<{ available: string }>(
    'SELECT trim_scale(available)::text AS available FROM ledger_accounts WHERE id = $1',
    [id],
  );
  return rows[0]!.available;
}

interface Actor {
  userId: number;
  token: string;
}

async function newUser(amount?: string): Promise<Actor> {
  const u = await createUserWithSession(t.db, { kycLevel: 2 });
  if (amount) await fund(u.userId, amount);
  return u;
}

let artSeq = 0;
/** An artist's new artwork, through the API: media, listing, operator approval. */
async function artwork(
  artist: Actor,
  terms: { pay_type: 1 | 2; price: string; per_increase?: string; seconds: number },
): Promise<NftItem> {
  await ok(post('/bind_box/becomeArtist', artist.token, { name: `Artist ${artist.userId}` }));
  const media = await t.app.services.nft.storeMedia(
    artist.userId,
    gradientPng(8, [artSeq % 255, 10, 10], [10, ++artSeq % 255, 10]),
  );
  const created = await ok<NftItem>(
    post('/bind_box/createNFT', artist.token, {
      name: `Work ${artSeq}`,
      media: media.name,
      currency_id: USDT,
      pay_type: terms.pay_type,
      price: terms.price,
      ...(terms.per_increase ? { per_increase: terms.per_increase } : {}),
      start_time: nowS(),
      end_time: nowS() + terms.seconds,
    }),
  );
  expect(created.listing).toBe('pending');
  return ok<NftItem>(post('/admin/nft/approve', op, { id: created.id }));
}

// ---------------------------------------------------------------- scenario tables

type Step =
  | { buy: string; by: string; error?: string }
  | { bid: string; by: string; error?: string }
  | { advance: number }
  | { pay: string; error?: string }
  | { resell: string; price: string; pay_type?: 1 | 2; per_increase?: string; seconds: number }
  | { buy_resale: string }
  | { approve: true }
  | {
      expect: {
        /** [available, frozen] of each user's spot USDT. */
        balances?: Record<string, [string, string]>;
        /** Change of the fees account since the scenario began. */
        fees_delta?: string;
        owner?: string;
        listing?: string;
        end_after_start?: number;
        pay_order?: { user: string; to_pay: string } | null;
        /** Every NFT inbox message of a user so far, by kind. */
        inbox?: Record<string, string[]>;
      };
    };

interface Scenario {
  name: string;
  fund: Record<string, string>;
  item: { pay_type: 1 | 2; price: string; per_increase?: string; seconds: number };
  steps: Step[];
}

const SCENARIOS: Scenario[] = [
  {
    name: 'fixed-price sale pays the artist less 2.5%; a resale pays the seller less fee and 5% royalty',
    fund: { artist: '0', a: '1000', b: '1000' },
    item: { pay_type: 1, price: '100', seconds: 10 * HOUR },
    steps: [
      { buy: 'item', by: 'artist', error: 'nft_own_item' },
      { buy: 'item', by: 'a' },
      { buy: 'item', by: 'b', error: 'nft_not_on_sale' },
      {
        expect: {
          balances: { a: ['900', '0'], artist: ['97.5', '0'], b: ['1000', '0'] },
          fees_delta: '2.5',
          owner: 'a',
          listing: 'none',
        },
      },
      { resell: 'a', price: '200', seconds: 5 * HOUR },
      { expect: { listing: 'pending' } },
      { buy_resale: 'b' },
      {
        expect: {
          balances: { a: ['1085', '0'], artist: ['107.5', '0'], b: ['800', '0'] },
          fees_delta: '7.5',
          owner: 'b',
          inbox: { artist: ['nft_sold'], a: ['nft_sold'], b: [] },
        },
      },
    ],
  },
  {
    name: 'auction with three bidders, anti-sniping, the winner pays with the margin counted',
    fund: { artist: '0', a: '1000', b: '1000', c: '1000' },
    item: { pay_type: 2, price: '100', per_increase: '10', seconds: HOUR },
    steps: [
      { bid: '99', by: 'a', error: 'nft_bid_too_low' },
      { bid: '100', by: 'a' },
      { bid: '105', by: 'b', error: 'nft_bid_too_low' },
      { bid: '110', by: 'b' },
      { expect: { balances: { a: ['990', '10'], b: ['990', '10'], c: ['1000', '0'] } } },
      { advance: HOUR - 120 },
      { bid: '120', by: 'c' },
      { expect: { end_after_start: HOUR + 300 } },
      { bid: '130', by: 'a' },
      { bid: '135', by: 'b', error: 'nft_bid_too_low' },
      { advance: 500 },
      {
        expect: {
          balances: { a: ['990', '10'], b: ['1000', '0'], c: ['1000', '0'] },
          listing: 'awaiting_payment',
          pay_order: { user: 'a', to_pay: '120' },
        },
      },
      { pay: 'b', error: 'nft_order_not_found' },
      { pay: 'a' },
      { pay: 'a', error: 'nft_order_closed' },
      {
        expect: {
          balances: { a: ['870', '0'], artist: ['126.75', '0'] },
          fees_delta: '3.25',
          owner: 'a',
          listing: 'none',
          inbox: {
            a: ['nft_outbid', 'nft_won'],
            b: ['nft_outbid', 'nft_lost'],
            c: ['nft_outbid', 'nft_lost'],
            artist: ['nft_sold'],
          },
        },
      },
    ],
  },
  {
    name: 'unpaid after 24 h: the margin goes to the seller less the fee, the item stays',
    fund: { artist: '0', a: '1000', b: '1000' },
    item: { pay_type: 2, price: '100', per_increase: '10', seconds: HOUR },
    steps: [
      { bid: '100', by: 'a' },
      { bid: '110', by: 'b' },
      { advance: HOUR },
      { expect: { balances: { a: ['1000', '0'], b: ['990', '10'] }, listing: 'awaiting_payment' } },
      { advance: 24 * HOUR },
      { pay: 'b', error: 'nft_order_closed' },
      {
        expect: {
          balances: { a: ['1000', '0'], b: ['990', '0'], artist: ['9.75', '0'] },
          fees_delta: '0.25',
          owner: 'artist',
          listing: 'none',
        },
      },
      { advance: HOUR },
      {
        expect: {
          balances: { b: ['990', '0'], artist: ['9.75', '0'] },
          fees_delta: '0.25',
          // Settlement runs again and again: still one message per event.
          inbox: { a: ['nft_outbid', 'nft_lost'], b: ['nft_won'], artist: [] },
        },
      },
    ],
  },
  {
    name: 'a resale at auction: the winner pays, the seller gets price − fee − royalty, the artist the royalty',
    fund: { artist: '0', a: '1000', b: '1000' },
    item: { pay_type: 1, price: '100', seconds: 10 * HOUR },
    steps: [
      { buy: 'item', by: 'a' },
      { resell: 'a', price: '200', pay_type: 2, per_increase: '10', seconds: HOUR },
      { bid: '200', by: 'b', error: 'nft_not_on_sale' },
      { approve: true },
      { bid: '200', by: 'a', error: 'nft_own_item' },
      { bid: '200', by: 'b' },
      { expect: { balances: { b: ['980', '20'] } } },
      { advance: HOUR },
      { pay: 'b' },
      {
        expect: {
          balances: { a: ['1085', '0'], b: ['800', '0'], artist: ['107.5', '0'] },
          fees_delta: '7.5',
          owner: 'b',
          listing: 'none',
        },
      },
    ],
  },
  {
    name: 'no bids: the item returns to its owner and nothing moves',
    fund: { artist: '0', a: '1000' },
    item: { pay_type: 2, price: '100', per_increase: '10', seconds: HOUR },
    steps: [
      { advance: HOUR + 1 },
      { bid: '100', by: 'a', error: 'nft_not_on_sale' },
      {
        expect: {
          balances: { a: ['1000', '0'], artist: ['0', '0'] },
          fees_delta: '0',
          owner: 'artist',
          listing: 'none',
          pay_order: null,
        },
      },
    ],
  },
  {
    name: 'a settlement run late (node down past the pay window) still gives the winner the full window',
    fund: { artist: '0', a: '1000', b: '0' },
    item: { pay_type: 2, price: '100', per_increase: '10', seconds: HOUR },
    steps: [
      { bid: '100', by: 'a' },
      { advance: 30 * HOUR },
      {
        expect: {
          balances: { a: ['990', '10'], artist: ['0', '0'] },
          listing: 'awaiting_payment',
          pay_order: { user: 'a', to_pay: '90' },
        },
      },
      { pay: 'a' },
      { expect: { balances: { a: ['900', '0'], artist: ['97.5', '0'] }, owner: 'a' } },
    ],
  },
  {
    name: 'a bid the balance cannot cover changes nothing',
    fund: { artist: '0', a: '50', b: '100' },
    item: { pay_type: 2, price: '100', per_increase: '10', seconds: HOUR },
    steps: [
      { bid: '100', by: 'a', error: 'insufficient_balance' },
      { bid: '100', by: 'b' },
      { bid: '110', by: 'b', error: 'insufficient_balance' },
      { expect: { balances: { a: ['50', '0'], b: ['90', '10'] } } },
      { advance: HOUR },
      { pay: 'b' },
      { expect: { balances: { b: ['0', '0'], artist: ['97.5', '0'] }, owner: 'b' } },
    ],
  },
];

describe('NFT scenarios', () => {
  for (const s of SCENARIOS) {
    it(s.name, async () => {
      const users: Record<string, Actor> = {};
      for (const [name, amount] of Object.entries(s.fund))
        users[name] = await newUser(amount === '0' ? undefined : amount);
      const uid = (name: string) => users[name]!.userId;
      const nameOf = (id: number) => Object.keys(users).find((n) => users[n]!.userId === id);
      const feesAtStart = await fees();
      const item = await artwork(users.artist!, s.item);
      const startEnd = item.end_time;
      const current = () =>
        ok<NftItem>(post('/bind_box/getBoxDetail', users.artist!.token, { id: item.id }));
      for (const [n, step] of s.steps.entries()) {
        const at = `${s.name} / step ${n + 1}`;
        if ('buy' in step) {
          const r = await post('/bind_box/buyNFT', users[step.by]!.token, { code: item.code });
          expect(r.body.code ?? 'ok', at).toBe(step.error ?? 'ok');
        } else if ('bid' in step) {
          const r = await post('/bind_box/auctionNFT', users[step.by]!.token, {
            code: item.code,
            price: step.bid,
          });
          expect(r.body.code ?? 'ok', at).toBe(step.error ?? 'ok');
        } else if ('advance' in step) {
          await settle(step.advance);
        } else if ('pay' in step) {
          const orders = [
            ...(await ok<NftPayOrder[]>(post('/bind_box/getNeedPayNFTOrder', users.a!.token))),
            ...(await ok<NftPayOrder[]>(post('/bind_box/getNeedPayNFTOrder', users.b!.token))),
          ].filter((o) => o.item_id === item.id);
          expect(orders.length, at).toBeGreaterThan(0);
          const r = await post('/bind_box/payNFTOrder', users[step.pay]!.token, {
            id: orders[0]!.id,
          });
          expect(r.body.code ?? 'ok', at).toBe(step.error ?? 'ok');
        } else if ('resell' in step) {
          await ok(
            post('/bind_box/resellNFT', users[step.resell]!.token, {
              code: item.code,
              pay_type: step.pay_type ?? 1,
              price: step.price,
              ...(step.per_increase ? { per_increase: step.per_increase } : {}),
              start_time: nowS(),
              end_time: nowS() + step.seconds,
            }),
          );
        } else if ('approve' in step) {
          await ok(post('/admin/nft/approve', op, { id: item.id }));
        } else if ('buy_resale' in step) {
          await ok(post('/admin/nft/approve', op, { id: item.id }));
          await ok(post('/bind_box/buyNFT', users[step.buy_resale]!.token, { code: item.code }));
        } else {
          const e = step.expect;
          for (const [name, want] of Object.entries(e.balances ?? {}))
            expect(await spot(uid(name)), `${at}: ${name}`).toEqual(want);
          if (e.fees_delta !== undefined)
            expect(sub(await fees(), feesAtStart), `${at}: fees`).toBe(e.fees_delta);
          const now = await current().catch(() => null);
          if (e.owner) {
            const { rows } = await t.db.query<{ owner_id: number }>(
              'SELECT owner_id FROM nft_items WHERE id = $1',
              [item.id],
            );
            expect(nameOf(Number(rows[0]!.owner_id)), `${at}: owner`).toBe(e.owner);
          }
          if (e.listing) {
            const { rows } = await t.db.query<{ listing: string }>(
              'SELECT listing FROM nft_items WHERE id = $1',
              [item.id],
            );
            expect(rows[0]!.listing, `${at}: listing`).toBe(e.listing);
          }
          if (e.end_after_start !== undefined)
            expect(now!.end_time - (startEnd - s.item.seconds), at).toBe(e.end_after_start);
          for (const [name, kinds] of Object.entries(e.inbox ?? {})) {
            const mine = (await eventMessages(t.db, 'nft:%')).filter(
              (m) => m.user_id === uid(name),
            );
            expect(
              mine.map((m) => m.kind),
              `${at}: inbox of ${name}`,
            ).toEqual(kinds);
            const won = mine.find((m) => m.kind === 'nft_won');
            if (won)
              expect(rendered(won)).toMatch(
                /^You won .+ \(.+\) at \d+ USDT\. Pay the remaining \d+ USDT within 24 hours, or your margin is forfeited\.$/,
              );
          }
          if (e.pay_order !== undefined) {
            const all = [];
            for (const u of Object.values(users))
              all.push(
                ...(await ok<NftPayOrder[]>(post('/bind_box/getNeedPayNFTOrder', u.token))).map(
                  (o) => ({ ...o, user: nameOf(u.userId) }),
                ),
              );
            const mine = all.filter((o) => o.item_id === item.id);
            if (e.pay_order === null) expect(mine, at).toEqual([]);
            else {
              expect(mine.length, at).toBe(1);
              expect(mine[0]!.user, at).toBe(e.pay_order.user);
              expect(mine[0]!.to_pay, at).toBe(e.pay_order.to_pay);
            }
          }
        }
      }
      expect(await checkLedger(t.db)).toEqual([]);
    });
  }
});

describe('NFT concurrency', () => {
  it('two buyers at once: exactly one owns the artwork and only one paid', async () => {
    const artist = await newUser();
    const a = await newUser('500');
    const b = await newUser('500');
    const item = await artwork(artist, { pay_type: 1, price: '100', seconds: HOUR });
    const results = await Promise.all([
      post('/bind_box/buyNFT', a.token, { code: item.code }),
      post('/bind_box/buyNFT', b.token, { code: item.code }),
    ]);
    const codes = results.map((r) => r.body.code ?? 'ok').sort();
    expect(codes).toEqual(['nft_not_on_sale', 'ok']);
    const winner = results[0]!.body.type === 'ok' ? a : b;
    const loser = winner === a ? b : a;
    const { rows } = await t.db.query<{ owner_id: number }>(
      'SELECT owner_id FROM nft_items WHERE id = $1',
      [item.id],
    );
    expect(Number(rows[0]!.owner_id)).toBe(winner.userId);
    expect(await spot(winner.userId)).toEqual(['400', '0']);
    expect(await spot(loser.userId)).toEqual(['500', '0']);
    expect(await spot(artist.userId)).toEqual(['97.5', '0']);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('a purchase repeated with its key (a retry, or two at once) buys one box, not two', async () => {
    const artist = await newUser();
    await ok(post('/bind_box/becomeArtist', artist.token, { name: 'Retry box maker' }));
    const cover = await t.app.services.nft.storeMedia(
      artist.userId,
      gradientPng(6, [9, 9, 9], [1, 1, 1]),
    );
    await createSeries(t.app.services.nft.deps, {
      code: 'TEST-BOX-RETRY',
      name: 'Retry box',
      artistId: artist.userId,
      price: '20',
      supply: 10,
      cover: cover.name,
      startS: nowS(),
      endS: nowS() + HOUR,
      pool: [{ name: 'Only', rarity: 'N', weight: 1, kind: 1, media: cover.name }],
    });
    const buyer = await newUser('100');
    const once = { code: 'TEST-BOX-RETRY', idempotency_key: 'retry-key-0001' };
    const [first, second] = await Promise.all([
      post('/bind_box/buyNFT', buyer.token, once),
      post('/bind_box/buyNFT', buyer.token, once),
    ]);
    expect(first.body.type).toBe('ok');
    expect(second.body.message).toEqual(first.body.message);
    expect((await post('/bind_box/buyNFT', buyer.token, once)).body.message).toEqual(
      first.body.message,
    );
    expect(await spot(buyer.userId)).toEqual(['80', '0']);
    await ok(post('/bind_box/buyNFT', buyer.token, { ...once, idempotency_key: 'retry-key-0002' }));
    expect(await spot(buyer.userId)).toEqual(['60', '0']);
  });

  it('two equal bids at once: one leads, the other is refused and freezes nothing', async () => {
    const artist = await newUser();
    const a = await newUser('500');
    const b = await newUser('500');
    const item = await artwork(artist, {
      pay_type: 2,
      price: '100',
      per_increase: '10',
      seconds: HOUR,
    });
    const results = await Promise.all([
      post('/bind_box/auctionNFT', a.token, { code: item.code, price: '100' }),
      post('/bind_box/auctionNFT', b.token, { code: item.code, price: '100' }),
    ]);
    expect(results.map((r) => r.body.code ?? 'ok').sort()).toEqual(['nft_bid_too_low', 'ok']);
    const frozen = [(await spot(a.userId))[1], (await spot(b.userId))[1]].sort();
    expect(frozen).toEqual(['0', '10']);
    await settle(HOUR);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('marginNFT pays the auction margin before a bid, once per round; a bid then freezes no more', async () => {
    const artist = await newUser();
    const bidder = await newUser('500');
    const sale = await artwork(artist, { pay_type: 1, price: '50', seconds: HOUR });
    const item = await artwork(artist, {
      pay_type: 2,
      price: '100',
      per_increase: '10',
      seconds: HOUR,
    });
    expect((await post('/bind_box/marginNFT', bidder.token, { code: sale.code })).body.code).toBe(
      'nft_wrong_sale_mode',
    );
    const paid = await post('/bind_box/marginNFT', bidder.token, { code: item.code });
    expect(paid.body.message).toEqual({ code: item.code, margin: '10', currency: 'USDT' });
    expect(await spot(bidder.userId)).toEqual(['490', '10']);
    // Again, and then a bid: the margin stays the one frozen.
    expect(
      (await post('/bind_box/marginNFT', bidder.token, { code: item.code })).body.message,
    ).toMatchObject({ margin: '10' });
    await ok(post('/bind_box/auctionNFT', bidder.token, { code: item.code, price: '100' }));
    expect(await spot(bidder.userId)).toEqual(['490', '10']);
    const { rows } = await t.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM journals WHERE reason = 'nft_margin_hold' AND ref_id = $1`,
      [String(item.id)],
    );
    expect(rows[0]!.n).toBe('1');
    await settle(HOUR);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('NFT blind boxes (commit–reveal)', () => {
  it('draws are fixed by the committed seed and reproducible after the reveal', async () => {
    const artist = await newUser();
    await ok(post('/bind_box/becomeArtist', artist.token, { name: 'Box maker' }));
    const buyer = await newUser('1000');
    const media = [];
    for (let k = 0; k < 3; k++)
      media.push(
        await t.app.services.nft.storeMedia(
          artist.userId,
          gradientPng(4, [k * 80, 0, 0], [0, 0, k * 80]),
        ),
      );
    const seriesId = await createSeries(t.app.services.nft.deps, {
      code: 'TEST-BOX-1',
      name: 'Test box',
      artistId: artist.userId,
      price: '10',
      supply: 6,
      cover: media[0]!.name,
      startS: nowS(),
      endS: nowS() + HOUR,
      pool: [
        { name: 'Common', rarity: 'N', weight: 70, kind: 1, media: media[0]!.name },
        { name: 'Rare', rarity: 'R', weight: 25, kind: 1, media: media[1]!.name },
        { name: 'Legend', rarity: 'SSR', weight: 5, kind: 1, media: media[2]!.name },
      ],
    });
    const before = await ok<NftBoxSeries>(
      post('/bind_box/getBoxSeries', undefined, { series_id: seriesId }),
    );
    expect(before.seed).toBeNull();
    expect(before.seed_hash).toMatch(/^[0-9a-f]{64}$/);

    const boxes: string[] = [];
    for (let k = 0; k < 6; k++) {
      const sale = await ok<{ code: string }>(
        post('/bind_box/buyNFT', buyer.token, { code: 'TEST-BOX-1' }),
      );
      boxes.push(sale.code);
    }
    expect((await post('/bind_box/buyNFT', buyer.token, { code: 'TEST-BOX-1' })).body.code).toBe(
      'nft_box_sold_out',
    );
    // The series' seller (the artist) got 6 × 10 less 2.5%.
    expect(await spot(artist.userId)).toEqual(['58.5', '0']);
    expect(await spot(buyer.userId)).toEqual(['940', '0']);

    const stranger = await newUser();
    expect(
      (await post('/bind_box/openBlindBox', stranger.token, { code: boxes[0] })).body.code,
    ).toBe('nft_not_owner');
    const opened: Record<string, string> = {};
    for (const code of boxes) {
      const item = await ok<NftItem>(post('/bind_box/openBlindBox', buyer.token, { code }));
      expect(item.opened).toBe(true);
      opened[code] = item.name;
    }
    expect((await post('/bind_box/openBlindBox', buyer.token, { code: boxes[0] })).body.code).toBe(
      'nft_not_a_box',
    );

    await settle(HOUR);
    const after = await ok<NftBoxSeries>(
      post('/bind_box/getBoxSeries', undefined, { series_id: seriesId }),
    );
    expect(after.revealed).toBe(true);
    const seed = Buffer.from(after.seed!, 'hex');
    expect(crypto.createHash('sha256').update(seed).digest('hex')).toBe(before.seed_hash);
    expect(after.openings).toHaveLength(6);
    for (const o of after.openings) {
      const hmac = crypto.createHmac('sha256', seed).update(String(o.box_id)).digest('hex');
      const drawn = drawFromHmac(hmac, after.pool);
      expect(drawn.id).toBe(o.pool_id);
      expect(opened[o.code]).toBe(drawn.name);
    }
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('NFT media, review and access', () => {
  it('accepts media by content and refuses anything else', async () => {
    const u = await newUser();
    const upload = (bytes: Buffer, type: string) => {
      const { payload, headers } = multipart('file', 'x.bin', bytes, type);
      return t.app.inject({
        method: 'POST',
        url: '/api/bind_box/uploadMedia',
        payload,
        headers: { ...headers, authorization: u.token },
      });
    };
    const png = (await upload(PNG_1PX, 'image/png')).json();
    expect(png.type).toBe('ok');
    expect(png.message.type).toBe(1);
    const wav = (await upload(toneWav(440, 0.1), 'image/png')).json();
    expect(wav.message).toMatchObject({ type: 3, mime: 'audio/wav' });
    const text = (
      await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'image/png')
    ).json();
    expect(text.code).toBe('nft_media_invalid');
    const served = await t.app.inject({ method: 'GET', url: wav.message.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('audio/wav');
  });

  it('makes a thumbnail of a large PNG (box filter, at most 256 px) and none of a small one', async () => {
    const u = await newUser();
    const solid = encodePng(600, 300, false, Buffer.alloc(600 * 300 * 3, 0x7f));
    const stored = await t.app.services.nft.storeMedia(u.userId, solid);
    const { rows } = await t.db.query<{ thumb: string | null }>(
      'SELECT thumb FROM nft_media WHERE name = $1',
      [stored.name],
    );
    const thumb = await t.app.inject({ method: 'GET', url: `/nft-media/${rows[0]!.thumb}` });
    expect(thumb.statusCode).toBe(200);
    const bytes = thumb.rawPayload;
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([256, 128]);
    const pixels = zlib.inflateSync(bytes.subarray(41, 41 + bytes.readUInt32BE(33)));
    expect(new Set(pixels.filter((_, i) => i % (256 * 3 + 1) !== 0))).toEqual(new Set([0x7f]));
    const small = await t.app.services.nft.storeMedia(
      u.userId,
      gradientPng(64, [1, 1, 1], [9, 9, 9]),
    );
    const none = await t.db.query<{ thumb: string | null }>(
      'SELECT thumb FROM nft_media WHERE name = $1',
      [small.name],
    );
    expect(none.rows[0]!.thumb).toBeNull();
  });

  it('an operator rejects with a reason (audited); the owner sees it, others do not', async () => {
    const artist = await newUser();
    await ok(post('/bind_box/becomeArtist', artist.token, { name: 'Rejected one' }));
    const media = await t.app.services.nft.storeMedia(
      artist.userId,
      gradientPng(5, [1, 2, 3], [4, 5, 6]),
    );
    const created = await ok<NftItem>(
      post('/bind_box/createNFT', artist.token, {
        name: 'Needs work',
        media: media.name,
        currency_id: USDT,
        pay_type: 1,
        price: '10',
        start_time: nowS(),
        end_time: nowS() + HOUR,
      }),
    );
    const other = await newUser();
    expect((await post('/bind_box/getBoxDetail', other.token, { id: created.id })).body.code).toBe(
      'nft_not_found',
    );
    expect(
      (await post('/admin/nft/reject', artist.token, { id: created.id, reason: 'no' })).body.type,
    ).not.toBe('ok');
    const rejected = await ok<NftItem>(
      post('/admin/nft/reject', op, { id: created.id, reason: 'Blurry media' }),
    );
    expect(rejected.listing).toBe('rejected');
    expect(rejected.reject_reason).toBe('Blurry media');
    expect((await post('/admin/nft/approve', op, { id: created.id })).body.code).toBe(
      'nft_review_not_pending',
    );
    const { rows } = await t.db.query<{ action: string; detail: { reason: string } }>(
      `SELECT action, detail FROM audit_log WHERE target_type = 'nft_item' AND target_id = $1`,
      [String(created.id)],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'nft.reject',
        detail: expect.objectContaining({ reason: 'Blurry media' }),
      }),
    ]);
    const other2 = await newUser('100');
    expect((await post('/bind_box/buyNFT', other2.token, { code: created.code })).body.code).toBe(
      'nft_not_on_sale',
    );
  });

  it('someone else cannot resell, cancel, open or pay for what is not theirs', async () => {
    const artist = await newUser();
    const a = await newUser('500');
    const item = await artwork(artist, { pay_type: 1, price: '10', seconds: HOUR });
    await ok(post('/bind_box/buyNFT', a.token, { code: item.code }));
    const intruder = await newUser('500');
    const resell = await post('/bind_box/resellNFT', intruder.token, {
      code: item.code,
      pay_type: 1,
      price: '1',
      start_time: nowS(),
      end_time: nowS() + HOUR,
    });
    expect(resell.body.code).toBe('nft_not_owner');
    expect(
      (await post('/bind_box/cancelResell', intruder.token, { code: item.code })).body.code,
    ).toBe('nft_not_owner');
    const bad = await post('/bind_box/resellNFT', a.token, {
      code: item.code,
      pay_type: 1,
      price: '1',
      start_time: nowS() + 100,
      end_time: nowS() + 50,
    });
    expect(bad.body.code).toBe('nft_time_invalid');
    await ok(
      post('/bind_box/resellNFT', a.token, {
        code: item.code,
        pay_type: 1,
        price: '20',
        start_time: nowS(),
        end_time: nowS() + HOUR,
      }),
    );
    const again = await post('/bind_box/resellNFT', a.token, {
      code: item.code,
      pay_type: 1,
      price: '20',
      start_time: nowS(),
      end_time: nowS() + HOUR,
    });
    expect(again.body.code).toBe('nft_already_listed');
    await ok(post('/bind_box/cancelResell', a.token, { code: item.code }));
  });
});

describe('NFT listing terms', () => {
  const TERMS_TABLE: Array<{ name: string; terms: Body; error: string }> = [
    {
      name: 'an auction whose 10% margin rounds to zero (it could not be settled)',
      terms: { pay_type: 2, price: '0.000001', per_increase: '0.000001' },
      error: 'amount_below_minimum',
    },
    {
      name: 'a price finer than the currency (USDT: 6 decimals)',
      terms: { pay_type: 1, price: '10.0000001' },
      error: 'amount_too_precise',
    },
    {
      name: 'a price beyond what an amount column holds (18 integer digits)',
      terms: { pay_type: 1, price: '1000000000000000000000' },
      error: 'validation_failed',
    },
    {
      name: 'an increment beyond what an amount column holds',
      terms: { pay_type: 2, price: '10', per_increase: '1000000000000000000000' },
      error: 'validation_failed',
    },
    {
      name: 'an increment finer than the currency',
      terms: { pay_type: 2, price: '10', per_increase: '0.0000001' },
      error: 'amount_too_precise',
    },
  ];

  it('createNFT refuses terms that cannot be settled exactly, and writes nothing', async () => {
    const artist = await newUser();
    await ok(post('/bind_box/becomeArtist', artist.token, { name: 'Terms tester' }));
    const media = await t.app.services.nft.storeMedia(
      artist.userId,
      gradientPng(7, [3, 2, 1], [6, 5, 4]),
    );
    for (const row of TERMS_TABLE) {
      const r = await post('/bind_box/createNFT', artist.token, {
        name: 'Terms',
        media: media.name,
        currency_id: USDT,
        collection: `Never made ${row.name}`,
        ...row.terms,
        start_time: nowS(),
        end_time: nowS() + HOUR,
      });
      expect(r.body.code, row.name).toBe(row.error);
    }
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM nft_items WHERE author_id = $1)::int
            + (SELECT count(*) FROM nft_collections WHERE artist_id = $1)::int AS n`,
      [artist.userId],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('resellNFT refuses the same terms and the item stays off the market', async () => {
    const artist = await newUser();
    const a = await newUser('100');
    const item = await artwork(artist, { pay_type: 1, price: '10', seconds: HOUR });
    await ok(post('/bind_box/buyNFT', a.token, { code: item.code }));
    for (const row of TERMS_TABLE) {
      const r = await post('/bind_box/resellNFT', a.token, {
        code: item.code,
        ...row.terms,
        start_time: nowS(),
        end_time: nowS() + HOUR,
      });
      expect(r.body.code, row.name).toBe(row.error);
    }
    const { rows } = await t.db.query<{ listing: string; round: number }>(
      'SELECT listing, round FROM nft_items WHERE id = $1',
      [item.id],
    );
    expect(rows[0]).toEqual({ listing: 'none', round: 1 });
  });
});

/** Runs `body` with settings stored as given (as an operator's edit would), then restores them. */
async function withSettings(values: Record<string, string>, body: () => Promise<void>) {
  const { rows } = await t.db.query<{ key: string; value: string }>(
    'SELECT key, value FROM settings WHERE key = ANY($1::text[])',
    [Object.keys(values)],
  );
  const set = (k: string, v: string) =>
    t.db.query('UPDATE settings SET value = $2 WHERE key = $1', [k, v]);
  for (const [k, v] of Object.entries(values)) await set(k, v);
  try {
    await body();
  } finally {
    for (const r of rows) await set(r.key, r.value);
  }
}

describe('NFT settings an operator cannot set to break sales', () => {
  it('a margin rate of 0 is refused by the registry (the console editor) and never refuses every auction', async () => {
    expect(SETTINGS.nft_margin_rate.schema.safeParse('0').success).toBe(false);
    expect(SETTINGS.nft_margin_rate.schema.safeParse('0.000').success).toBe(false);
    expect(SETTINGS.nft_margin_rate.schema.safeParse('0.05').success).toBe(true);
    // A 0 stored anyway (by hand) is not a setting: the default 10% applies.
    await withSettings({ nft_margin_rate: '0' }, async () => {
      const artist = await newUser();
      const a = await newUser('100');
      const item = await artwork(artist, {
        pay_type: 2,
        price: '50',
        per_increase: '1',
        seconds: HOUR,
      });
      await ok(post('/bind_box/auctionNFT', a.token, { code: item.code, price: '50' }));
      expect(await spot(a.userId)).toEqual(['95', '5']);
    });
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('NFT fee and royalty settings never exceed a price', () => {
  /** An artwork sold at 100 and resold at 200; the owner (a), the buyer (b) and the artist. */
  async function resale() {
    const artist = await newUser();
    const a = await newUser('100');
    const b = await newUser('200');
    const item = await artwork(artist, { pay_type: 1, price: '100', seconds: 10 * HOUR });
    await ok(post('/bind_box/buyNFT', a.token, { code: item.code }));
    await ok(
      post('/bind_box/resellNFT', a.token, {
        code: item.code,
        pay_type: 1,
        price: '200',
        start_time: nowS(),
        end_time: nowS() + HOUR,
      }),
    );
    await ok(post('/admin/nft/approve', op, { id: item.id }));
    const feesBefore = await fees();
    const r = await post('/bind_box/buyNFT', b.token, { code: item.code });
    return { r, artist, a, b, fees: sub(await fees(), feesBefore) };
  }

  it('each rate is at most one half (the console editor refuses more); rates above are never used', async () => {
    for (const key of ['nft_fee_rate', 'nft_royalty_rate'] as const) {
      expect(SETTINGS[key].schema.safeParse('0.6').success, key).toBe(false);
      expect(SETTINGS[key].schema.safeParse('0.51').success, key).toBe(false);
      expect(SETTINGS[key].schema.safeParse('0.5').success, key).toBe(true);
      expect(SETTINGS[key].schema.safeParse('0.025').success, key).toBe(true);
    }
    // Stored by hand anyway: not settings, the defaults (2.5%, 5%) apply and the resale works.
    await withSettings({ nft_fee_rate: '0.6', nft_royalty_rate: '0.6' }, async () => {
      const s = await resale();
      expect(s.r.body.type, JSON.stringify(s.r.body)).toBe('ok');
      expect(s.fees).toBe('5');
      expect(await spot(s.a.userId)).toEqual(['185', '0']);
      expect(await spot(s.artist.userId)).toEqual(['107.5', '0']);
    });
    // Both at the cap: the seller receives nothing, nothing is created or lost.
    await withSettings({ nft_fee_rate: '0.5', nft_royalty_rate: '0.5' }, async () => {
      const s = await resale();
      expect(s.r.body.type, JSON.stringify(s.r.body)).toBe('ok');
      expect(s.fees).toBe('100');
      expect(await spot(s.a.userId)).toEqual(['0', '0']);
      expect(await spot(s.artist.userId)).toEqual(['150', '0']);
      expect(await spot(s.b.userId)).toEqual(['0', '0']);
    });
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('a split whose rates exceed the price is refused with a translated error, not a 500', () => {
    expect(() => split('200', { fee: '0.6', royalty: '0.5' }, 6, true)).toThrow(
      expect.objectContaining({ code: 'nft_fees_exceed_price' }),
    );
    expect(split('200', { fee: '0.6', royalty: '0.5' }, 6, false)).toEqual({
      fee: '120',
      royalty: '0',
      seller: '80',
    });
  });
});

describe('NFT settlement isolates each item', () => {
  it('one item whose settlement fails is logged and retried; the others of the run settle', async () => {
    const artist = await newUser();
    const a = await newUser('1000');
    const terms = { pay_type: 2 as const, price: '100', per_increase: '10', seconds: HOUR };
    // The poisoned one ends first, so it comes first in the run.
    const poisoned = await artwork(artist, { ...terms, seconds: HOUR - 1 });
    const healthy = await artwork(artist, terms);
    for (const item of [poisoned, healthy])
      await ok(post('/bind_box/auctionNFT', a.token, { code: item.code, price: '100' }));
    // A fault only this item's payment order meets (as a bad row or a broken constraint would).
    await t.db.query(`
      CREATE FUNCTION nft_test_poison() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.item_id = ${poisoned.id} THEN RAISE EXCEPTION 'poisoned item'; END IF;
        RETURN NEW;
      END $$`);
    await t.db.query(`CREATE TRIGGER nft_test_poison BEFORE INSERT ON nft_pay_orders
        FOR EACH ROW EXECUTE FUNCTION nft_test_poison()`);
    const listing = async (id: number) =>
      (await t.db.query<{ listing: string }>('SELECT listing FROM nft_items WHERE id = $1', [id]))
        .rows[0]!.listing;
    try {
      const run = await settle(HOUR + 1);
      expect(run.failed).toBe(1);
      expect(run.auctions).toBeGreaterThanOrEqual(1);
      expect(await listing(poisoned.id)).toBe('active');
      expect(await listing(healthy.id)).toBe('awaiting_payment');
      expect(await spot(a.userId)).toEqual(['980', '20']);
    } finally {
      await t.db.query('DROP TRIGGER nft_test_poison ON nft_pay_orders');
      await t.db.query('DROP FUNCTION nft_test_poison()');
    }
    // The next run settles it; the settled one is not touched again.
    expect((await settle(1)).failed).toBe(0);
    expect(await listing(poisoned.id)).toBe('awaiting_payment');
    const orders = await ok<NftPayOrder[]>(post('/bind_box/getNeedPayNFTOrder', a.token));
    expect(orders.map((o) => [o.item_id, o.to_pay]).sort()).toEqual(
      [
        [poisoned.id, '90'],
        [healthy.id, '90'],
      ].sort(),
    );
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('NFT bid history names bidders without revealing them', () => {
  it('an artist by name; others by their masked e-mail or phone, never the whole login or an id', async () => {
    const artist = await newUser();
    const byMail = await newUser('1000');
    const byPhone = await newUser('1000');
    const artistBidder = await newUser('1000');
    await t.db.query("UPDATE users SET email = NULL, phone = '13800138000' WHERE id = $1", [
      byPhone.userId,
    ]);
    await ok(post('/bind_box/becomeArtist', artistBidder.token, { name: 'Bidding Studio' }));
    const email = (
      await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [byMail.userId])
    ).rows[0]!.email;
    const item = await artwork(artist, {
      pay_type: 2,
      price: '100',
      per_increase: '10',
      seconds: HOUR,
    });
    for (const [who, price] of [
      [byMail, '100'],
      [byPhone, '110'],
      [artistBidder, '120'],
    ] as const)
      await ok(post('/bind_box/auctionNFT', who.token, { code: item.code, price }));
    const log = await ok<Array<{ bidder: string; price: string }>>(
      post('/bind_box/getBindBoxQuotationLog', undefined, { code: item.code }),
    );
    expect(log.map((b) => [b.price, b.bidder]).sort()).toEqual([
      ['100', `${email.slice(0, 2)}***@t***`],
      ['110', '138****00'],
      ['120', 'Bidding Studio'],
    ]);
    const text = JSON.stringify(log);
    expect(text).not.toContain(email);
    expect(text).not.toContain('test.dev');
    expect(text).not.toContain('13800138000');
    expect(text).not.toMatch(/"#\d+"/);
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('NFT favourites and privacy', () => {
  it("a stranger can neither favourite nor read through favourites another user's box or a listing in review", async () => {
    const artist = await newUser();
    await ok(post('/bind_box/becomeArtist', artist.token, { name: 'Private box maker' }));
    const cover = await t.app.services.nft.storeMedia(
      artist.userId,
      gradientPng(6, [2, 9, 9], [1, 1, 7]),
    );
    await createSeries(t.app.services.nft.deps, {
      code: 'TEST-BOX-PRIV',
      name: 'Private box',
      artistId: artist.userId,
      price: '5',
      supply: 5,
      cover: cover.name,
      startS: nowS(),
      endS: nowS() + HOUR,
      pool: [{ name: 'Secret', rarity: 'SSR', weight: 1, kind: 1, media: cover.name }],
    });
    const owner = await newUser('100');
    const box = await ok<{ code: string }>(
      post('/bind_box/buyNFT', owner.token, { code: 'TEST-BOX-PRIV' }),
    );
    await ok(post('/bind_box/openBlindBox', owner.token, { code: box.code }));
    const item = await artwork(artist, { pay_type: 1, price: '10', seconds: HOUR });
    await ok(post('/bind_box/buyNFT', owner.token, { code: item.code }));

    const stranger = await newUser();
    // The box's code is sequential, so guessable: favouriting it must not reveal it.
    expect((await post('/bind_box/collect', stranger.token, { code: box.code })).body.code).toBe(
      'nft_not_found',
    );
    // Favourited while public, then relisted (in review): the terms stay the owner's.
    await ok(post('/bind_box/collect', stranger.token, { code: item.code }));
    await ok(
      post('/bind_box/resellNFT', owner.token, {
        code: item.code,
        pay_type: 1,
        price: '77',
        start_time: nowS(),
        end_time: nowS() + HOUR,
      }),
    );
    const seen = await ok<NftItem[]>(post('/bind_box/getCollection', stranger.token));
    expect(seen.map((i) => i.code)).not.toContain(box.code);
    expect(seen.map((i) => i.code)).not.toContain(item.code);
    // The owner still sees their own in review and their box.
    expect(
      (await ok<NftItem>(post('/bind_box/getBoxDetail', owner.token, { code: item.code }))).price,
    ).toBe('77');
  });
});
