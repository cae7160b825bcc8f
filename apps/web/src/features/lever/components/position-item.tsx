import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LEVER_STATUS, type LeverPosition } from '@tidemark/contracts';
import { useUpDownColor } from '../../../shared/theme/theme';
import { ConfirmButton } from '../../../shared/ui/confirm-button';
import { FieldGrid } from '../../../shared/ui/field-grid';
import { RecordCard } from '../../../shared/ui/record-card';
import { useCancelLeverOrder } from '../api/cancel';
import { useMarginCurrency } from '../api/margin-currency';
import { useInstrument } from '../hooks/use-lever-tickers';
import { NO_VALUE, formatLeverPrice, formatLeverTime, formatMoney, formatPnl } from '../format';
import { openPositionLiquidationPrice, positionRoe, sideOf } from '../lever-rules';
import { useQuery } from '@tanstack/react-query';
import { leverDealQuery } from '../api/deal';
import { usePositionMark } from '../hooks/use-position-mark';
import { CloseSheet } from './close-sheet';
import { StopsSheet } from './stops-sheet';
import record from '../../../shared/ui/record.module.css';
import styles from './lever.module.css';

type Cell = [key: string, label: string, value: string];

/** An open position's live figures: its mark, PnL there, ROE and liquidation price. */
interface Live {
  mark: string | null;
  pnl: string | null;
  liquidation: string | null;
}

function useCells(
  position: LeverPosition,
  decimals: number | undefined,
  places: number | undefined,
  live: Live | null,
): Cell[] {
  const { t } = useTranslation('lever');
  const price = (value: string | null) => formatLeverPrice(value, decimals);
  const cancelled = position.status === LEVER_STATUS.cancelled;
  // A cancelled limit order never opened: it keeps the waiting order's terms.
  const waiting = position.status === LEVER_STATUS.entrusted || cancelled;
  const closed = position.status === LEVER_STATUS.closed;
  const cells: Cell[] = [
    ['lots', t('position.lots'), position.share],
    [
      'margin',
      t('position.margin'),
      formatMoney(position.origin_caution_money, undefined, places, 'cost'),
    ],
    ['fee', t('position.fee'), formatMoney(position.trade_fee, undefined, places, 'cost')],
    ['open', t(waiting ? 'position.limitPrice' : 'position.openPrice'), price(position.price)],
  ];
  if (position.stop_price !== null && waiting)
    cells.push(['stop', t('position.stopPrice'), price(position.stop_price)]);
  if (closed)
    cells.push(
      ['close-price', t('position.closePrice'), price(position.close_price)],
      [
        'reason',
        t('position.reason'),
        position.close_reason ? t(`reason.${position.close_reason}`) : NO_VALUE,
      ],
    );
  else if (live)
    cells.push(
      ['current', t('position.markPrice'), price(live.mark)],
      ['liquidation', t('position.liquidationPrice'), price(live.liquidation)],
      ['roe', t('position.roe'), roeText(live.pnl, position.origin_caution_money)],
    );
  else if (!cancelled)
    cells.push(['current', t('position.currentPrice'), price(position.update_price)]);
  cells.push(
    [
      'overnight',
      t('position.overnight'),
      formatMoney(position.overnight_money, undefined, places, 'cost'),
    ],
    ['tp', t('position.tp'), price(position.target_profit_price)],
    ['sl', t('position.sl'), price(position.stop_loss_price)],
    [
      'time',
      t(waiting ? 'position.placedTime' : 'position.openTime'),
      formatLeverTime(waiting ? position.create_time : position.transaction_time),
    ],
  );
  if (closed || cancelled)
    cells.push([
      'closed',
      t(cancelled ? 'position.cancelTime' : 'position.closeTime'),
      formatLeverTime(position.complete_time),
    ]);
  return cells;
}

function roeText(pnl: string | null, margin: string): string {
  const roe = pnl === null ? null : positionRoe(pnl, margin);
  if (roe === null) return NO_VALUE;
  return `${roe.startsWith('-') || !/[1-9]/.test(roe) ? '' : '+'}${roe}%`;
}

/**
 * An open position at the live mark (the one its close sheet shows), with where it would be
 * liquidated from its contract's account terms; null for any other position.
 */
function useLive(position: LeverPosition): Live | null {
  const open = position.status === LEVER_STATUS.open;
  const { mark, pnl } = usePositionMark(position);
  // The contract's account terms (cached with the trade page's; fetched for open positions only).
  const deal = useQuery({ ...leverDealQuery(position.symbol), enabled: open }).data;
  if (!open) return null;
  const liquidation = deal
    ? openPositionLiquidationPrice({
        position,
        account: deal.totals,
        liquidationRate: deal.liquidation_rate,
        tickSize: deal.tick_size,
      })
    : null;
  return { mark, pnl, liquidation };
}

function CancelButton({ position }: { position: LeverPosition }) {
  const { t } = useTranslation('lever');
  const cancel = useCancelLeverOrder();
  return (
    <ConfirmButton
      label={t('position.cancel')}
      title={t('cancel.title')}
      content={t('cancel.text', { symbol: position.symbol })}
      doneText={t('cancel.done')}
      run={() => cancel.mutateAsync(position.id)}
      pending={cancel.isPending}
      className={styles.action}
      testId="lever-position-cancel"
    />
  );
}

/** Close (open positions), TP/SL (open and waiting), cancel (waiting). */
function Actions({ position }: { position: LeverPosition }) {
  const { t } = useTranslation('lever');
  const [sheet, setSheet] = useState<'close' | 'stops' | null>(null);
  const open = position.status === LEVER_STATUS.open;
  return (
    <div className={styles.actions}>
      <Button
        size="mini"
        shape="rounded"
        fill="outline"
        className={styles.action}
        onClick={() => setSheet('stops')}
        data-testid="lever-position-stops"
      >
        {t('position.stops')}
      </Button>
      {open ? (
        <Button
          size="mini"
          shape="rounded"
          color="primary"
          className={styles.action}
          onClick={() => setSheet('close')}
          data-testid="lever-position-close"
        >
          {t('position.close')}
        </Button>
      ) : (
        <CancelButton position={position} />
      )}
      {sheet === 'close' ? <CloseSheet position={position} onClose={() => setSheet(null)} /> : null}
      {sheet === 'stops' ? <StopsSheet position={position} onClose={() => setSheet(null)} /> : null}
    </div>
  );
}

/**
 * One position: pair, direction, leverage, its PnL (live while open, realised once closed)
 * and its terms; open and waiting ones carry their actions.
 */
export function PositionItem({ position }: { position: LeverPosition }) {
  const { t } = useTranslation('lever');
  const colorOf = useUpDownColor();
  const instrument = useInstrument(position.match_id);
  const margin = useMarginCurrency(position.legal_id);
  const side = sideOf(position.type);
  const live = useLive(position);
  const cells = useCells(position, instrument?.price_decimals, margin?.display, live);
  const active =
    position.status === LEVER_STATUS.open || position.status === LEVER_STATUS.entrusted;
  const pnl =
    position.status === LEVER_STATUS.closed
      ? position.fact_profits
      : (live?.pnl ?? position.profits);
  const showPnl =
    position.status !== LEVER_STATUS.entrusted && position.status !== LEVER_STATUS.cancelled;
  return (
    <RecordCard
      className={styles.position}
      testId="lever-position"
      id={position.id}
      status={position.status}
      data-side={side}
    >
      <div className={styles.positionHead}>
        <div className={styles.positionTitle}>
          <span className={styles.badge} style={{ background: colorOf(side === 'long' ? 1 : -1) }}>
            {t(`side.${side}`)}
          </span>
          <span>{position.symbol}</span>
          <span className={record.meta}>
            {t('form.leverageValue', { value: position.multiple })}
          </span>
          {position.status === LEVER_STATUS.entrusted ? (
            <span
              className={record.status}
              data-testid="lever-position-waiting"
              data-stop={position.stop_state ?? undefined}
            >
              {position.stop_state
                ? t(`position.stopState.${position.stop_state}`)
                : t('position.waiting')}
            </span>
          ) : null}
          {position.status === LEVER_STATUS.cancelled ? (
            <span className={record.status} data-testid="lever-position-cancelled">
              {t('position.cancelled')}
            </span>
          ) : null}
        </div>
        {showPnl ? (
          <div className={styles.pnl} style={{ color: colorOf(pnl) }}>
            <small>
              {t(position.status === LEVER_STATUS.closed ? 'position.realised' : 'position.pnl')}
            </small>
            <span data-testid="lever-position-pnl">
              {formatPnl(pnl, margin?.code, margin?.display)}
            </span>
          </div>
        ) : null}
      </div>
      <FieldGrid
        fields={cells.map(([key, label, value]) => ({ key, label, value }))}
        testIdPrefix="lever-position"
      />
      {active ? <Actions position={position} /> : null}
    </RecordCard>
  );
}
