import { useMoneyPlaces } from '../../../shared/api/currencies';
import { useTranslation } from 'react-i18next';
import {
  SPOT_SIDE,
  SPOT_STATUS,
  compareDecimals,
  type SpotOrder,
  type SpotPair,
} from '@tidemark/contracts';
import { ConfirmButton } from '../../../shared/ui/confirm-button';
import { FieldGrid } from '../../../shared/ui/field-grid';
import { useCancelSpotOrder } from '../api/cancel-order';
import {
  NO_VALUE,
  formatOrderTime,
  formatSpotPrice,
  formatSpotQty,
  formatSpotMoney,
} from '../format';
import { useSideColor } from '../hooks/use-side-colors';
import record from '../../../shared/ui/record.module.css';
import styles from './spot.module.css';

export type OrderStatusKey = 'open' | 'filled' | 'cancelled';

export const STATUS_KEY: Record<number, OrderStatusKey> = {
  [SPOT_STATUS.open]: 'open',
  [SPOT_STATUS.filled]: 'filled',
  [SPOT_STATUS.cancelled]: 'cancelled',
};

const STATUS_CLASS: Record<OrderStatusKey, string> = {
  open: record.status ?? '',
  filled: `${record.status} ${record.statusDone}`,
  cancelled: `${record.status} ${record.statusMuted}`,
};

function CancelButton({ order }: { order: SpotOrder }) {
  const { t } = useTranslation('spot');
  const cancel = useCancelSpotOrder();
  return (
    <ConfirmButton
      label={t('orders.cancel')}
      title={t('orders.cancelTitle')}
      content={t('orders.cancelText', { symbol: order.symbol })}
      doneText={t('orders.cancelDone')}
      run={() => cancel.mutateAsync(order.id)}
      pending={cancel.isPending}
      className={styles.cancel}
      testId="spot-order-cancel"
    />
  );
}

/** One order: pair, side, type, state, prices and quantities, time; open ones can be cancelled. */
export function OrderItem({ order, pair }: { order: SpotOrder; pair: SpotPair | undefined }) {
  const { t } = useTranslation('spot');
  const colorOf = useSideColor();
  const side = order.type === SPOT_SIDE.buy ? 'buy' : 'sell';
  const status = STATUS_KEY[order.status] ?? 'open';
  const [base = '', quote = ''] = order.symbol.split('/');
  const filled = compareDecimals(order.deal_amount, '0') > 0;
  const places = useMoneyPlaces();
  const cells: Array<[string, string, string]> = [
    [
      'price',
      t('orders.price', { code: quote }),
      order.order_type === 'market' ? t('kind.market') : formatSpotPrice(order.target_price, pair),
    ],
    ...(order.stop_price !== null
      ? [
          [
            'stop',
            t('orders.stopPrice', { code: quote }),
            formatSpotPrice(order.stop_price, pair),
          ] as [string, string, string],
        ]
      : []),
    // A market buy by total: the total it spends, and what it bought.
    order.quote_qty !== null
      ? [
          'amount',
          t('orders.spend', { code: quote }),
          formatSpotMoney(order.quote_qty, places(quote)),
        ]
      : ['amount', t('orders.amount', { code: base }), formatSpotQty(order.amount, pair)],
    ['filled', t('orders.filled', { code: base }), formatSpotQty(order.deal_amount, pair)],
    [
      'avg',
      t('orders.avgPrice', { code: quote }),
      filled ? formatSpotPrice(order.avg_price, pair) : NO_VALUE,
    ],
    ['value', t('orders.value', { code: quote }), formatSpotMoney(order.deal_money, places(quote))],
    [
      'fee',
      t('orders.fee', { code: order.fee_currency }),
      formatSpotMoney(order.fee, places(order.fee_currency), 'cost'),
    ],
  ];
  return (
    <article
      className={styles.order}
      data-testid="spot-order"
      data-id={order.id}
      data-status={status}
    >
      <div className={styles.orderHead}>
        <div className={styles.orderTitle}>
          <span className={styles.orderSide} style={{ color: colorOf(side) }}>
            {t(`side.${side}`)}
          </span>
          <span>{order.symbol}</span>
          <span className={record.meta}>
            {t(`kind.${order.stop_price !== null ? 'stop' : order.order_type}`)}
          </span>
          {order.stop_state !== null && status === 'open' ? (
            <span
              className={record.meta}
              data-testid="spot-order-stop-state"
              data-state={order.stop_state}
            >
              {t(`orders.stopState.${order.stop_state}`)}
            </span>
          ) : null}
        </div>
        {status === 'open' ? (
          <CancelButton order={order} />
        ) : (
          <span className={STATUS_CLASS[status]} data-testid="spot-order-status">
            {t(`status.${status}`)}
          </span>
        )}
      </div>
      <FieldGrid
        fields={cells.map(([key, label, value]) => ({ key, label, value }))}
        testIdPrefix="spot-order"
      />
      <div className={record.time}>{formatOrderTime(order.created_at)}</div>
    </article>
  );
}
