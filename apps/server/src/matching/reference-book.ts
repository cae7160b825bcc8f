import type { BookLevel, Command, Fill, OrderBook, Result, Side } from './types';

/**
 * The obviously correct book: every resting order in one array, searched in full each
 * time. Slow on purpose; the fast book is tested against it.
 */
export class ReferenceBook implements OrderBook {
  private resting: Array<{ id: string; side: Side; price: bigint; qty: bigint; seq: number }> = [];
  private seq = 0;

  apply(cmd: Command): Result {
    if (cmd.kind === 'cancel') {
      const i = this.resting.findIndex((o) => o.id === cmd.id);
      if (i < 0) return { fills: [], resting: 0n, cancelled: 0n, rejected: 'unknown_id' };
      const [o] = this.resting.splice(i, 1);
      return { fills: [], resting: 0n, cancelled: o!.qty };
    }
    if (cmd.qty <= 0n) return { fills: [], resting: 0n, cancelled: 0n, rejected: 'bad_quantity' };
    const limit = cmd.kind === 'limit' ? cmd.price : cmd.limitPrice;
    if (limit <= 0n) return { fills: [], resting: 0n, cancelled: 0n, rejected: 'bad_price' };
    // An id is taken while its order rests; it is free again once the order left the book.
    if (this.resting.some((o) => o.id === cmd.id))
      return { fills: [], resting: 0n, cancelled: 0n, rejected: 'duplicate_id' };
    let left = cmd.qty;
    const fills: Fill[] = [];
    for (;;) {
      if (left === 0n) break;
      const candidates = this.resting.filter(
        (o) => o.side !== cmd.side && (cmd.side === 'buy' ? o.price <= limit : o.price >= limit),
      );
      if (!candidates.length) break;
      candidates.sort((a, b) =>
        a.price === b.price
          ? a.seq - b.seq
          : cmd.side === 'buy'
            ? a.price < b.price
              ? -1
              : 1
            : a.price > b.price
              ? -1
              : 1,
      );
      const maker = candidates[0]!;
      const qty = maker.qty < left ? maker.qty : left;
      fills.push({ takerId: cmd.id, makerId: maker.id, price: maker.price, qty });
      maker.qty -= qty;
      left -= qty;
      if (maker.qty === 0n) this.resting = this.resting.filter((o) => o !== maker);
    }
    if (cmd.kind === 'market' || left === 0n)
      return { fills, resting: 0n, cancelled: cmd.kind === 'market' ? left : 0n };
    this.resting.push({ id: cmd.id, side: cmd.side, price: cmd.price, qty: left, seq: this.seq++ });
    return { fills, resting: left, cancelled: 0n };
  }

  depth(side: Side, levels: number): BookLevel[] {
    const byPrice = new Map<bigint, BookLevel>();
    for (const o of this.resting.filter((r) => r.side === side)) {
      const l = byPrice.get(o.price) ?? { price: o.price, qty: 0n, orders: 0 };
      l.qty += o.qty;
      l.orders += 1;
      byPrice.set(o.price, l);
    }
    return [...byPrice.values()]
      .sort((a, b) => (side === 'buy' ? (a.price > b.price ? -1 : 1) : a.price < b.price ? -1 : 1))
      .slice(0, levels);
  }

  orders() {
    const sorted = [...this.resting].sort((a, b) => {
      if (a.side !== b.side) return a.side === 'buy' ? -1 : 1;
      if (a.price !== b.price)
        return a.side === 'buy' ? (a.price > b.price ? -1 : 1) : a.price < b.price ? -1 : 1;
      return a.seq - b.seq;
    });
    return sorted.map(({ id, side, price, qty }) => ({ id, side, price, qty }));
  }
}
