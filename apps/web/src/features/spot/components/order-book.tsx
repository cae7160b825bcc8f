import { memo, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SPOT_DEPTH_LEVELS, type SpotPair } from '@tidemark/contracts';
import { useSpotDepth } from '../api/depth';
import { bookSides, type DepthRow } from '../depth-rows';
import { groupDecimals, groupLevels, groupSteps } from '../depth-grouping';
import { NO_VALUE, formatSpotPrice, formatSpotQty } from '../format';
import { useDepthBridge } from '../hooks/use-depth-bridge';
import { useSideColor } from '../hooks/use-side-colors';
import { SpotLoadError } from './states';
import styles from './spot.module.css';
import grouping from './market-data.module.css';

type BookSide = 'ask' | 'bid';

/** A level's accessible name from its shown price and amount (one translator for the book). */
type LevelLabel = (price: string, amount: string) => string;

/** Where the price goes in the translated "use price" sentence: no translation contains it. */
const PRICE_MARK = '\u0000';

/**
 * One level. Memoised on what it shows: a tick moves the last price between the sides and a
 * depth update changes a few levels, and neither should format all twenty again.
 */
const Level = memo(LevelRow, (before, after) => {
  const [a, b] = [before.row, after.row];
  return (
    a.price === b.price &&
    a.amount === b.amount &&
    a.barPercent === b.barPercent &&
    before.side === after.side &&
    before.pair === after.pair &&
    before.color === after.color &&
    before.onPick === after.onPick &&
    before.label === after.label
  );
});

function LevelRow({
  row,
  side,
  pair,
  color,
  onPick,
  label,
}: {
  row: DepthRow;
  side: BookSide;
  pair: SpotPair;
  color: string;
  onPick: (price: string) => void;
  label: LevelLabel;
}) {
  const price = formatSpotPrice(row.price, pair);
  const amount = formatSpotQty(row.amount, pair);
  return (
    <button
      type="button"
      className={styles.level}
      onClick={() => onPick(row.price)}
      aria-label={label(price, amount)}
      data-testid={`spot-depth-${side}`}
      data-price={row.price}
      data-amount={row.amount}
    >
      <span
        className={styles.bar}
        style={{ '--share': row.barPercent, background: color } as CSSProperties}
      />
      <span style={{ color }}>{price}</span>
      <span className={styles.levelAmount}>{amount}</span>
    </button>
  );
}

/**
 * One side as ten fixed slots (`rows` then empty ones, or the other way round above the last
 * price), keyed by slot: as levels come and go a slot's text changes and no row moves, so the
 * last price stays in one place and a changing book shifts no layout.
 */
function Slots({
  rows,
  emptyFirst,
  side,
  ...level
}: {
  rows: DepthRow[];
  emptyFirst: boolean;
  side: BookSide;
  pair: SpotPair;
  color: string;
  onPick: (price: string) => void;
  label: LevelLabel;
}) {
  const empty = Math.max(0, SPOT_DEPTH_LEVELS - rows.length);
  const slots: Array<DepthRow | null> = emptyFirst
    ? [...Array<null>(empty).fill(null), ...rows]
    : [...rows, ...Array<null>(empty).fill(null)];
  return (
    <>
      {slots.map((row, slot) =>
        row ? (
          <Level key={slot} row={row} side={side} {...level} />
        ) : (
          <div key={slot} className={styles.levelEmpty} aria-hidden="true">
            {NO_VALUE}
          </div>
        ),
      )}
    </>
  );
}

function BookSkeleton() {
  return (
    <div aria-hidden="true" data-testid="spot-depth-loading">
      {Array.from({ length: 12 }, (_, index) => (
        <Skeleton
          key={index}
          animated
          style={{ '--height': '14px', '--border-radius': '4px', margin: '6px 0' }}
        />
      ))}
    </div>
  );
}

function BookFrame({
  pair,
  children,
  footer,
}: {
  pair: SpotPair;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('spot');
  return (
    <section className={styles.book} aria-label={t('book.title')} data-testid="spot-depth">
      <div className={styles.bookHead}>
        <span>{t('book.price', { code: pair.quote })}</span>
        <span>{t('book.amount', { code: pair.base })}</span>
      </div>
      <div className={styles.bookBody}>{children}</div>
      {footer}
    </section>
  );
}

/**
 * The order book as it shows while its levels load: the trade screen's first render draws the
 * form and this, and the book itself a task later (`useTaskAfter`), so the two are not one
 * long task on a phone.
 */
export function OrderBookPlaceholder({ pair }: { pair: SpotPair }) {
  return (
    <BookFrame pair={pair} footer={<div className={grouping.grouping} aria-hidden="true" />}>
      <BookSkeleton />
    </BookFrame>
  );
}

/** The grouping of the book's prices: the pair's tick or 10, 100, 1000 ticks. */
function GroupingSelect({
  pair,
  step,
  onChange,
}: {
  pair: SpotPair;
  step: string;
  onChange: (step: string) => void;
}) {
  const { t } = useTranslation('spot');
  return (
    <label className={grouping.grouping}>
      <span>{t('book.grouping')}</span>
      <select
        value={step}
        onChange={(event) => onChange(event.target.value)}
        data-testid="spot-book-grouping"
      >
        {groupSteps(pair.tick_size).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The order book beside the form: ten asks above the last price, ten bids below, each with a
 * bar of the quantity resting up to it, gathered into the chosen price groups (bids rounded
 * down, asks up). Tapping a level puts its price into the form.
 *
 * Memoised: the trade screen's body renders again as its deferred parts arrive (the open
 * orders, the recent trades) and as the balance loads; the book, twenty levels of decimal
 * formatting, renders again only when its own props or its depth change (`onPick` must be
 * stable: `order-book.test.tsx`).
 */
export const OrderBook = memo(function OrderBook({
  pair,
  lastPrice,
  lastPriceColor,
  onPick,
}: {
  pair: SpotPair;
  lastPrice: string | null;
  lastPriceColor: string;
  onPick: (price: string) => void;
}) {
  const { t } = useTranslation('spot');
  const colorOf = useSideColor();
  const depth = useSpotDepth(pair.symbol);
  useDepthBridge(pair.symbol);
  const [step, setStep] = useState(pair.tick_size);
  const shown = useMemo(
    () => ({ ...pair, price_decimals: groupDecimals(step, pair.price_decimals) }),
    [pair, step],
  );
  const data = depth.data;
  // Grouped once per snapshot and step, not on each render.
  const sides = useMemo(
    () =>
      data
        ? bookSides({
            asks: groupLevels(data.asks, 'ask', step),
            bids: groupLevels(data.bids, 'bid', step),
          })
        : null,
    [data, step],
  );
  // What it shows first, then what it does: a name that leaves out the visible words fails
  // voice control users (who say what they see). The sentence is translated once with a
  // marker where the price goes, not once per level: twenty translations with interpolation
  // were a fifth of the book's first render on a phone.
  const label = useMemo<LevelLabel>(() => {
    const [before, after = ''] = t('book.usePrice', { price: PRICE_MARK }).split(PRICE_MARK);
    return (price, amount) => `${price} ${amount}, ${before}${price}${after}`;
  }, [t]);

  let body;
  if (depth.isPending) body = <BookSkeleton />;
  else if (depth.isError)
    body = (
      <SpotLoadError
        onRetry={() => void depth.refetch()}
        title={t('book.error')}
        testId="spot-depth-error"
      />
    );
  else if (sides) {
    const { asks, bids } = sides;
    body = (
      <>
        <Slots
          rows={asks}
          emptyFirst
          side="ask"
          pair={shown}
          color={colorOf('sell')}
          onPick={onPick}
          label={label}
        />
        <div className={styles.mid} style={{ color: lastPriceColor }} data-testid="spot-last-price">
          {lastPrice ? formatSpotPrice(lastPrice, pair) : NO_VALUE}
        </div>
        <Slots
          rows={bids}
          emptyFirst={false}
          side="bid"
          pair={shown}
          color={colorOf('buy')}
          onPick={onPick}
          label={label}
        />
      </>
    );
  }
  return (
    <BookFrame pair={pair} footer={<GroupingSelect pair={pair} step={step} onChange={setStep} />}>
      {body}
    </BookFrame>
  );
});
