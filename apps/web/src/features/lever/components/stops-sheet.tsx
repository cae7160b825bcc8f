import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leverErrors, walletErrors, type LeverPosition } from '@tidemark/contracts';
import { stepDecimal } from '../../../shared/format/decimal-input';
import { ConfirmSheet, useSheetCommand } from '../../../shared/ui/confirm-sheet';
import { showToast } from '../../../shared/ui/feedback';
import { StepperField } from '../../../shared/ui/stepper-field';
import { useSetLeverStops } from '../api/set-stop';
import { useInstrument } from '../hooks/use-lever-tickers';
import { useProblemText } from '../../../shared/hooks/use-problem-text';
import { formatLeverPrice } from '../format';
import {
  levelForWire,
  sideOf,
  stopProblem,
  stopReference,
  type LeverProblem,
  type StopProblem,
} from '../lever-rules';
import styles from './lever.module.css';

/**
 * Take-profit and stop-loss of a position, both as they should be (an empty field clears its
 * level). Checked as the server checks them: against the entry price of a waiting order or
 * the current price of an open one, a long's TP above and SL below it, a short's the reverse.
 */
export function StopsSheet({
  position,
  onClose,
}: {
  position: LeverPosition;
  onClose: () => void;
}) {
  const { t } = useTranslation('lever');
  const problemText = useProblemText<LeverProblem | StopProblem>(leverErrors, walletErrors);
  const save = useSetLeverStops();
  const instrument = useInstrument(position.match_id);
  const [tp, setTp] = useState(position.target_profit_price ?? '');
  const [sl, setSl] = useState(position.stop_loss_price ?? '');
  const command = useSheetCommand(
    () =>
      save.mutateAsync({
        id: position.id,
        target_profit_price: levelForWire(tp),
        stop_loss_price: levelForWire(sl),
      }),
    () => {
      showToast(t('stops.done'), 'success');
      onClose();
    },
  );
  const side = sideOf(position.type);
  const reference = stopReference(position);
  const [, quote = ''] = position.symbol.split('/');

  const confirm = () => {
    if (!instrument) return;
    const problem = stopProblem(side, reference, tp, sl, instrument.tick_size);
    if (problem) return command.setError(problemText(problem));
    void command.send();
  };

  const field = (key: 'tp' | 'sl', value: string, set: (value: string) => void) => (
    <StepperField
      id={`lever-stops-${key}`}
      label={t(`form.${key}`)}
      placeholder={t('form.optional')}
      value={value}
      decimals={instrument?.price_decimals ?? 8}
      unit={quote}
      onChange={(next) => {
        set(next);
        command.setError(null);
      }}
      onStep={(direction) =>
        instrument &&
        set(stepDecimal(value || reference, instrument.tick_size, direction, instrument.tick_size))
      }
      testId={`lever-stops-${key}`}
    />
  );

  return (
    <ConfirmSheet
      visible
      title={t('stops.title')}
      rows={[
        {
          key: 'pair',
          label: t('confirm.pair'),
          value: `${position.symbol} · ${t(`side.${side}`)}`,
        },
        {
          key: 'reference',
          label: t('stops.reference'),
          value: formatLeverPrice(reference, instrument?.price_decimals),
        },
      ]}
      error={command.error}
      pending={save.isPending}
      onCancel={onClose}
      onConfirm={confirm}
      testId="lever-stops"
    >
      <div className={styles.sheetFields}>
        {field('tp', tp, setTp)}
        {field('sl', sl, setSl)}
        <p className={styles.hint}>{t('stops.hint')}</p>
      </div>
    </ConfirmSheet>
  );
}
