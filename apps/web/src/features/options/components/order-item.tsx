import { useTranslation } from 'react-i18next';
import { formatDate, type OptionOrder } from '@tidemark/contracts';
import { navigateTo } from '../../../shared/routing/navigation';
import { useUpDownColor } from '../../../shared/theme/theme';
import { useDirectionColor } from '../hooks/use-direction-color';
import { OPTION_ORDER_PATH } from '../navigation';
import { useOrderFigures } from '../hooks/use-order-figures';
import { directionOf, outcomeOf } from '../option-rules';
import { FieldGrid } from '../../../shared/ui/field-grid';
import record from '../../../shared/ui/record.module.css';
import styles from './options.module.css';

export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:MM:ss';

/** The state of an order as a badge: in progress, won, lost or tied. */
export function StatusBadge({ order }: { order: OptionOrder }) {
  const { t } = useTranslation('options');
  const colorOf = useUpDownColor();
  const outcome = outcomeOf(order);
  if (!outcome)
    return (
      <span className={record.status} data-testid="option-status">
        {t('result.open')}
      </span>
    );
  const sign = outcome === 'win' ? 1 : outcome === 'loss' ? -1 : 0;
  return (
    <span
      className={outcome === 'tie' ? `${record.status} ${record.statusMuted}` : record.status}
      style={outcome === 'tie' ? undefined : { color: colorOf(sign), background: 'var(--tm-fill)' }}
      data-testid="option-status"
    >
      {t(`result.${outcome}`)}
    </span>
  );
}

/** One order of the history: pair, direction, period, state, stake, both prices, profit, time. Opens its page. */
export function OrderItem({ order }: { order: OptionOrder }) {
  const { t } = useTranslation('options');
  const directionColor = useDirectionColor();
  const colorOf = useUpDownColor();
  const direction = directionOf(order.type);
  const figures = useOrderFigures(order);
  const cells: Array<[string, string, string, string | undefined]> = [
    ['amount', t('order.amount'), figures.stake(order.number), undefined],
    ['open', t('order.openPrice'), figures.price(order.open_price), undefined],
    [
      'close',
      t('order.closePrice'),
      order.end_price ? figures.price(order.end_price) : '--',
      undefined,
    ],
    ['ratio', t('order.ratio'), `${order.profit_ratio}%`, undefined],
    [
      'profit',
      t('order.profit'),
      order.fact_profits ? figures.signed(order.fact_profits) : '--',
      order.fact_profits ? colorOf(order.fact_profits) : undefined,
    ],
    ['payout', t('order.payout'), order.payout ? figures.money(order.payout) : '--', undefined],
  ];
  return (
    <button
      type="button"
      className={styles.order}
      onClick={() => void navigateTo(OPTION_ORDER_PATH, { id: order.id })}
      data-testid="option-order"
      data-id={order.id}
    >
      <div className={styles.orderHead}>
        <span className={styles.orderTitle}>
          <span style={{ color: directionColor(direction) }}>{t(`direction.${direction}`)}</span>
          <span>{order.symbol_name}</span>
          <span className={record.meta}>
            {t('period.seconds', { seconds: order.seconds })} · {order.currency_name}
          </span>
        </span>
        <StatusBadge order={order} />
      </div>
      <FieldGrid
        fields={cells.map(([key, label, value, color]) => ({ key, label, value, color }))}
        testIdPrefix="option-order"
      />
      <div className={record.time}>{formatDate(order.created_at, DATE_TIME_FORMAT)}</div>
    </button>
  );
}
