import { useTranslation } from 'react-i18next';
import { formatDate } from '@tidemark/contracts';
import { StatusView } from '../../../shared/ui/status-view';
import { useLiveOptionOrder } from '../api/order-result';
import { useDirectionColor } from '../hooks/use-direction-color';
import { useOptionsSync } from '../hooks/use-options-sync';
import { directionOf, formatTickTime } from '../option-rules';
import { useMoneyText } from '../../../shared/api/currencies';
import { Countdown } from './countdown';
import { LivePriceLine } from './live-price';
import { DATE_TIME_FORMAT, StatusBadge } from './order-item';
import { OutcomeBadge, ResultExplanation, TickPair } from './result-view';
import { LoadingLines } from '../../../shared/ui/load-states';
import { QueryView } from '../../../shared/ui/query-view';
import sheet from '../../../shared/ui/sheet.module.css';
import record from '../../../shared/ui/record.module.css';
import styles from './options.module.css';

/**
 * One order (`pages/transaction/second_order?id=`): its terms, both ticks with price and time,
 * and how the result follows from them. An open order counts down and turns into its result.
 */
export function OptionOrderDetail({ id }: { id: number | null }) {
  const { t } = useTranslation('options');
  const colorOf = useDirectionColor();
  const money = useMoneyText();
  useOptionsSync();
  const query = useLiveOptionOrder(id);
  if (id === null)
    return <StatusView icon="orders" title={t('detail.notFound')} testId="option-detail-missing" />;
  return (
    <QueryView
      query={query}
      loading={<LoadingLines lines={10} testId="option-detail-loading" />}
      errorTitle={t('state.loadFailed')}
      errorTestId="option-detail-error"
    >
      {(order) => {
        const direction = directionOf(order.type);
        const rows: Array<[string, string, string]> = [
          ['id', t('order.id'), String(order.id)],
          [
            'amount',
            t('order.amount'),
            `${money(order.number, order.currency_name, 'exact')} ${order.currency_name}`,
          ],
          ['ratio', t('order.ratio'), `${order.profit_ratio}%`],
          ['created', t('order.createdAt'), formatDate(order.created_at, DATE_TIME_FORMAT)],
          ['expiry', t('order.expiresAt'), formatTickTime(order.expires_at_ms)],
        ];
        if (order.payout !== null)
          rows.push([
            'payout',
            t('order.payout'),
            `${money(order.payout, order.currency_name)} ${order.currency_name}`,
          ]);
        return (
          <div className={styles.page} data-testid="option-detail" data-status={order.status}>
            <section className={styles.card}>
              <div className={styles.orderHead}>
                <span className={styles.orderTitle}>
                  <span style={{ color: colorOf(direction) }}>{t(`direction.${direction}`)}</span>
                  <span>{order.symbol_name}</span>
                  <span className={record.meta}>
                    {t('period.seconds', { seconds: order.seconds })}
                  </span>
                </span>
                <StatusBadge order={order} />
              </div>
              <Countdown order={order} receivedAt={query.dataUpdatedAt} />
              <LivePriceLine order={order} />
              <OutcomeBadge order={order} />
              {rows.map(([key, label, value]) => (
                <div className={sheet.row} key={key}>
                  <span>{label}</span>
                  <strong data-testid={`option-detail-${key}`}>{value}</strong>
                </div>
              ))}
            </section>
            <section className={styles.card} aria-labelledby="option-how">
              <h2 id="option-how" className={styles.cardTitle}>
                {t('detail.how')}
              </h2>
              <TickPair order={order} />
              <ResultExplanation order={order} />
              <p className={sheet.note}>{t('detail.ticksNote')}</p>
            </section>
          </div>
        );
      }}
    </QueryView>
  );
}
