import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_COIN_IDS,
  LEVER_LIST_ENDED,
  LEVER_SIDE,
  compareDecimals,
  type LeverDealAll,
  type LeverMyTrade,
} from '@tidemark/contracts';
import { useUpDownColor } from '../../../shared/theme/theme';
import { showToast } from '../../../shared/ui/feedback';
import { PagedList } from '../../../shared/ui/paged-list';
import { percentText } from '../../../shared/format/precision';
import { useBatchCloseLever, type BatchKind } from '../api/batch-close';
import { useLeverHistory } from '../api/history';
import { fetchAllOpenPositions, useLeverPositions } from '../api/positions';
import { useMarginCurrency } from '../api/margin-currency';
import { useLeverSync } from '../hooks/use-lever-sync';
import { NO_VALUE, formatMoney, formatPnl } from '../format';
import { PositionItem } from './position-item';
import tabs from '../../../shared/ui/tabs.module.css';
import styles from './lever.module.css';
import { confirmDialog } from '../../../shared/ui/confirm-dialog';

export const ORDER_TABS = ['positions', 'entrusted', 'history'] as const;
export type LeverOrdersTab = (typeof ORDER_TABS)[number];

/** `?tab=` of the contract orders page: positions (the default), entrusted or history. */
export function ordersTabFrom(value: string | null): LeverOrdersTab {
  return (ORDER_TABS as readonly string[]).includes(value ?? '')
    ? (value as LeverOrdersTab)
    : 'positions';
}

/** The cross-margin account at the top: equity, risk rate, margin, unrealised PnL, available. */
function Totals({ totals }: { totals: LeverDealAll | undefined }) {
  const { t } = useTranslation('lever');
  const colorOf = useUpDownColor();
  // Cross margin is kept in USDT.
  const margin = useMarginCurrency(DEFAULT_COIN_IDS.USDT);
  const noMargin = totals ? compareDecimals(totals.origin_caution_money_total, '0') === 0 : true;
  const cells: Array<[string, string, string, string | undefined]> = totals
    ? [
        [
          'equity',
          t('totals.equity'),
          formatMoney(totals.equity, undefined, margin?.display),
          undefined,
        ],
        [
          'risk',
          t('totals.riskRate'),
          noMargin ? NO_VALUE : percentText(totals.hazard_rate),
          undefined,
        ],
        [
          'margin',
          t('totals.margin'),
          formatMoney(totals.origin_caution_money_total, undefined, margin?.display, 'cost'),
          undefined,
        ],
        [
          'pnl',
          t('totals.pnl'),
          formatPnl(totals.profits_total, undefined, margin?.display),
          colorOf(totals.profits_total),
        ],
        [
          'available',
          t('totals.available'),
          formatMoney(totals.balance, undefined, margin?.display),
          undefined,
        ],
      ]
    : [];
  return (
    <section className={styles.account} data-testid="lever-totals">
      <h2 className={styles.accountTitle}>
        {t('totals.title')}
        {margin ? ` · ${margin.code}` : ''}
      </h2>
      <dl className={styles.totals}>
        {cells.map(([key, label, value, color]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd style={color ? { color } : undefined} data-testid={`lever-totals-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const BATCHES: readonly BatchKind[] = ['all', 'long', 'short'];

/** Close all, longs or shorts: asks first, saying how many positions that is right now. */
function BulkActions() {
  const { t } = useTranslation('lever');
  const { t: tc } = useTranslation();
  const batch = useBatchCloseLever();
  const run = async (kind: BatchKind) => {
    const open = await fetchAllOpenPositions().catch(() => null);
    if (!open) return;
    const count = open.filter((p) => kind === 'all' || p.type === LEVER_SIDE[kind]).length;
    if (count === 0) return showToast(t('batch.none'));
    const sure = await confirmDialog({
      title: t(`batch.title.${kind}`),
      content: <span data-testid="lever-batch-text">{t('batch.text', { count })}</span>,
      confirmText: tc('actions.confirm'),
      cancelText: tc('actions.cancel'),
    });
    if (!sure) return;
    try {
      const result = await batch.mutateAsync(kind);
      const done = t('batch.done', { count: result.closed.length });
      const left = result.skipped.length
        ? ` ${t('batch.skipped', { count: result.skipped.length })}`
        : '';
      showToast(`${done}${left}`, 'success');
    } catch {
      // The api client has shown why.
    }
  };
  return (
    <div className={styles.bulk}>
      {BATCHES.map((kind) => (
        <Button
          key={kind}
          size="small"
          shape="rounded"
          fill="outline"
          disabled={batch.isPending}
          onClick={() => void run(kind)}
          data-testid={`lever-batch-${kind}`}
        >
          {t(`batch.${kind}`)}
        </Button>
      ))}
    </div>
  );
}

function ActiveList({ status }: { status: 0 | 1 }) {
  const { t } = useTranslation('lever');
  const query = useLeverPositions({ status });
  const tab = status === 1 ? 'positions' : 'entrusted';
  return (
    <PagedList
      query={query}
      pageItems={(page: LeverDealAll) => page.order.data}
      itemKey={(position) => position.id}
      renderItem={(position) => <PositionItem position={position} />}
      emptyTitle={t(`orders.empty.${tab}`)}
      emptyHint={t('orders.emptyHint')}
      errorTitle={t('state.loadFailed')}
      testId={`lever-${tab}-list`}
    />
  );
}

function HistoryList() {
  const { t } = useTranslation('lever');
  const query = useLeverHistory({ status: LEVER_LIST_ENDED });
  return (
    <PagedList
      query={query}
      pageItems={(page: LeverMyTrade) => page.message.data}
      itemKey={(position) => position.id}
      renderItem={(position) => <PositionItem position={position} />}
      emptyTitle={t('orders.empty.history')}
      errorTitle={t('state.loadFailed')}
      testId="lever-history-list"
    />
  );
}

/**
 * The user's contracts across every pair: the cross-margin account on top (live), then open
 * positions (with close one, TP/SL and bulk close), waiting limit orders (cancel, TP/SL) and
 * the history with why and where each position closed and its realised PnL.
 */
export function LeverOrders({
  tab,
  onTabChange,
}: {
  tab: LeverOrdersTab;
  onTabChange: (tab: LeverOrdersTab) => void;
}) {
  const { t } = useTranslation('lever');
  useLeverSync();
  const positions = useLeverPositions({ status: 1 });
  return (
    <div data-testid="lever-orders" data-tab={tab}>
      <Totals totals={positions.data?.pages[0]} />
      <div className={tabs.sticky}>
        <Tabs activeKey={tab} onChange={(key) => onTabChange(ordersTabFrom(key))}>
          {ORDER_TABS.map((key) => (
            <Tabs.Tab
              key={key}
              title={<span data-testid={`lever-orders-tab-${key}`}>{t(`orders.tabs.${key}`)}</span>}
            />
          ))}
        </Tabs>
      </div>
      {tab === 'positions' ? (
        <>
          <BulkActions />
          <ActiveList status={1} />
        </>
      ) : null}
      {tab === 'entrusted' ? <ActiveList status={0} /> : null}
      {tab === 'history' ? <HistoryList /> : null}
    </div>
  );
}
