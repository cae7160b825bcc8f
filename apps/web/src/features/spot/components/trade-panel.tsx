import { memo, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { SpotPair, Ticker } from '@tidemark/contracts';
import { useLiveTicker } from '../../../shared/api/tickers';
import { redirectTo } from '../../../shared/routing/navigation';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { useUpDownColor } from '../../../shared/theme/theme';
import { StatusView } from '../../../shared/ui/status-view';
import { useSettled } from '../../../shared/ui/use-settled';
import { useTaskAfter } from '../../../shared/ui/use-task-after';
import { useSpotBalance } from '../api/balance';
import { useSpotPair } from '../api/pairs';
import { floorToStep } from '../../../shared/format/decimal';
import { draftReducer } from '../order-draft';
import { initialDraft, type OrderContext, type OrderSide } from '../order-rules';
import { useSpotSync } from '../hooks/use-spot-sync';
import { OpenOrders } from './open-orders';
import { OrderBook, OrderBookPlaceholder } from './order-book';
import { OrderForm } from './order-form';
import { RecentTrades } from './recent-trades';
import { LoadingLines } from '../../../shared/ui/load-states';
import { SpotLoadError } from './states';
import styles from './spot.module.css';

/**
 * The form renders again only when its context or draft changes, not each time the body does
 * as its deferred parts (the book, the open orders, the recent trades) arrive after first paint.
 */
const StableOrderForm = memo(OrderForm);

function TradeBody({
  pair,
  ticker,
  initialSide,
}: {
  pair: SpotPair;
  ticker: Ticker | undefined;
  initialSide: OrderSide;
}) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  const colorOf = useUpDownColor();
  const balance = useSpotBalance(pair.symbol);
  const [draft, dispatch] = useReducer(draftReducer, initialSide, initialDraft);
  const lastPrice = ticker?.now_price ?? null;
  const settled = useSettled();
  const tradesToo = useTaskAfter(settled);
  const bookToo = useTaskAfter(true);

  // The last price (on the tick grid) is offered until the user sets a price of their own.
  useEffect(() => {
    if (lastPrice)
      dispatch({ type: 'suggestPrice', price: floorToStep(lastPrice, pair.tick_size) });
  }, [lastPrice, pair.tick_size]);

  const funds = loggedIn ? balance.data : undefined;
  // The form shows figures of the last price only for a market order (its estimate); a limit
  // or stop order reads it when the user acts (steps from it, submits). So its context is made
  // again with each tick only for a market order, and the form does not render again with
  // every tick of a pair it is not estimating from; `lastPrice` is read through to the
  // latest tick either way.
  const live = useRef(lastPrice);
  live.current = lastPrice;
  const estimateFrom = draft.kind === 'market' ? lastPrice : null;
  const ctx = useMemo<OrderContext>(
    () => ({
      pair,
      get lastPrice() {
        return live.current;
      },
      available: funds ? { base: funds.base.available, quote: funds.quote.available } : null,
    }),
    // `estimateFrom`: a new context (and a render of the form) with each tick of a market order.
    [pair, funds, estimateFrom],
  );
  // Stable, so the memoised book does not render again with each render of the body.
  const pickPrice = useCallback((price: string) => dispatch({ type: 'pickPrice', price }), []);
  return (
    <div className={styles.panel} data-testid="spot-panel" data-symbol={pair.symbol}>
      <div className={styles.trade}>
        <StableOrderForm ctx={ctx} draft={draft} dispatch={dispatch} loggedIn={loggedIn} />
        {bookToo ? (
          <OrderBook
            pair={pair}
            lastPrice={lastPrice}
            lastPriceColor={colorOf(ticker?.change)}
            onPick={pickPrice}
          />
        ) : (
          <OrderBookPlaceholder pair={pair} />
        )}
      </div>
      {/* Below the first screen: they render once it has settled, so their lists (and the
          open orders' tabs) are not part of the long tasks of the trade page's first paint;
          the recent trades a task after the open orders, so neither is one long task. */}
      {settled ? <OpenOrders pair={pair} /> : null}
      {tradesToo ? <RecentTrades pair={pair} /> : null}
    </div>
  );
}

/**
 * Spot trading of one pair: the order form beside the order book, the user's open orders of
 * the pair, the recent trades. Market data is public; placing and listing orders needs a
 * session. Mount it with `key={symbol}` so a new pair starts with a fresh form.
 */
export function SpotTradePanel({
  symbol,
  initialSide = 'buy',
}: {
  symbol: string;
  initialSide?: OrderSide;
}) {
  const { t } = useTranslation('spot');
  const pairs = useSpotPair(symbol);
  const { ticker } = useLiveTicker(symbol);
  useSpotSync();

  if (pairs.isPending) return <LoadingLines lines={10} testId="spot-loading" />;
  if (pairs.isError) return <SpotLoadError onRetry={() => void pairs.refetch()} />;
  if (!pairs.pair) {
    // Stocks, forex and commodities trade as contracts: the way on is the futures tab.
    const contract = ticker !== undefined && ticker.kind !== 'crypto';
    return (
      <StatusView
        icon="market"
        title={t('pair.notTradable')}
        hint={contract ? t('pair.contractOnlyHint') : t('pair.notTradableHint')}
        testId="spot-not-tradable"
        actions={
          contract ? (
            <Button
              color="primary"
              shape="rounded"
              onClick={() =>
                void redirectTo('/pages/transaction/index', { symbol, tab: 'futures' })
              }
              data-testid="spot-trade-contract"
            >
              {t('pair.tradeContract', { symbol })}
            </Button>
          ) : undefined
        }
      />
    );
  }
  return <TradeBody key={symbol} pair={pairs.pair} ticker={ticker} initialSide={initialSide} />;
}
