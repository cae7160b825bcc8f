import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../../../shared/api/currencies';
import { useCouponUsed, useUsableCoupons } from '../../../shared/api/coupons';
import { subtractDecimals } from '../../../shared/format/decimal';
import { formatPrice } from '../../../shared/format/ticker';
import { CouponPicker } from '../../../shared/ui/coupon-picker';
import type { OptionOrder, OptionPair, OptionPeriod } from '@tidemark/contracts';
import { ConfirmSheet as SheetFrame, useSheetCommand } from '../../../shared/ui/confirm-sheet';
import { useSubmitOptionOrder } from '../api/submit-order';
import { useDirectionColor } from '../hooks/use-direction-color';
import { formatPlain, typeOf, winPayout, winProfit, type Direction } from '../option-rules';
import sheet from '../../../shared/ui/sheet.module.css';

export interface OptionDraft {
  pair: OptionPair;
  period: OptionPeriod;
  direction: Direction;
  stake: string;
  currency: { id: number; name: string; precision: number };
  /** The last price shown; the order opens at the price recorded when the server accepts it. */
  price: string | null;
  /** The pair's price decimals, so the sheet reads the price as the page header does. */
  priceDecimals: number | null;
}

/**
 * The last look before the stake is frozen. Each opening gets a fresh idempotency key; sending
 * again from the same sheet (after a network failure) repeats it, so the server opens the
 * order at most once. A refusal stays in the sheet, in the server's words.
 */
export function ConfirmSheet({
  draft,
  onClose,
  onPlaced,
}: {
  draft: OptionDraft | null;
  onClose: () => void;
  onPlaced: (order: OptionOrder) => void;
}) {
  const { t } = useTranslation('options');
  const money = useMoneyText();
  const colorOf = useDirectionColor();
  const submit = useSubmitOptionOrder();
  // A stake coupon pays part of the stake; a win pays the profit on the whole stake only.
  const [couponId, setCouponId] = useState<number | null>(null);
  const coupons = useUsableCoupons('option_stake', draft !== null);
  const coupon = coupons.data?.find((c) => c.id === couponId);
  const couponUsed = useCouponUsed();
  const command = useSheetCommand(
    (key) =>
      draft
        ? submit.mutateAsync({
            match_id: draft.pair.match_id,
            currency_id: draft.currency.id,
            type: typeOf(draft.direction),
            seconds: draft.period.seconds,
            number: draft.stake,
            idempotency_key: key,
            ...(coupon ? { coupon_id: coupon.id } : {}),
          })
        : Promise.reject(new Error('no draft')),
    (order) => {
      if (coupon) couponUsed();
      setCouponId(null);
      onPlaced(order);
    },
  );
  const close = () => {
    command.reset();
    setCouponId(null);
    onClose();
  };

  const code = draft?.currency.name ?? '';
  const { t: tc } = useTranslation('community');
  const payout = (stake: string, ratio: string, precision: number) => {
    const whole = winPayout(stake, ratio, precision);
    return coupon ? subtractDecimals(whole, coupon.amount) : whole;
  };
  const rows: Array<[string, string, string]> = draft
    ? [
        ['pair', t('confirm.pair'), draft.pair.symbol],
        ['period', t('confirm.period'), t('period.seconds', { seconds: draft.period.seconds })],
        ['amount', t('confirm.amount'), `${money(draft.stake, code, 'exact')} ${code}`],
        ...(coupon
          ? [
              [
                'coupon',
                tc('coupons.stakePaid'),
                `${money(coupon.amount, code, 'exact')} ${code}`,
              ] as [string, string, string],
            ]
          : []),
        [
          'price',
          t('confirm.price'),
          draft.price
            ? draft.priceDecimals === null
              ? formatPlain(draft.price)
              : formatPrice(draft.price, draft.priceDecimals)
            : '--',
        ],
        ['ratio', t('confirm.ratio'), `${draft.period.profit_ratio}%`],
        [
          'profit',
          t('confirm.profit'),
          `+${money(winProfit(draft.stake, draft.period.profit_ratio, draft.currency.precision), code)} ${code}`,
        ],
        [
          'payout',
          t('confirm.payout'),
          `${money(payout(draft.stake, draft.period.profit_ratio, draft.currency.precision), code)} ${code}`,
        ],
      ]
    : [];
  return (
    <SheetFrame
      visible={draft !== null}
      title={t('confirm.title')}
      rows={
        draft
          ? [
              {
                key: 'direction',
                label: t('confirm.direction'),
                value: t(`direction.${draft.direction}`),
                color: colorOf(draft.direction),
              },
              ...rows.map(([key, label, value]) => ({ key, label, value })),
            ]
          : []
      }
      error={command.error}
      pending={submit.isPending}
      onCancel={close}
      onConfirm={() => void command.send()}
      testId="options-confirm"
    >
      {draft ? (
        <CouponPicker
          kind="option_stake"
          currencyId={draft.currency.id}
          orderAmount={draft.stake}
          value={couponId}
          onChange={setCouponId}
          visible
        />
      ) : null}
      {draft ? (
        <p className={sheet.note}>
          {t(`direction.${draft.direction}`)}: {t(`explain.rule.${draft.direction}`)}{' '}
          {t('confirm.note')}
        </p>
      ) : null}
    </SheetFrame>
  );
}
