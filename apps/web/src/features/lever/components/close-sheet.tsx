import { useTranslation } from 'react-i18next';
import type { LeverPosition } from '@tidemark/contracts';
import { useUpDownColor } from '../../../shared/theme/theme';
import { ConfirmSheet, useSheetCommand } from '../../../shared/ui/confirm-sheet';
import { showToast } from '../../../shared/ui/feedback';
import { useCloseLeverPosition } from '../api/close';
import { useMarginCurrency } from '../api/margin-currency';
import { useInstrument } from '../hooks/use-lever-tickers';
import { NO_VALUE, formatLeverPrice, formatMoney, formatPnl } from '../format';
import { sideOf } from '../lever-rules';
import { usePositionMark } from '../hooks/use-position-mark';
import sheet from '../../../shared/ui/sheet.module.css';

/**
 * Closing one open position: the position, the current price and the PnL it would realise
 * there (the server's formula and rounding), then the close. The server closes at the price
 * it has recorded when it takes the order, so the result can differ by the last move.
 */
export function CloseSheet({
  position,
  onClose,
}: {
  position: LeverPosition;
  onClose: () => void;
}) {
  const { t } = useTranslation('lever');
  const colorOf = useUpDownColor();
  const close = useCloseLeverPosition();
  const command = useSheetCommand(
    () => close.mutateAsync(position.id),
    () => {
      showToast(t('close.done'), 'success');
      onClose();
    },
  );
  const { mark, pnl } = usePositionMark(position);
  const instrument = useInstrument(position.match_id);
  const margin = useMarginCurrency(position.legal_id);
  const side = sideOf(position.type);
  const price = (value: string | null) => formatLeverPrice(value, instrument?.price_decimals);

  return (
    <ConfirmSheet
      visible
      title={t('close.title')}
      rows={[
        { key: 'pair', label: t('confirm.pair'), value: position.symbol },
        {
          key: 'side',
          label: t('form.side'),
          value: `${t(`side.${side}`)} · ${t('form.leverageValue', { value: position.multiple })}`,
          color: colorOf(side === 'long' ? 1 : -1),
        },
        { key: 'lots', label: t('position.lots'), value: position.share },
        { key: 'open', label: t('position.openPrice'), value: price(position.price) },
        { key: 'price', label: t('close.price'), value: price(mark) },
        {
          key: 'margin',
          label: t('position.margin'),
          value: formatMoney(position.origin_caution_money, margin?.code, margin?.display, 'cost'),
        },
        {
          key: 'pnl',
          label: t('close.expected'),
          value: pnl === null ? NO_VALUE : formatPnl(pnl, margin?.code, margin?.display),
          color: pnl === null ? undefined : colorOf(pnl),
        },
      ]}
      error={command.error}
      pending={close.isPending}
      confirmLabel={t('position.close')}
      onCancel={onClose}
      onConfirm={() => void command.send()}
      testId="lever-close"
    >
      <p className={sheet.note}>{t('close.note')}</p>
    </ConfirmSheet>
  );
}
