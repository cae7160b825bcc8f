import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/routing/navigation';
import { useLiveOptionOrder } from '../api/order-result';
import { useDirectionColor } from '../hooks/use-direction-color';
import { OPTION_ORDER_PATH } from '../navigation';
import { directionOf, outcomeOf } from '../option-rules';
import { useMoneyText } from '../../../shared/api/currencies';
import { Countdown } from './countdown';
import { LivePriceLine } from './live-price';
import { OutcomeBadge, ResultExplanation, TickPair } from './result-view';
import sheet from '../../../shared/ui/sheet.module.css';
import { BottomSheet } from '../../../shared/ui/lazy-popup';

/**
 * After an order is placed: the countdown, then the result with both prices. The settled
 * order arrives by socket (`closed_microorder`); after expiry it is also asked for every
 * 1.5 s, so the sheet ends in the result even without a socket.
 */
export function OrderSheet({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const money = useMoneyText();
  const { t } = useTranslation('options');
  const { t: tc } = useTranslation();
  const colorOf = useDirectionColor();
  const query = useLiveOptionOrder(orderId);
  const order = query.data;
  const title = order && outcomeOf(order) ? t('countdown.settledTitle') : t('countdown.title');
  return (
    <BottomSheet visible={orderId !== null} onClose={onClose}>
      {order ? (
        <div
          className={sheet.sheet}
          role="dialog"
          aria-label={title}
          data-testid="options-order-sheet"
          data-status={order.status}
        >
          <h2 className={sheet.title} data-testid="options-order-sheet-title">
            {title}
          </h2>
          <div className={sheet.row}>
            <span>{order.symbol_name}</span>
            <strong style={{ color: colorOf(directionOf(order.type)) }}>
              {t(`direction.${directionOf(order.type)}`)} ·{' '}
              {t('period.seconds', { seconds: order.seconds })}
            </strong>
          </div>
          <div className={sheet.row}>
            <span>{t('order.amount')}</span>
            <strong>
              {money(order.number, order.currency_name, 'exact')} {order.currency_name}
            </strong>
          </div>
          <Countdown order={order} receivedAt={query.dataUpdatedAt} />
          <LivePriceLine order={order} />
          <OutcomeBadge order={order} />
          <TickPair order={order} />
          <ResultExplanation order={order} />
          <div className={sheet.actions}>
            <Button
              shape="rounded"
              onClick={() => void navigateTo(OPTION_ORDER_PATH, { id: order.id })}
              data-testid="options-order-detail"
            >
              {t('countdown.details')}
            </Button>
            <Button
              shape="rounded"
              color="primary"
              onClick={onClose}
              data-testid="options-order-close"
            >
              {tc('actions.close')}
            </Button>
          </div>
        </div>
      ) : null}
    </BottomSheet>
  );
}
