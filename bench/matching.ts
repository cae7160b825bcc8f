// npm run bench -- matching — our price-time book and the npm package nodejs-order-book fed
// the same generated stream (limit, market, cancel in an exchange-like mix), in one run.
import { OrderBook, Side } from 'nodejs-order-book';
import { PriceTimeBook } from '../apps/server/src/matching/order-book';
import type { Command } from '../apps/server/src/matching/types';

const N = Number(process.env.BENCH_MATCHING_OPS ?? 200_000);

function generate(n: number): Command[] {
  let seed = 12345;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const live: string[] = [];
  const cmds: Command[] = [];
  let mid = 10_000;
  for (let i = 0; i < n; i++) {
    const r = rand();
    if (r < 0.002) mid += rand() < 0.5 ? -1 : 1;
    const side = rand() < 0.5 ? 'buy' : 'sell';
    if (r < 0.6) {
      // Limit orders mostly around the middle, a few crossing it.
      const offset = Math.floor(rand() * 20) - 2;
      const price = side === 'buy' ? mid - offset : mid + offset;
      const id = `o${i}`;
      live.push(id);
      cmds.push({
        kind: 'limit',
        id,
        side,
        price: BigInt(price),
        qty: BigInt(1 + Math.floor(rand() * 10)),
      });
    } else if (r < 0.75) {
      cmds.push({
        kind: 'market',
        id: `m${i}`,
        side,
        qty: BigInt(1 + Math.floor(rand() * 8)),
        limitPrice: side === 'buy' ? 1_000_000n : 1n,
      });
    } else if (live.length) {
      const j = Math.floor(rand() * live.length);
      cmds.push({ kind: 'cancel', id: live[j]! });
      live[j] = live[live.length - 1]!;
      live.pop();
    }
  }
  return cmds;
}

/** Throughput from an untimed pass on one fresh book; latency from a second, timed pass on another. */
function run(name: string, cmds: Command[], makeApply: () => (c: Command) => void) {
  const untimed = makeApply();
  const start = process.hrtime.bigint();
  for (let i = 0; i < cmds.length; i++) untimed(cmds[i]!);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const timed = makeApply();
  const lat = new Float64Array(cmds.length);
  for (let i = 0; i < cmds.length; i++) {
    const t0 = process.hrtime.bigint();
    timed(cmds[i]!);
    lat[i] = Number(process.hrtime.bigint() - t0) / 1000;
  }
  lat.sort();
  return {
    name,
    opsPerS: (cmds.length / ms) * 1000,
    p50: lat[Math.floor(lat.length * 0.5)]!,
    p99: lat[Math.floor(lat.length * 0.99)]!,
  };
}

const cmds = generate(N);
// Warm both up on a short prefix with fresh books, then measure on new books.
for (const warm of [new PriceTimeBook()]) for (const c of cmds.slice(0, 20_000)) warm.apply(c);
const theirsWarm = new OrderBook();
const applyTheirs = (book: OrderBook) => (c: Command) => {
  if (c.kind === 'limit')
    book.limit({
      id: c.id,
      side: c.side === 'buy' ? Side.BUY : Side.SELL,
      size: Number(c.qty),
      price: Number(c.price),
    });
  else if (c.kind === 'market')
    book.market({ side: c.side === 'buy' ? Side.BUY : Side.SELL, size: Number(c.qty) });
  else book.cancel(c.id);
};
for (const c of cmds.slice(0, 20_000)) applyTheirs(theirsWarm)(c);

const a = run('tidemark PriceTimeBook (bigint)', cmds, () => {
  const book = new PriceTimeBook();
  return (c) => void book.apply(c);
});
const b = run('nodejs-order-book 10.1.1', cmds, () => applyTheirs(new OrderBook()));
console.log(`\nmatching — ${N} commands (60% limit, 15% market, 25% cancel), same stream`);
for (const r of [a, b])
  console.log(
    `  ${r.name.padEnd(34)} ${r.opsPerS.toFixed(0).padStart(10)} ops/s   p50 ${r.p50.toFixed(2)} µs   p99 ${r.p99.toFixed(2)} µs`,
  );
console.log(
  `  throughput ratio tidemark/nodejs-order-book: ${(a.opsPerS / b.opsPerS).toFixed(2)}× (target ≥ 3×)`,
);
