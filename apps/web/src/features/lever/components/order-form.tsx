import { useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  compareDecimals,
  leverErrors,
  spotErrors,
  walletErrors,
  type LeverDeal,
} from '@tidemark/contracts';
import { floorToStep } from '../../../shared/format/decimal';
import { stepDecimal } from '../../../shared/format/decimal-input';
import type { MarketNote } from '../../../shared/format/ticker';
import { navigateTo } from '../../../shared/routing/navigation';
import { useUpDownColor } from '../../../shared/theme/theme';
import { StepperField } from '../../../shared/ui/stepper-field';
import { SegmentSwitch, TabSwitch } from '../../../shared/ui/choice-switch';
import { NO_VALUE, formatLeverPrice, formatMoney } from '../format';
import { FormError } from '../../../shared/ui/form/form-field';
import { useDraftCheck } from '../../../shared/hooks/use-draft-check';
import { useProblemText } from '../../../shared/hooks/use-problem-text';
import {
  draftLiquidationPrice,
  draftSizing,
  entryPriceOf,
  initialDraft,
  validateDraft,
  type EntryKind,
  type LeverContext,
  type LeverDraft,
  type LeverProblem,
  type LeverSide,
  type StopProblem,
} from '../lever-rules';
import { FUND_TRANSFER_PATH } from '../navigation';
import type { MarginCurrency } from '../api/margin-currency';
import { LeverConfirmSheet } from './order-confirm-sheet';
import form from '../../../shared/ui/form.module.css';
import styles from './lever.module.css';

const SIDES: readonly LeverSide[] = ['long', 'short'];
const KINDS: readonly EntryKind[] = ['market', 'limit', 'stop'];
const sign = (side: LeverSide) => (side === 'long' ? 1 : -1);

type Update = (patch: Partial<LeverDraft>) => void;

/** One labelled figure under the form (margin, fee). */
function Figure({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className={form.figure}>
      <span>{label}</span>
      <strong data-testid={testId}>{children}</strong>
    </div>
  );
}

/** What a price field of the form reads and writes (prices are in the pair's quote currency). */
interface PriceFieldProps {
  ctx: LeverContext;
  draft: LeverDraft;
  update: Update;
}

function Switches({ draft, update }: { draft: LeverDraft; update: Update }) {
  const { t } = useTranslation('lever');
  const colorOf = useUpDownColor();
  return (
    <>
      <SegmentSwitch
        options={SIDES}
        value={draft.side}
        onChange={(side) => update({ side })}
        label={t('form.side')}
        textOf={(side) => t(`side.${side}`)}
        colorOf={(side) => colorOf(sign(side))}
        testIdPrefix="lever-side"
      />
      <TabSwitch
        options={KINDS}
        value={draft.kind}
        onChange={(kind) => update({ kind })}
        label={t('form.kind')}
        textOf={(kind) => t(`kind.${kind}`)}
        testIdPrefix="lever-kind"
      />
    </>
  );
}

/** What a field of the form that needs only the contract reads and writes. */
interface DealFieldProps {
  deal: LeverDeal;
  draft: LeverDraft;
  update: Update;
}

function LeverageChips({ deal, draft, update }: DealFieldProps) {
  const { t } = useTranslation('lever');
  return (
    <div>
      <p className={styles.label}>{t('form.leverage')}</p>
      <div className={styles.chips} role="radiogroup" aria-label={t('form.leverage')}>
        {deal.leverages.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={draft.leverage === value}
            className={draft.leverage === value ? `${styles.chip} ${styles.chipOn}` : styles.chip}
            onClick={() => update({ leverage: value })}
            data-testid={`lever-leverage-${value}`}
          >
            {t('form.leverageValue', { value })}
          </button>
        ))}
      </div>
    </div>
  );
}

/** A price of the draft on the pair's tick, stepped from what is typed or else from `start`. */
function TickPriceField({
  ctx,
  draft,
  update,
  field,
  label,
  start,
  placeholder,
  testId,
}: PriceFieldProps & {
  field: 'price' | 'stopPrice' | 'tp' | 'sl';
  label: string;
  start: string;
  placeholder?: string;
  testId: string;
}) {
  const { deal } = ctx;
  const [, quote = ''] = deal.symbol.split('/');
  return (
    <StepperField
      id={testId}
      label={label}
      {...(placeholder === undefined ? {} : { placeholder })}
      value={draft[field]}
      decimals={deal.price_decimals}
      unit={quote}
      onChange={(value) => update({ [field]: value })}
      onStep={(direction) =>
        update({
          [field]: stepDecimal(draft[field] || start, deal.tick_size, direction, deal.tick_size),
        })
      }
      testId={testId}
    />
  );
}

/** The entry: the live price of a market order, or a price stepper on the tick for a limit order. */
function EntryField({ ctx, draft, update }: PriceFieldProps) {
  const { t } = useTranslation('lever');
  const { deal } = ctx;
  if (draft.kind === 'market')
    return (
      <div>
        <p className={styles.label}>{t('form.price')}</p>
        <div className={form.marketPrice} data-testid="lever-market-price">
          {t('form.marketPrice')} {formatLeverPrice(ctx.lastPrice, deal.price_decimals)}
        </div>
      </div>
    );
  /** A price on the tick, stepped from what is typed or else from the last price. */
  const priceField = (field: 'price' | 'stopPrice', label: string, testId: string) => (
    <TickPriceField {...{ ctx, draft, update, field, label, testId }} start={ctx.lastPrice ?? ''} />
  );
  const limit = priceField('price', t('form.price'), 'lever-price');
  if (draft.kind !== 'stop') return limit;
  return (
    <>
      {priceField('stopPrice', t('form.stopPrice'), 'lever-stop-price')}
      {limit}
      <p className={styles.hint} data-testid="lever-stop-note">
        {t('form.stopNote')}
      </p>
    </>
  );
}

function LotsField({ deal, draft, update }: DealFieldProps) {
  const { t } = useTranslation('lever');
  const [base = ''] = deal.symbol.split('/');
  const step = deal.share_step;
  const decimals = step.split('.')[1]?.length ?? 0;
  return (
    <div>
      <StepperField
        id="lever-lots"
        label={t('form.lots')}
        value={draft.share}
        decimals={decimals}
        unit={t('form.lots')}
        onChange={(share) => update({ share })}
        onStep={(direction) => {
          const next = stepDecimal(draft.share, step, direction, deal.lever_share_limit.min);
          // The stepper stays within the instrument's limits; typing more is checked on send.
          const { max } = deal.lever_share_limit;
          update({ share: compareDecimals(next, max) > 0 ? max : next });
        }}
        testId="lever-lots"
      />
      <p className={styles.hint} data-testid="lever-lots-hint">
        {t('form.lotsHint', {
          size: deal.lot_size,
          base,
          min: deal.lever_share_limit.min,
          max: deal.lever_share_limit.max,
        })}
      </p>
    </div>
  );
}

/**
 * Optional take-profit and stop-loss behind a "TP/SL" switch (folded, the submit button stays on
 * the first screen); a stepper starts from the entry price. Open while either holds a value.
 */
function StopFields({ ctx, draft, update }: PriceFieldProps) {
  const { t } = useTranslation('lever');
  const start = entryPriceOf(draft, ctx) ?? '';
  const [opened, setOpened] = useState(false);
  const open = opened || draft.tp !== '' || draft.sl !== '';
  const field = (key: 'tp' | 'sl') => (
    <TickPriceField
      {...{ ctx, draft, update, start }}
      field={key}
      label={t(`form.${key}`)}
      placeholder={t('form.optional')}
      testId={`lever-${key}`}
    />
  );
  return (
    <>
      <label className={styles.stopsSwitch}>
        <input
          type="checkbox"
          checked={open}
          onChange={(event) => {
            setOpened(event.target.checked);
            if (!event.target.checked) update({ tp: '', sl: '' });
          }}
          data-testid="lever-stops-toggle"
        />
        <span>{t('form.stops')}</span>
      </label>
      {open ? (
        <div className={styles.stops}>
          {field('tp')}
          {field('sl')}
        </div>
      ) : null}
    </>
  );
}

/** Available balance (with the way to top it up), margin, fee and the estimated liquidation price. */
function Figures({ ctx, draft, code }: { ctx: LeverContext; draft: LeverDraft; code: string }) {
  const { t } = useTranslation('lever');
  const { deal } = ctx;
  const size = draftSizing(draft, ctx);
  const liquidation = size ? draftLiquidationPrice(draft, ctx) : null;
  return (
    <div className={styles.figures}>
      <div className={form.figure}>
        <span className={styles.available}>
          {t('form.available')}
          <button
            type="button"
            className={form.link}
            onClick={() => void navigateTo(FUND_TRANSFER_PATH, { currency: deal.legal_id })}
            data-testid="lever-transfer"
          >
            {t('form.transfer')}
          </button>
        </span>
        <strong data-testid="lever-available">
          {formatMoney(deal.user_lever, code, ctx.display ?? ctx.places)}
        </strong>
      </div>
      <Figure label={t('form.margin')} testId="lever-margin">
        {size ? formatMoney(size.margin, code, ctx.display ?? ctx.places, 'cost') : NO_VALUE}
      </Figure>
      <Figure label={t('form.fee')} testId="lever-fee">
        {size ? formatMoney(size.fee, code, ctx.display ?? ctx.places, 'cost') : NO_VALUE}
      </Figure>
      <div className={form.figure}>
        <span>{t('form.liquidation')}</span>
        <strong data-testid="lever-liquidation">
          {!size
            ? t('form.liquidationNeedsLots')
            : liquidation
              ? formatLeverPrice(liquidation, deal.price_decimals)
              : t('form.noLiquidation')}
        </strong>
      </div>
    </div>
  );
}

/**
 * The contract order form: long or short, market or limit, leverage, lots on the instrument's
 * step, optional TP and SL, and what it costs (margin, fee) with the estimated liquidation
 * price; checked here in the user's language, confirmed in a sheet, then sent. Orders are
 * paused while the market is closed or the price is stale.
 */
export function LeverOrderForm({
  deal,
  lastPrice,
  margin,
  note,
}: {
  deal: LeverDeal;
  lastPrice: string | null;
  /** The margin currency (USDT); null while unknown (nothing can be confirmed then). */
  margin: MarginCurrency | null;
  note: MarketNote | null;
}) {
  const { t } = useTranslation('lever');
  const problemText = useProblemText<LeverProblem | StopProblem>(
    leverErrors,
    walletErrors,
    spotErrors,
  );
  const colorOf = useUpDownColor();
  const [draft, setDraft] = useState<LeverDraft>(() => initialDraft(deal));
  const { problem, check, confirming, setConfirming } = useDraftCheck<LeverDraft, LeverProblem>(
    draft,
  );
  const ctx: LeverContext | null = margin
    ? { deal, lastPrice, places: margin.places, display: margin.display }
    : null;

  const update: Update = (patch) =>
    setDraft((current) => {
      const next = { ...current, ...patch };
      // A limit order starts at the last price (on the tick) until the user sets one.
      if (patch.kind && patch.kind !== 'market' && next.price === '' && lastPrice)
        next.price = floorToStep(lastPrice, deal.tick_size);
      return next;
    });

  const submit = () => {
    if (!ctx) return;
    check(validateDraft(draft, ctx));
  };

  return (
    <div
      className={styles.form}
      data-testid="lever-form"
      data-side={draft.side}
      data-kind={draft.kind}
    >
      <Switches draft={draft} update={update} />
      <LeverageChips deal={deal} draft={draft} update={update} />
      {ctx ? <EntryField ctx={ctx} draft={draft} update={update} /> : null}
      <LotsField deal={deal} draft={draft} update={update} />
      {ctx ? <StopFields ctx={ctx} draft={draft} update={update} /> : null}
      {ctx && margin ? <Figures ctx={ctx} draft={draft} code={margin.code} /> : null}
      <FormError
        message={problem && problemText(problem)}
        className={form.problem}
        testId="lever-form-error"
        code={problem ?? undefined}
      />
      {note ? (
        <p className={form.note} data-testid="lever-market-note" data-note={note}>
          {t(`note.${note}`)}
        </p>
      ) : null}
      <Button
        block
        shape="rounded"
        className={styles.submit}
        style={{
          '--background-color': colorOf(sign(draft.side)),
          '--border-color': colorOf(sign(draft.side)),
        }}
        disabled={note !== null || !ctx}
        onClick={submit}
        data-testid="lever-submit"
      >
        {t(`form.submit.${draft.side}`)}
      </Button>
      {ctx && margin ? (
        <LeverConfirmSheet
          visible={confirming}
          ctx={ctx}
          code={margin.code}
          draft={draft}
          onClose={() => setConfirming(false)}
          onPlaced={() => {
            setConfirming(false);
            setDraft((current) => ({ ...current, share: '', tp: '', sl: '' }));
          }}
        />
      ) : null}
    </div>
  );
}
