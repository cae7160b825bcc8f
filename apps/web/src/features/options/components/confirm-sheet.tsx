import { useTranslation } from 'react-i18next';
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
  const colorOf = useDirectionColor();
  const submit = useSubmitOptionOrder();
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
          })
        : Promise.reject(new Error('no draft')),
    onPlaced,
  );
  const close = () => {
    command.reset();
    onClose();
  };

  const code = draft?.currency.name ?? '';
  const rows: Array<[string, string, string]> = draft
    ? [
        ['pair', t('confirm.pair'), draft.pair.symbol],
        ['period', t('confirm.period'), t('period.seconds', { seconds: draft.period.seconds })],
        ['amount', t('confirm.amount'), `${formatPlain(draft.stake)} ${code}`],
        ['price', t('confirm.price'), draft.price ? formatPlain(draft.price) : '--'],
        ['ratio', t('confirm.ratio'), `${draft.period.profit_ratio}%`],
        [
          'profit',
          t('confirm.profit'),
          `+${formatPlain(winProfit(draft.stake, draft.period.profit_ratio, draft.currency.precision))} ${code}`,
        ],
        [
          'payout',
          t('confirm.payout'),
          `${formatPlain(winPayout(draft.stake, draft.period.profit_ratio, draft.currency.precision))} ${code}`,
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
        <p className={sheet.note}>
          {t(`direction.${draft.direction}`)}: {t(`explain.rule.${draft.direction}`)}{' '}
          {t('confirm.note')}
        </p>
      ) : null}
    </SheetFrame>
  );
}
