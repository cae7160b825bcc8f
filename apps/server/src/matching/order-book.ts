import type { BookLevel, Command, Fill, OrderBook, Result, Side } from './types';

interface Node {
  id: string;
  side: Side;
  price: bigint;
  qty: bigint;
  prev: Node | null;
  next: Node | null;
  level: Level;
}

interface Level {
  price: bigint;
  head: Node | null;
  tail: Node | null;
  qty: bigint;
  count: number;
}

/**
 * Price-time priority book. Each side keeps its price levels in an array sorted so that
 * the best level is LAST (bids ascending, asks descending): taking the best is O(1), a new
 * level is placed by binary search. Each level is a doubly linked FIFO queue, and an index
 * by id makes cancels O(1). The index holds only the orders in the book: an id is forgotten
 * when its order leaves (filled or cancelled), so a long-running engine's memory follows the
 * book, not every order it ever saw. Ids stay unique among resting orders; callers give
 * orders ids that are unique for good (database ids), so reuse after leaving never happens.
 */
export class PriceTimeBook implements OrderBook {
  private readonly bids: Level[] = [];
  private readonly asks: Level[] = [];
  private readonly byId = new Map<string, Node>();

  apply(cmd: Command): Result {
    if (cmd.kind === 'cancel') return this.cancel(cmd.id);
    if (cmd.qty <= 0n) return { fills: [], resting: 0n, cancelled: 0n, rejected: 'bad_quantity' };
    const limit = cmd.kind === 'limit' ? cmd.price : cmd.limitPrice;
    if (limit <= 0n) return { fills: [], resting: 0n, cancelled: 0n, rejected: 'bad_price' };
    if (this.byId.has(cmd.id))
      return { fills: [], resting: 0n, cancelled: 0n, rejected: 'duplicate_id' };

    const fills: Fill[] = [];
    if (cmd.kind === 'market' && cmd.budget !== undefined) {
      if (cmd.budget <= 0n || cmd.side !== 'buy')
        return { fills, resting: 0n, cancelled: 0n, rejected: 'bad_quantity' };
      const budget = { left: cmd.budget };
      const left = this.take(cmd.id, cmd.side, limit, cmd.qty, fills, budget);
      return { fills, resting: 0n, cancelled: left, budgetLeft: budget.left };
    }
    const left = this.take(cmd.id, cmd.side, limit, cmd.qty, fills);
    if (cmd.kind === 'market') return { fills, resting: 0n, cancelled: left };
    if (left > 0n) this.rest(cmd.id, cmd.side, cmd.price, left);
    return { fills, resting: left, cancelled: 0n };
  }

  /**
   * Matches against the opposite side while prices cross; returns the quantity left. With a
   * budget, each fill is also held to the lots the budget's rest pays for at the level's price,
   * and the walk stops at the first level where not one lot is affordable.
   */
  private take(
    takerId: string,
    side: Side,
    limit: bigint,
    qty: bigint,
    fills: Fill[],
    budget?: { left: bigint },
  ): bigint {
    const book = side === 'buy' ? this.asks : this.bids;
    let left = qty;
    while (left > 0n && book.length) {
      const level = book[book.length - 1]!;
      if (side === 'buy' ? level.price > limit : level.price < limit) break;
      // A budget buys the lots its rest pays for in full at this level's price.
      let want = budget ? budget.left / level.price : left;
      if (want === 0n) break;
      if (want > left) want = left;
      let got = 0n;
      while (got < want && level.head) {
        const maker = level.head;
        const q = maker.qty < want - got ? maker.qty : want - got;
        fills.push({ takerId, makerId: maker.id, price: level.price, qty: q });
        maker.qty -= q;
        level.qty -= q;
        got += q;
        if (maker.qty === 0n) this.unlink(maker);
      }
      left -= got;
      if (budget) budget.left -= got * level.price;
      if (!level.head) book.pop();
      // The level still has lots but the budget (or the quantity) is spent.
      else break;
    }
    return left;
  }

  private rest(id: string, side: Side, price: bigint, qty: bigint): void {
    const book = side === 'buy' ? this.bids : this.asks;
    // Sorted so the best is last: bids ascending, asks descending.
    const before = (a: bigint, b: bigint) => (side === 'buy' ? a < b : a > b);
    let lo = 0;
    let hi = book.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(book[mid]!.price, price)) lo = mid + 1;
      else hi = mid;
    }
    let level = book[lo];
    if (!level || level.price !== price) {
      level = { price, head: null, tail: null, qty: 0n, count: 0 };
      book.splice(lo, 0, level);
    }
    const node: Node = { id, side, price, qty, prev: level.tail, next: null, level };
    if (level.tail) level.tail.next = node;
    else level.head = node;
    level.tail = node;
    level.qty += qty;
    level.count += 1;
    this.byId.set(id, node);
  }

  private unlink(node: Node): void {
    const level = node.level;
    if (node.prev) node.prev.next = node.next;
    else level.head = node.next;
    if (node.next) node.next.prev = node.prev;
    else level.tail = node.prev;
    level.count -= 1;
    this.byId.delete(node.id);
  }

  private cancel(id: string): Result {
    const node = this.byId.get(id);
    if (!node) return { fills: [], resting: 0n, cancelled: 0n, rejected: 'unknown_id' };
    const level = node.level;
    level.qty -= node.qty;
    this.unlink(node);
    if (!level.head) {
      const book = node.side === 'buy' ? this.bids : this.asks;
      book.splice(book.indexOf(level), 1);
    }
    return { fills: [], resting: 0n, cancelled: node.qty };
  }

  /** How many ids the book remembers: exactly its resting orders. */
  get indexedIds(): number {
    return this.byId.size;
  }

  depth(side: Side, levels: number): BookLevel[] {
    const book = side === 'buy' ? this.bids : this.asks;
    const out: BookLevel[] = [];
    for (let i = book.length - 1; i >= 0 && out.length < levels; i--)
      out.push({ price: book[i]!.price, qty: book[i]!.qty, orders: book[i]!.count });
    return out;
  }

  orders() {
    const out: Array<{ id: string; side: Side; price: bigint; qty: bigint }> = [];
    for (const book of [this.bids, this.asks]) {
      for (let i = book.length - 1; i >= 0; i--) {
        for (let n = book[i]!.head; n; n = n.next)
          out.push({ id: n.id, side: n.side, price: n.price, qty: n.qty });
      }
    }
    return out;
  }
}
