import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeverDeal } from '@tidemark/contracts';
import { ApiError } from '../../../shared/api/client';
import { useLiveTicker } from '../../../shared/api/tickers';
import { marketNote, type MarketNote } from '../../../shared/format/ticker';
import { navigateTo } from '../../../shared/routing/navigation';
import { selectIsLoggedIn, useAppStore } from '../../../shared/store/app-store';
import { LoadingLines } from '../../../shared/ui/load-states';
import { StatusView } from '../../../shared/ui/status-view';
import { useLeverDeal } from '../api/deal';
import { useMarginCurrency } from '../api/margin-currency';
import { useLeverSync } from '../hooks/use-lever-sync';
import { LEVER_ORDERS_PATH } from '../navigation';
import { LeverOrderForm } from './order-form';
import { PositionItem } from './position-item';
import { LeverLoadError, LeverLoginPrompt } from './states';
import form from '../../../shared/ui/form.module.css';
import styles from './lever.module.css';

/** This contract's open positions and waiting orders (live from the deal), with a link to all. */
function MyPositions({ deal }: { deal: LeverDeal }) {
  const { t } = useTranslation('lever');
  return (
    <section className={styles.section} data-testid="lever-my-positions">
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{t('panel.title')}</h2>
        <button
          type="button"
          className={form.link}
          onClick={() => void navigateTo(LEVER_ORDERS_PATH)}
          data-testid="lever-orders-all"
        >
          {t('panel.all')}
        </button>
      </div>
      <div className={styles.list}>
        {deal.my_transaction.length === 0 ? (
          <p className={styles.hint} data-testid="lever-my-positions-empty">
            {t('panel.empty')}
          </p>
        ) : (
          deal.my_transaction.map((position) => (
            <PositionItem key={position.id} position={position} />
          ))
        )}
      </div>
    </section>
  );
}

function TradeBody({ deal }: { deal: LeverDeal }) {
  const { ticker } = useLiveTicker(deal.symbol);
  const margin = useMarginCurrency(deal.legal_id);
  // The live ticker says whether the market is open and the price fresh; before it has come,
  // the deal's own flags (as of its fetch) do.
  const fallback: MarketNote | null = !deal.market_open ? 'closed' : deal.stale ? 'stale' : null;
  const note = ticker ? marketNote(ticker) : fallback;
  const lastPrice = ticker?.now_price ?? deal.last_price;
  return (
    <div className={styles.panel} data-testid="lever-panel" data-symbol={deal.symbol}>
      <LeverOrderForm deal={deal} lastPrice={lastPrice} margin={margin} note={note} />
      <MyPositions deal={deal} />
    </div>
  );
}

/** Why the deal could not be had: verification needed (998), a pair without contracts, or a failure. */
function DealFailure({ error, onRetry }: { error: unknown; onRetry: () => void }): ReactNode {
  const { t } = useTranslation('lever');
  if (error instanceof ApiError && error.type === '998')
    return (
      <StatusView
        icon="user"
        tone="warning"
        title={t('panel.verifyTitle')}
        hint={t('panel.verifyHint')}
        testId="lever-verify"
      />
    );
  if (error instanceof ApiError && error.code === 'lever_pair_unavailable')
    return (
      <StatusView
        icon="market"
        title={t('panel.unavailable')}
        hint={t('panel.unavailableHint')}
        testId="lever-unavailable"
      />
    );
  return <LeverLoadError onRetry={onRetry} />;
}

/**
 * Contract trading of one pair: the order form with the account's figures and this contract's
 * positions, kept live by the user's socket events. Visitors are asked to log in; a user
 * without identity verification is sent to it (the server's 998). Mount it with
 * `key={symbol}` so a new pair starts with a fresh form.
 */
export function LeverTradePanel({ symbol }: { symbol: string }) {
  const loggedIn = useAppStore(selectIsLoggedIn);
  useLeverSync();
  const deal = useLeverDeal(symbol);
  if (!loggedIn) return <LeverLoginPrompt />;
  if (deal.isPending) return <LoadingLines lines={10} testId="lever-loading" />;
  if (deal.isError) return <DealFailure error={deal.error} onRetry={() => void deal.refetch()} />;
  return <TradeBody key={symbol} deal={deal.data} />;
}
