import { useTranslation } from 'react-i18next';
import type { OptionOrder } from '@tidemark/contracts';
import { useUpDownColor } from '../../../shared/theme/theme';
import { useDirectionColor } from '../hooks/use-direction-color';
import { useOrderFigures } from '../hooks/use-order-figures';
import { directionOf, formatTickTime, outcomeFor, outcomeOf, priceMove } from '../option-rules';
import styles from './options.module.css';

/** The two ticks an order is decided by: price and time (to the ms) of each. */
export function TickPair({ order }: { order: OptionOrder }) {
  const { t } = useTranslation('options');
  const figures = useOrderFigures(order);
  return (
    <dl className={styles.ticks} data-testid="option-ticks">
      <div className={styles.tick}>
        <dt>{t('order.openPrice')}</dt>
        <dd data-testid="option-open-price">{figures.price(order.open_price)}</dd>
        <dd data-testid="option-open-time">{formatTickTime(order.open_tick_ms)}</dd>
      </div>
      <div className={styles.tick}>
        <dt>{t('order.closePrice')}</dt>
        <dd data-testid="option-close-price">
          {order.end_price ? figures.price(order.end_price) : t('order.pending')}
        </dd>
        <dd data-testid="option-close-time">
          {order.end_tick_ms !== null ? formatTickTime(order.end_tick_ms) : t('order.closeRule')}
        </dd>
      </div>
    </dl>
  );
}

/** The headline of a settled order: won, lost or tied, and the profit. */
export function OutcomeBadge({ order }: { order: OptionOrder }) {
  const { t } = useTranslation('options');
  const figures = useOrderFigures(order);
  const colorOf = useUpDownColor();
  const outcome = outcomeOf(order);
  if (!outcome) return null;
  const color = colorOf(outcome === 'win' ? 1 : outcome === 'loss' ? -1 : 0);
  return (
    <div className={styles.outcome} data-testid="option-outcome" data-outcome={outcome}>
      <span className={styles.outcomeTitle} style={{ color }}>
        {t(`result.${outcome}`)}
      </span>
      <span className={styles.outcomeAmount} style={{ color }} data-testid="option-profit">
        {figures.signed(order.fact_profits ?? '0')} {order.currency_name}
      </span>
    </div>
  );
}

/**
 * How the result follows from the two ticks, in three lines: the rule of the chosen direction,
 * how the close compares with the open, and what that means for the stake.
 */
export function ResultExplanation({ order }: { order: OptionOrder }) {
  const { t } = useTranslation('options');
  const figures = useOrderFigures(order);
  const colorOf = useDirectionColor();
  const direction = directionOf(order.type);
  const outcome = outcomeOf(order);
  const params = {
    open: figures.price(order.open_price),
    close: order.end_price ? figures.price(order.end_price) : '',
    stake: figures.stake(order.number),
    payout: figures.money(order.payout ?? '0'),
    ratio: order.profit_ratio,
    currency: order.currency_name,
  };
  const move = order.end_price ? priceMove(order.open_price, order.end_price) : null;
  return (
    <ol className={styles.explain} data-testid="option-explanation">
      <li>
        <strong style={{ color: colorOf(direction) }}>{t(`direction.${direction}`)}</strong>
        {': '}
        {t(`explain.rule.${direction}`)}
      </li>
      {move ? <li data-testid="option-explain-move">{t(`explain.move.${move}`, params)}</li> : null}
      {move && outcome ? (
        <li data-testid="option-explain-outcome">
          {/* The rule applied to the move must give the stored result; say so when it does. */}
          {outcomeFor(direction, move) === outcome
            ? t(`explain.outcome.${outcome}`, params)
            : t('explain.mismatch')}
        </li>
      ) : (
        <li>{t('explain.pending')}</li>
      )}
    </ol>
  );
}
