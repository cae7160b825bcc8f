import v8 from 'node:v8';
import vm from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PriceTimeBook } from './order-book';
import { ReferenceBook } from './reference-book';
import type { Command } from './types';

const limit = (id: string, side: 'buy' | 'sell', price: number, qty: number): Command => ({
  kind: 'limit',
  id,
  side,
  price: BigInt(price),
  qty: BigInt(qty),
});

describe('price-time book, by scenario', () => {
  // [commands, expected fills as "taker>maker@price×qty", expected resting ids]
  const scenarios: Array<{ name: string; cmds: Command[]; fills: string[]; rest: string[] }> = [
    {
      name: 'no cross rests both sides',
      cmds: [limit('b1', 'buy', 99, 5), limit('s1', 'sell', 101, 5)],
      fills: [],
      rest: ['b1', 's1'],
    },
    {
      name: 'a crossing buy fills at the maker price',
      cmds: [limit('s1', 'sell', 100, 5), limit('b1', 'buy', 105, 3)],
      fills: ['b1>s1@100×3'],
      rest: ['s1'],
    },
    {
      name: 'time priority at one price',
      cmds: [limit('s1', 'sell', 100, 2), limit('s2', 'sell', 100, 2), limit('b1', 'buy', 100, 3)],
      fills: ['b1>s1@100×2', 'b1>s2@100×1'],
      rest: ['s2'],
    },
    {
      name: 'price priority across levels',
      cmds: [limit('s1', 'sell', 102, 1), limit('s2', 'sell', 101, 1), limit('b1', 'buy', 103, 2)],
      fills: ['b1>s2@101×1', 'b1>s1@102×1'],
      rest: [],
    },
    {
      name: 'a partial fill rests the remainder',
      cmds: [limit('s1', 'sell', 100, 2), limit('b1', 'buy', 100, 5)],
      fills: ['b1>s1@100×2'],
      rest: ['b1'],
    },
    {
      name: 'a market order stops at its protective price and cancels the rest',
      cmds: [
        limit('s1', 'sell', 100, 1),
        limit('s2', 'sell', 110, 1),
        { kind: 'market', id: 'm1', side: 'buy', qty: 5n, limitPrice: 105n },
      ],
      fills: ['m1>s1@100×1'],
      rest: ['s2'],
    },
    {
      name: 'a cancelled order no longer matches',
      cmds: [limit('s1', 'sell', 100, 1), { kind: 'cancel', id: 's1' }, limit('b1', 'buy', 100, 1)],
      fills: [],
      rest: ['b1'],
    },
  ];
  for (const s of scenarios) {
    it(s.name, () => {
      const book = new PriceTimeBook();
      const fills = s.cmds.flatMap((c) =>
        book.apply(c).fills.map((f) => `${f.takerId}>${f.makerId}@${f.price}×${f.qty}`),
      );
      expect(fills).toEqual(s.fills);
      expect(
        book
          .orders()
          .map((o) => o.id)
          .sort(),
      ).toEqual([...s.rest].sort());
    });
  }

  it('rejects duplicates, unknown cancels and non-positive sizes or prices', () => {
    const book = new PriceTimeBook();
    book.apply(limit('a', 'buy', 10, 1));
    expect(book.apply(limit('a', 'buy', 10, 1)).rejected).toBe('duplicate_id');
    expect(book.apply({ kind: 'cancel', id: 'zz' }).rejected).toBe('unknown_id');
    expect(book.apply(limit('b', 'buy', 10, 0)).rejected).toBe('bad_quantity');
    expect(book.apply(limit('c', 'buy', 0, 1)).rejected).toBe('bad_price');
  });

  it('frees an id once its order left the book, filled or cancelled', () => {
    const book = new PriceTimeBook();
    book.apply(limit('a', 'buy', 10, 1));
    book.apply({ kind: 'cancel', id: 'a' });
    expect(book.apply(limit('a', 'buy', 10, 1)).rejected).toBeUndefined();
    book.apply(limit('s', 'sell', 10, 1));
    expect(book.indexedIds).toBe(0);
    expect(book.apply(limit('s', 'sell', 11, 1)).rejected).toBeUndefined();
    expect(book.apply(limit('s', 'sell', 12, 1)).rejected).toBe('duplicate_id');
  });

  it('reports depth best first with totals per level', () => {
    const book = new PriceTimeBook();
    for (const c of [
      limit('b1', 'buy', 99, 1),
      limit('b2', 'buy', 99, 2),
      limit('b3', 'buy', 98, 4),
      limit('s1', 'sell', 101, 3),
    ])
      book.apply(c);
    expect(book.depth('buy', 10)).toEqual([
      { price: 99n, qty: 3n, orders: 2 },
      { price: 98n, qty: 4n, orders: 1 },
    ]);
    expect(book.depth('sell', 1)).toEqual([{ price: 101n, qty: 3n, orders: 1 }]);
  });
});

describe('price-time book against the reference book', () => {
  const command = (ids: number): fc.Arbitrary<Command> =>
    fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          kind: fc.constant('limit' as const),
          id: fc.integer({ min: 0, max: ids }).map(String),
          side: fc.constantFrom('buy' as const, 'sell' as const),
          price: fc.bigInt({ min: 95n, max: 105n }),
          qty: fc.bigInt({ min: 1n, max: 20n }),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant('market' as const),
          id: fc.integer({ min: 0, max: ids }).map(String),
          side: fc.constantFrom('buy' as const, 'sell' as const),
          qty: fc.bigInt({ min: 1n, max: 40n }),
          limitPrice: fc.bigInt({ min: 90n, max: 110n }),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          kind: fc.constant('cancel' as const),
          id: fc.integer({ min: 0, max: ids }).map(String),
        }),
      },
    );

  it('gives identical results, fills and books for random command streams', () => {
    fc.assert(
      fc.property(fc.array(command(300), { minLength: 1, maxLength: 400 }), (cmds) => {
        const fast = new PriceTimeBook();
        const ref = new ReferenceBook();
        for (const c of cmds) expect(fast.apply(c)).toEqual(ref.apply(c));
        expect(fast.orders()).toEqual(ref.orders());
        expect(fast.depth('buy', 10)).toEqual(ref.depth('buy', 10));
        expect(fast.depth('sell', 10)).toEqual(ref.depth('sell', 10));
        // Conservation: nothing crosses after matching.
        const bid = fast.depth('buy', 1)[0];
        const ask = fast.depth('sell', 1)[0];
        if (bid && ask) expect(bid.price < ask.price).toBe(true);
      }),
      { numRuns: 300, seed: 7 },
    );
  });
});

/** A full collection when the runtime lets us ask for one (vitest does not pass --expose-gc). */
function collector(): (() => void) | null {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) return exposed;
  try {
    v8.setFlagsFromString('--expose-gc');
    return vm.runInNewContext('gc') as () => void;
  } catch {
    return null;
  }
}

describe('price-time book memory', () => {
  it('stays flat over a million orders placed and cancelled', () => {
    const book = new PriceTimeBook();
    const gc = collector();
    const heap = () => {
      gc?.();
      return process.memoryUsage().heapUsed;
    };
    let seq = 0;
    // A few resting orders around which the million come and go, on both sides.
    for (let i = 0; i < 20; i++)
      book.apply(limit(`rest-${i}`, i % 2 ? 'sell' : 'buy', i % 2 ? 200 + i : 100 - i, 5));
    const churn = (n: number) => {
      for (let i = 0; i < n; i++) {
        const id = `o${seq++}`;
        const buy = i % 2 === 0;
        const r = book.apply(
          limit(id, buy ? 'buy' : 'sell', buy ? 150 - (i % 30) : 151 + (i % 30), 1 + (i % 7)),
        );
        if (r.rejected || r.resting === 0n) throw new Error(`order ${id} did not rest`);
        if (book.apply({ kind: 'cancel', id }).rejected)
          throw new Error(`order ${id} was not cancelled`);
      }
    };
    churn(100_000);
    const before = heap();
    churn(1_000_000);
    const after = heap();
    expect(book.indexedIds).toBe(20);
    expect(book.orders()).toHaveLength(20);
    // With every id kept for good, a million ids cost some 40 MB or more.
    expect(after - before).toBeLessThan(20 * 1024 * 1024);
  }, 60_000);
});

describe('a market buy by quote budget', () => {
  const asks = fc.array(
    fc.record({ price: fc.integer({ min: 1, max: 50 }), qty: fc.integer({ min: 1, max: 20 }) }),
    { maxLength: 12 },
  );

  it('never spends more than its budget, buys best first, and stops only when one more lot is unaffordable', () => {
    fc.assert(
      fc.property(
        asks,
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 60 }),
        (levels, budget, limitPrice) => {
          const book = new PriceTimeBook();
          levels.forEach((l, i) => book.apply(limit(`s${i}`, 'sell', l.price, l.qty)));
          const before = book.depth('sell', 100);
          const r = book.apply({
            kind: 'market',
            id: 'q',
            side: 'buy',
            qty: 1_000_000n,
            limitPrice: BigInt(limitPrice),
            budget: BigInt(budget),
          });
          const spent = r.fills.reduce((s, f) => s + f.price * f.qty, 0n);
          expect(spent).toBeLessThanOrEqual(BigInt(budget));
          expect(r.budgetLeft).toBe(BigInt(budget) - spent);
          for (const f of r.fills) expect(f.price).toBeLessThanOrEqual(BigInt(limitPrice));
          // What is left cannot pay for one lot of the best ask still within the limit.
          const best = book.depth('sell', 1)[0];
          if (best && best.price <= BigInt(limitPrice))
            expect(r.budgetLeft!).toBeLessThan(best.price);
          // Lots bought and lots left in the book add up to what was offered.
          const bought = r.fills.reduce((s, f) => s + f.qty, 0n);
          const offered = before.reduce((s, l) => s + l.qty, 0n);
          const after = book.depth('sell', 100).reduce((s, l) => s + l.qty, 0n);
          expect(bought + after).toBe(offered);
        },
      ),
    );
  });

  it('buys the lots the rest still pays for at a dearer level, rounded down', () => {
    const book = new PriceTimeBook();
    book.apply(limit('s1', 'sell', 10, 2));
    book.apply(limit('s2', 'sell', 12, 5));
    const r = book.apply({
      kind: 'market',
      id: 'q',
      side: 'buy',
      qty: 100n,
      limitPrice: 20n,
      budget: 55n,
    });
    expect(r.fills.map((f) => `${f.makerId}@${f.price}×${f.qty}`)).toEqual(['s1@10×2', 's2@12×2']);
    expect(r.budgetLeft).toBe(11n);
  });
});
