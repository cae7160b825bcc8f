import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareDecimals } from '@tidemark/contracts';
import { useCouponUsed, useUsableCoupons } from '../../../shared/api/coupons';
import { CouponPicker } from '../../../shared/ui/coupon-picker';
import type { LeverPosition } from '@tidemark/contracts';
import { addDecimals } from '../../../shared/format/decimal';
import { positiveInput } from '../../../shared/format/decimal-input';
import { useUpDownColor } from '../../../shared/theme/theme';
import { ConfirmSheet, useSheetCommand, type SheetRow } from '../../../shared/ui/confirm-sheet';
import { showToast } from '../../../shared/ui/feedback';
import { useSubmitLeverOrder } from '../api/submit';
import { NO_VALUE, formatLeverPrice, formatMoney } from '../format';
import {
  draftLiquidationPrice,
  draftSizing,
  levelForWire,
  submitRequestOf,
  type LeverContext,
  type LeverDraft,
} from '../lever-rules';
import sheet from '../../../shared/ui/sheet.module.css';

function useTerms(draft: LeverDraft, ctx: LeverContext, code: string): SheetRow[] {
  const { t } = useTranslation('lever');
  const colorOf = useUpDownColor();
  const { deal } = ctx;
  const [base = ''] = deal.symbol.split('/');
  const size = draftSizing(draft, ctx);
  const liquidation = draftLiquidationPrice(draft, ctx);
  const price = (value: string | null) => formatLeverPrice(value, deal.price_decimals);
  const level = (text: string) => {
    const wire = levelForWire(text);
    return wire ? price(wire) : t('confirm.notSet');
  };
  const money = (value: string | undefined) =>
    value ? formatMoney(value, code, ctx.display ?? ctx.places, 'cost') : NO_VALUE;
  return [
    { key: 'pair', label: t('confirm.pair'), value: deal.symbol },
    {
      key: 'side',
      label: t('form.side'),
      value: t(`side.${draft.side}`),
      color: colorOf(draft.side === 'long' ? 1 : -1),
    },
    { key: 'kind', label: t('form.kind'), value: t(`kind.${draft.kind}`) },
    ...(draft.kind === 'stop'
      ? [
          {
            key: 'stop',
            label: t('form.stopPrice'),
            value: formatLeverPrice(positiveInput(draft.stopPrice), deal.price_decimals),
          },
        ]
      : []),
    {
      key: 'leverage',
      label: t('form.leverage'),
      value: t('form.leverageValue', { value: draft.leverage }),
    },
    { key: 'lots', label: t('form.lots'), value: positiveInput(draft.share) ?? draft.share },
    {
      key: 'quantity',
      label: t('confirm.quantity'),
      value: size ? `${size.qty} ${base}` : NO_VALUE,
    },
    {
      key: 'entry',
      label: t('confirm.entry'),
      value:
        draft.kind === 'market'
          ? t('confirm.marketEntry', { price: price(ctx.lastPrice) })
          : price(positiveInput(draft.price)),
    },
    { key: 'tp', label: t('form.tp'), value: level(draft.tp) },
    { key: 'sl', label: t('form.sl'), value: level(draft.sl) },
    { key: 'margin', label: t('form.margin'), value: money(size?.margin) },
    { key: 'fee', label: t('form.fee'), value: money(size?.fee) },
    {
      key: 'cost',
      label: t('confirm.cost'),
      value: money(size ? addDecimals(size.margin, size.fee) : undefined),
    },
    {
      key: 'liquidation',
      label: t('form.liquidation'),
      value: liquidation ? price(liquidation) : t('form.noLiquidation'),
    },
    {
      key: 'available',
      label: t('form.available'),
      value: formatMoney(deal.user_lever, code, ctx.display ?? ctx.places),
    },
  ];
}

/**
 * The last look before a contract order is sent: every term, what it holds and where it would
 * be liquidated. Each opening gets a fresh idempotency key; sending again from the same sheet
 * (after a network failure) repeats it, so the server opens the position at most once.
 */
export function LeverConfirmSheet({
  visible,
  ctx,
  code,
  draft,
  onClose,
  onPlaced,
}: {
  visible: boolean;
  ctx: LeverContext;
  code: string;
  draft: LeverDraft;
  onClose: () => void;
  onPlaced: (position: LeverPosition) => void;
}) {
  const { t } = useTranslation('lever');
  const submit = useSubmitLeverOrder();
  const terms = useTerms(draft, ctx, code);
  // A fee coupon (market orders): the fee row shows what the coupon pays off it.
  const [couponId, setCouponId] = useState<number | null>(null);
  const coupons = useUsableCoupons('lever_fee', visible && draft.kind === 'market');
  const couponUsed = useCouponUsed();
  const size = draftSizing(draft, ctx);
  const coupon = draft.kind === 'market' ? coupons.data?.find((c) => c.id === couponId) : undefined;
  const discount =
    coupon && size
      ? compareDecimals(coupon.amount, size.fee) < 0
        ? coupon.amount
        : size.fee
      : null;
  const rows = discount
    ? terms.map((row) =>
        row.key === 'fee'
          ? {
              ...row,
              value: `${formatMoney(size!.fee, code, ctx.display ?? ctx.places, 'cost')} − ${formatMoney(discount, code, ctx.display ?? ctx.places)}`,
            }
          : row,
      )
    : terms;
  const command = useSheetCommand(
    (key) =>
      submit.mutateAsync({
        ...submitRequestOf(draft, ctx.deal, key),
        ...(coupon ? { coupon_id: coupon.id } : {}),
      }),
    (position) => {
      if (coupon) couponUsed();
      setCouponId(null);
      showToast(
        t(
          position.stop_state === 'waiting'
            ? 'placed.stop'
            : position.status === 0
              ? 'placed.limit'
              : 'placed.market',
        ),
        'success',
      );
      onPlaced(position);
    },
  );
  const close = () => {
    command.reset();
    setCouponId(null);
    onClose();
  };

  return (
    <ConfirmSheet
      visible={visible}
      title={t('confirm.title')}
      rows={rows}
      error={command.error}
      pending={submit.isPending}
      onCancel={close}
      onConfirm={() => void command.send()}
      testId="lever-confirm"
    >
      {draft.kind === 'market' ? (
        <>
          <p className={sheet.note} data-testid="lever-confirm-market-note">
            {t('confirm.marketNote')}
          </p>
          <CouponPicker
            kind="lever_fee"
            currencyId={ctx.deal.legal_id}
            orderAmount={size?.margin ?? null}
            value={couponId}
            onChange={setCouponId}
            visible={visible}
          />
        </>
      ) : null}
      <p className={sheet.note}>
        {t('confirm.liquidationNote', { rate: ctx.deal.liquidation_rate })}
      </p>
    </ConfirmSheet>
  );
}
