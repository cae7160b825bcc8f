import { useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OptionOrder, OptionPair, OptionPeriod } from '@tidemark/contracts';
import { ApiError } from '../../../shared/api/client';
import { useSubmitOptionOrder } from '../api/submit-order';
import { useDirectionColor } from '../hooks/use-direction-color';
import { useIdempotencyKey } from '../../../shared/hooks/use-idempotency-key';
import { formatPlain, typeOf, winPayout, winProfit, type Direction } from '../option-rules';
import styles from './options.module.css';

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
  const { t: tc } = useTranslation();
  const colorOf = useDirectionColor();
  const idempotency = useIdempotencyKey();
  const submit = useSubmitOptionOrder();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (submit.isPending) return;
    setError(null);
    idempotency.renew();
    onClose();
  };

  const send = async () => {
    if (!draft) return;
    setError(null);
    try {
      const order = await submit.mutateAsync({
        match_id: draft.pair.match_id,
        currency_id: draft.currency.id,
        type: typeOf(draft.direction),
        seconds: draft.period.seconds,
        number: draft.stake,
        idempotency_key: idempotency.key,
      });
      idempotency.renew();
      onPlaced(order);
    } catch (err) {
      if (
        err instanceof ApiError &&
        err.type !== '999' &&
        err.type !== '998' &&
        err.code !== 'aborted'
      )
        setError(err.fields[0]?.message ?? err.message);
    }
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
    <Popup
      visible={draft !== null}
      onMaskClick={close}
      onClose={close}
      bodyStyle={{ borderRadius: '16px 16px 0 0' }}
    >
      {draft ? (
        <div
          className={styles.sheet}
          role="dialog"
          aria-label={t('confirm.title')}
          data-testid="options-confirm"
        >
          <h2 className={styles.sheetTitle}>{t('confirm.title')}</h2>
          <div className={styles.row}>
            <span>{t('confirm.direction')}</span>
            <strong
              style={{ color: colorOf(draft.direction) }}
              data-testid="options-confirm-direction"
            >
              {t(`direction.${draft.direction}`)}
            </strong>
          </div>
          {rows.map(([key, label, value]) => (
            <div className={styles.row} key={key}>
              <span>{label}</span>
              <strong data-testid={`options-confirm-${key}`}>{value}</strong>
            </div>
          ))}
          <p className={styles.rule}>
            {t(`direction.${draft.direction}`)}: {t(`explain.rule.${draft.direction}`)}{' '}
            {t('confirm.note')}
          </p>
          {error ? (
            <p className={styles.error} role="alert" data-testid="options-confirm-error">
              {error}
            </p>
          ) : null}
          <div className={styles.sheetActions}>
            <Button shape="rounded" onClick={close} disabled={submit.isPending}>
              {tc('actions.cancel')}
            </Button>
            <Button
              shape="rounded"
              color="primary"
              loading={submit.isPending}
              onClick={() => void send()}
              data-testid="options-confirm-submit"
            >
              {tc('actions.confirm')}
            </Button>
          </div>
        </div>
      ) : null}
    </Popup>
  );
}
