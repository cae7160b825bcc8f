import { useMoneyPlaces } from '../../../shared/api/currencies';
import { useState, type Dispatch } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { spotErrors } from '@tidemark/contracts';
import type { DraftAction } from '../order-draft';
import {
  PERCENT_MARKS,
  byTotal,
  orderTotal,
  totalForPercent,
  quantityForPercent,
  sliderPercent,
  validateOrder,
  type OrderBy,
  type OrderContext,
  type OrderDraft,
  type OrderKind,
  type OrderProblem,
  type OrderSide,
} from '../order-rules';
import { NO_VALUE, formatSpotMoney } from '../format';
import { FormError } from '../../../shared/ui/form/form-field';
import { useDraftCheck } from '../../../shared/hooks/use-draft-check';
import { useProblemText } from '../../../shared/hooks/use-problem-text';
import { useSideColor } from '../hooks/use-side-colors';
import { OrderConfirmSheet } from './order-confirm-sheet';
import { useOpenLogin } from '../../../shared/routing/use-open-login';
import { StepperField } from '../../../shared/ui/stepper-field';
import { useTaskAfter } from '../../../shared/ui/use-task-after';
import { PercentSlider } from '../../../shared/ui/percent-slider';
import { SegmentSwitch, TabSwitch } from '../../../shared/ui/choice-switch';
import { stepDecimal } from '../../../shared/format/decimal-input';
import form from '../../../shared/ui/form.module.css';
import { MarketOrderNote } from './market-note';
import styles from './spot.module.css';

export interface OrderFormProps {
  ctx: OrderContext;
  draft: OrderDraft;
  dispatch: Dispatch<DraftAction>;
  loggedIn: boolean;
}

const SIDES: readonly OrderSide[] = ['buy', 'sell'];
const KINDS: readonly OrderKind[] = ['limit', 'market', 'stop'];
const BY: readonly OrderBy[] = ['amount', 'total'];

/** The price stepper of a limit order; a market order shows that it takes the market price. */
function PriceField({ ctx, draft, dispatch }: Omit<OrderFormProps, 'loggedIn'>) {
  const { t } = useTranslation('spot');
  const { pair } = ctx;
  if (draft.kind === 'market') {
    return (
      <div>
        <p className={styles.fieldLabel}>{t('form.price')}</p>
        <div className={form.marketPrice} data-testid="spot-market-price">
          {t('form.marketPrice')}
        </div>
        <MarketOrderNote side={draft.side} ctx={ctx} />
      </div>
    );
  }
  return (
    <StepperField
      id="spot-price"
      label={t('form.price')}
      value={draft.price}
      decimals={pair.price_decimals}
      unit={pair.quote}
      onChange={(price) => dispatch({ type: 'price', price })}
      onStep={(direction) =>
        dispatch({
          type: 'price',
          price: stepDecimal(
            draft.price || (ctx.lastPrice ?? ''),
            pair.tick_size,
            direction,
            pair.tick_size,
          ),
        })
      }
      testId="spot-price"
    />
  );
}

/** A stop-limit order's stop: it waits until a recorded price reaches it. */
function StopField({ ctx, draft, dispatch }: Omit<OrderFormProps, 'loggedIn'>) {
  const { t } = useTranslation('spot');
  const { pair } = ctx;
  return (
    <div>
      <StepperField
        id="spot-stop-price"
        label={t('form.stopPrice')}
        value={draft.stopPrice}
        decimals={pair.price_decimals}
        unit={pair.quote}
        onChange={(stopPrice) => dispatch({ type: 'stopPrice', stopPrice })}
        onStep={(direction) =>
          dispatch({
            type: 'stopPrice',
            stopPrice: stepDecimal(
              draft.stopPrice || (ctx.lastPrice ?? ''),
              pair.tick_size,
              direction,
              pair.tick_size,
            ),
          })
        }
        testId="spot-stop-price"
      />
      <p className={styles.fieldLabel} data-testid="spot-stop-note">
        {t('form.stopNote')}
      </p>
    </div>
  );
}

/** The size of the order: a base quantity, or (a market buy by total) the quote to spend. */
function SizeField({ ctx, draft, dispatch }: Omit<OrderFormProps, 'loggedIn'>) {
  const { t } = useTranslation('spot');
  const places = useMoneyPlaces();
  const { pair } = ctx;
  const marketBuy = draft.kind === 'market' && draft.side === 'buy';
  return (
    <>
      {marketBuy ? (
        <TabSwitch
          options={BY}
          value={draft.by}
          onChange={(by) => dispatch({ type: 'by', by })}
          label={t('form.by.label')}
          textOf={(by) => t(`form.by.${by}`, { code: by === 'total' ? pair.quote : pair.base })}
          testIdPrefix="spot-by"
        />
      ) : null}
      {byTotal(draft) ? (
        <StepperField
          id="spot-quote-qty"
          label={t('form.spend')}
          value={draft.total}
          decimals={places(pair.quote) ?? pair.price_decimals}
          unit={pair.quote}
          onChange={(total) => dispatch({ type: 'total', total })}
          onStep={(direction) =>
            dispatch({
              type: 'total',
              total: stepDecimal(draft.total, '1', direction, pair.min_notional),
            })
          }
          testId="spot-quote-qty"
        />
      ) : (
        <StepperField
          id="spot-amount"
          label={t('form.quantity')}
          value={draft.amount}
          decimals={pair.qty_decimals}
          unit={pair.base}
          onChange={(amount) => dispatch({ type: 'amount', amount })}
          onStep={(direction) =>
            dispatch({
              type: 'amount',
              amount: stepDecimal(draft.amount, pair.qty_step, direction, pair.min_qty),
            })
          }
          testId="spot-amount"
        />
      )}
    </>
  );
}

/** The share of the available balance the order uses: sets the quantity (or the total). */
function ShareSlider({ ctx, draft, dispatch }: Omit<OrderFormProps, 'loggedIn'>) {
  const { t } = useTranslation('spot');
  const places = useMoneyPlaces();
  return (
    <div className={styles.slider}>
      <PercentSlider
        marks={PERCENT_MARKS}
        label={t('form.share')}
        disabled={ctx.available === null}
        value={sliderPercent(draft, ctx)}
        onChange={(percent) => {
          if (byTotal(draft))
            dispatch({
              type: 'total',
              total: totalForPercent(ctx, percent, places(ctx.pair.quote) ?? 2),
              percent,
            });
          else
            dispatch({ type: 'percent', percent, amount: quantityForPercent(draft, ctx, percent) });
        }}
        testId="spot-slider"
      />
    </div>
  );
}

function Figures({ ctx, draft }: { ctx: OrderContext; draft: OrderDraft }) {
  const { t } = useTranslation('spot');
  const { pair } = ctx;
  const places = useMoneyPlaces();
  const total = orderTotal(draft, ctx);
  const [code, available] =
    draft.side === 'buy' ? [pair.quote, ctx.available?.quote] : [pair.base, ctx.available?.base];
  const totalText = total ? formatSpotMoney(total, places(pair.quote)) : NO_VALUE;
  return (
    <>
      <div className={form.figure}>
        <span>{t('form.total')}</span>
        <strong data-testid="spot-total">
          {draft.kind === 'market' && !byTotal(draft) && total ? `≈ ${totalText}` : totalText}{' '}
          {pair.quote}
        </strong>
      </div>
      <div className={form.figure}>
        <span>{t('form.available')}</span>
        <strong data-testid="spot-available" data-code={code}>
          {available === undefined ? NO_VALUE : formatSpotMoney(available, places(code))} {code}
        </strong>
      </div>
    </>
  );
}

/**
 * The spot order form: side, limit or market, price and quantity steppers, a slider over the
 * available balance, the total; checked here, confirmed in a sheet, then sent. Visitors see
 * the whole form and a "log in" button where "buy" would be.
 */
export function OrderForm({ ctx, draft, dispatch, loggedIn }: OrderFormProps) {
  const { t } = useTranslation('spot');
  const problemText = useProblemText<OrderProblem>(spotErrors);
  const places = useMoneyPlaces();
  const colorOf = useSideColor();
  const openLogin = useOpenLogin();
  const { problem, check, confirming, setConfirming } = useDraftCheck<OrderDraft, OrderProblem>(
    draft,
  );
  // The sheet (its summary, its order command) is built when first opened, not in every
  // render of the form: it was a tenth of the trade screen's first render.
  const [confirmOpened, setConfirmOpened] = useState(false);
  if (confirming && !confirmOpened) setConfirmOpened(true);
  // The lower half (share, figures, the main button) renders a task after the upper half:
  // together they were the trade screen's longest task on a phone. Nothing is below the form
  // yet at that moment (the lists under it wait for the screen to settle), so nothing moves.
  const lowerToo = useTaskAfter(true);
  const { pair } = ctx;

  const submit = () => {
    if (!loggedIn) return openLogin();
    check(validateOrder(draft, ctx, places(ctx.pair.quote) ?? 8));
  };

  return (
    <div
      className={styles.form}
      data-testid="spot-form"
      data-side={draft.side}
      data-kind={draft.kind}
    >
      <SegmentSwitch
        options={SIDES}
        value={draft.side}
        onChange={(side) => dispatch({ type: 'side', side })}
        label={t('form.side')}
        textOf={(side) => t(`side.${side}`)}
        colorOf={colorOf}
        testIdPrefix="spot-side"
      />
      <TabSwitch
        options={KINDS}
        value={draft.kind}
        onChange={(kind) => dispatch({ type: 'kind', kind })}
        label={t('form.kind')}
        textOf={(kind) => t(`kind.${kind}`)}
        testIdPrefix="spot-kind"
      />
      {draft.kind === 'stop' ? <StopField ctx={ctx} draft={draft} dispatch={dispatch} /> : null}
      <PriceField ctx={ctx} draft={draft} dispatch={dispatch} />
      <SizeField ctx={ctx} draft={draft} dispatch={dispatch} />
      {lowerToo ? (
        <>
          <ShareSlider ctx={ctx} draft={draft} dispatch={dispatch} />
          <Figures ctx={ctx} draft={draft} />
          <FormError
            message={problem && problemText(problem)}
            className={form.problem}
            testId="spot-form-error"
            code={problem ?? undefined}
          />
          <Button
            block
            shape="rounded"
            className={styles.submit}
            style={
              loggedIn
                ? {
                    '--background-color': colorOf(draft.side),
                    '--border-color': colorOf(draft.side),
                  }
                : undefined
            }
            color={loggedIn ? 'default' : 'primary'}
            onClick={submit}
            data-testid="spot-submit"
          >
            {loggedIn ? t(`form.submit.${draft.side}`, { base: pair.base }) : t('form.login')}
          </Button>
        </>
      ) : null}
      {confirmOpened ? (
        <OrderConfirmSheet
          visible={confirming}
          ctx={ctx}
          draft={draft}
          onClose={() => setConfirming(false)}
          onPlaced={() => {
            setConfirming(false);
            dispatch({ type: 'placed' });
          }}
        />
      ) : null}
    </div>
  );
}
