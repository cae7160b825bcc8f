import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  leverClosedEventSchema,
  leverTradeEventSchema,
  type LeverDeal,
  type LeverDealAll,
  type LeverPosition,
  type LeverTotals,
  type LeverTradeEvent,
} from '@tidemark/contracts';
import { addDecimals, multiplyDecimals } from '../../shared/format/decimal';
import { leverKeys, type LeverListFilter } from './api/keys';

/**
 * The socket's contract events into the query cache (the only place that does it,
 * docs/architecture.md habit 8). `lever_trade` carries the whole live state of the user's lever
 * account — cross-margin totals, every open position and every waiting order, valued at the
 * latest recorded prices — so the deal of each contract and the open/waiting lists are
 * rewritten from it in place (PnL and risk rate move without a request). Rows the event no
 * longer has have left the list; a row the list has never seen makes it refetch.
 * `lever_closed` names positions that were closed or cancelled: the history is refetched.
 */

/** A deal's `my_transaction`: this contract's open and waiting rows, newest first, at most 10. */
const MY_TRANSACTIONS_MAX = 10;

const sum = (values: string[]) => values.reduce(addDecimals, '0');

function totalsOf(event: LeverTradeEvent): LeverTotals {
  return {
    balance: event.balance,
    frozen: event.frozen,
    equity: event.equity,
    hazard_rate: event.hazard_rate,
    caution_money_total: event.caution_money_total,
    origin_caution_money_total: event.origin_caution_money_total,
    profits_total: event.profits_total,
  };
}

/** One contract's deal after the event: the account's totals, balance and rows of this contract. */
export function mergeDeal(deal: LeverDeal, event: LeverTradeEvent): LeverDeal {
  const mine = [...event.trades_all, ...event.trades_entrust]
    .filter((p) => p.match_id === deal.match_id)
    .sort((a, b) => b.id - a.id)
    .slice(0, MY_TRANSACTIONS_MAX);
  return {
    ...deal,
    user_lever: event.balance,
    totals: totalsOf(event),
    all_levers: sum(event.trades_all.map((p) => multiplyDecimals(p.price, p.number))),
    my_transaction: mine,
  };
}

/** The rows of the event that belong in a list (open or waiting, every contract or one). */
function rowsFor(event: LeverTradeEvent, filter: LeverListFilter): LeverPosition[] {
  const rows = filter.status === 1 ? event.trades_all : event.trades_entrust;
  return filter.symbol === undefined ? rows : rows.filter((p) => p.symbol === filter.symbol);
}

/** What the event makes of a list: its new pages, and whether only a refetch can complete it. */
export function mergePositionPages(
  data: InfiniteData<LeverDealAll>,
  event: LeverTradeEvent,
  filter: LeverListFilter,
): { data: InfiniteData<LeverDealAll>; refetch: boolean } {
  const fresh = new Map(rowsFor(event, filter).map((p) => [p.id, p]));
  // Totals of the contract the list is about (all of them when it names none).
  const open = event.trades_all.filter((p) => !filter.symbol || p.symbol === filter.symbol);
  const totals = totalsOf(event);
  let dropped = false;
  const pages = data.pages.map((page) => {
    const rows = page.order.data.flatMap((p) => {
      const next = fresh.get(p.id);
      if (!next) dropped = true;
      return next ? [next] : [];
    });
    return {
      ...page,
      ...totals,
      caution_money: sum(open.map((p) => p.caution_money)),
      origin_caution_money: sum(open.map((p) => p.origin_caution_money)),
      profits: sum(open.map((p) => p.profits)),
      order: { ...page.order, data: rows },
    };
  });
  const known = new Set(data.pages.flatMap((page) => page.order.data.map((p) => p.id)));
  const last = data.pages[data.pages.length - 1]?.order;
  const more = last ? last.current_page < last.last_page : false;
  const oldest = Math.min(...known);
  // New rows (newest first: above the oldest loaded one, or anywhere when all are loaded) need
  // the server's paging; so does a list that lost rows while pages after it remain to be read.
  const unseen = [...fresh.keys()].some((id) => !known.has(id) && (!more || id > oldest));
  return { data: { ...data, pages }, refetch: unseen || (dropped && more) };
}

/** `lever_trade` into the cache; anything that is not a valid event is ignored. */
export function applyLeverTrade(client: QueryClient, payload: unknown): LeverTradeEvent | null {
  const parsed = leverTradeEventSchema.safeParse(payload);
  if (!parsed.success) return null;
  const event = parsed.data;
  client.setQueriesData<LeverDeal>({ queryKey: leverKeys.deals() }, (deal) =>
    deal ? mergeDeal(deal, event) : deal,
  );
  for (const query of client.getQueryCache().findAll({ queryKey: leverKeys.lists() })) {
    const filter = query.queryKey[3] as LeverListFilter;
    const data = query.state.data as InfiniteData<LeverDealAll> | undefined;
    if (!data) continue;
    const merged = mergePositionPages(data, event, filter);
    client.setQueryData(query.queryKey, merged.data);
    if (merged.refetch) void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
  }
  return event;
}

/** `lever_closed`: the positions named left the open and waiting lists; the history has news. */
export function applyLeverClosed(client: QueryClient, payload: unknown): number[] | null {
  const parsed = leverClosedEventSchema.safeParse(payload);
  if (!parsed.success) return null;
  void client.invalidateQueries({ queryKey: leverKeys.histories() });
  return parsed.data.id;
}
