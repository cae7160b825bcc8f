import { useMoneyPlaces } from '../../../shared/api/currencies';
import { useTranslation } from 'react-i18next';
import { SPOT_STATUS, compareDecimals, type SpotOrder } from '@tidemark/contracts';
import { ConfirmSheet, useSheetCommand } from '../../../shared/ui/confirm-sheet';
import { showToast } from '../../../shared/ui/feedback';
import { usePlaceSpotOrder } from '../api/place-order';
import { MarketOrderNote } from './market-note';
import { multiplyDecimals } from '../../../shared/format/decimal';
import { NO_VALUE, formatSpotPrice, formatSpotQty, formatSpotMoney } from '../format';
import { useSideColor } from '../hooks/use-side-colors';
import { positiveInput } from '../../../shared/format/decimal-input';
import {
  byTotal,
  estimatedQuantity,
  orderTotal,
  tradeRequestOf,
  type OrderContext,
  type OrderDraft,
} from '../order-rules';

/** The fee the order would pay, in what it receives: base for a buy, quote for a sell. */
function feeOf(draft: OrderDraft, ctx: OrderContext): { amount: string; code: string } | null {
  const { pair } = ctx;
  if (draft.side === 'buy') {
    const amount = byTotal(draft) ? estimatedQuantity(draft, ctx) : positiveInput(draft.amount);
    return amount ? { amount: multiplyDecimals(amount, pair.fee_rate), code: pair.base } : null;
  }
  const total = orderTotal(draft, ctx);
  return total ? { amount: multiplyDecimals(total, pair.fee_rate), code: pair.quote } : null;
}

/** What became of the order at once: resting, filled, or (a market order) cut short. */
function placedMessageKey(order: SpotOrder): string {
  if (order.stop_state === 'waiting') return 'order.stopPlaced';
  if (order.status === SPOT_STATUS.filled) return 'order.filled';
  if (order.status === SPOT_STATUS.open) return 'order.placed';
  return compareDecimals(order.deal_amount, '0') > 0 ? 'order.partial' : 'order.cancelled';
}

function useSummary(draft: OrderDraft, ctx: OrderContext): Array<[string, string, string]> {
  const { t } = useTranslation('spot');
  const { pair } = ctx;
  const places = useMoneyPlaces();
  const total = orderTotal(draft, ctx);
  const fee = feeOf(draft, ctx);
  const price =
    draft.kind === 'market'
      ? t('form.marketPrice')
      : `${formatSpotPrice(positiveInput(draft.price) ?? '', pair)} ${pair.quote}`;
  const totalText = total ? formatSpotMoney(total, places(pair.quote)) : NO_VALUE;
  const estimate = estimatedQuantity(draft, ctx);
  // A buy by total spends exactly its total; the quantity is what the book gives for it.
  const quantity = byTotal(draft)
    ? `≈ ${estimate ? formatSpotQty(estimate, pair) : NO_VALUE} ${pair.base}`
    : `${formatSpotQty(draft.amount, pair)} ${pair.base}`;
  const approx = draft.kind === 'market' && !byTotal(draft);
  return [
    ['pair', t('confirm.pair'), pair.symbol],
    ['kind', t('confirm.kind'), t(`kind.${draft.kind}`)],
    ...(draft.kind === 'stop'
      ? [
          [
            'stop',
            t('form.stopPrice'),
            `${formatSpotPrice(positiveInput(draft.stopPrice) ?? '', pair)} ${pair.quote}`,
          ] as [string, string, string],
        ]
      : []),
    ['price', t('form.price'), price],
    ['quantity', t('form.quantity'), quantity],
    ['total', t('form.total'), `${approx ? '≈ ' : ''}${totalText} ${pair.quote}`],
    [
      'fee',
      t('confirm.fee'),
      fee ? `${formatSpotMoney(fee.amount, places(fee.code), 'cost')} ${fee.code}` : NO_VALUE,
    ],
  ];
}

/**
 * The last look before an order is sent. Each opening gets a fresh idempotency key; sending
 * again from the same sheet (after a network failure) repeats it, so the server places the
 * order at most once. Failures stay in the sheet, next to the order they concern.
 */
export function OrderConfirmSheet({
  visible,
  ctx,
  draft,
  onClose,
  onPlaced,
}: {
  visible: boolean;
  ctx: OrderContext;
  draft: OrderDraft;
  onClose: () => void;
  onPlaced: (order: SpotOrder) => void;
}) {
  const { t } = useTranslation('spot');
  const colorOf = useSideColor();
  const place = usePlaceSpotOrder();
  const rows = useSummary(draft, ctx);
  const command = useSheetCommand(
    (key) => place.mutateAsync(tradeRequestOf(draft, ctx.pair, key)),
    (order) => {
      showToast(t(placedMessageKey(order)), 'success');
      onPlaced(order);
    },
  );

  return (
    <ConfirmSheet
      visible={visible}
      title={t('confirm.title')}
      rows={[
        {
          key: 'side',
          label: t('form.side'),
          value: t(`side.${draft.side}`),
          color: colorOf(draft.side),
        },
        ...rows.map(([key, label, value]) => ({ key, label, value })),
      ]}
      command={command}
      pending={place.isPending}
      onCancel={onClose}
      testId="spot-confirm"
    >
      {draft.kind === 'market' ? <MarketOrderNote side={draft.side} ctx={ctx} /> : null}
      {draft.kind === 'stop' ? (
        <p data-testid="spot-confirm-stop-note">{t('form.stopNote')}</p>
      ) : null}
    </ConfirmSheet>
  );
}
