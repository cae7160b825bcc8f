import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { NOT_IN_LEDGER, NOT_IN_TICK_LOG } from '@tidemark/contracts';
import { LoadError, LoadingLines, failureHint } from '../../../shared/ui/load-states';
import { StatusView } from '../../../shared/ui/status-view';
import { useMySettlements } from '../api';
import { checkAll, type CheckedRow } from '../checks';
import styles from './verify-settlements.module.css';

const DAY_S = 86_400;
const RANGES = { day: 1, week: 7, month: 30 } as const;
type Range = keyof typeof RANGES;

const tickTime = (ms: number | null) =>
  ms === null ? '--' : new Date(ms).toISOString().replace('T', ' ').slice(0, 23) + ' UTC';

/** Stored or expected values that are words (a verdict, a close reason, a currency side) read translated. */
const WORDS = new Set(['win', 'loss', 'tie', 'manual', 'tp', 'sl', 'liquidation', 'coin', 'usdt']);

function say(t: TFunction<'verify'>, v: string | null): string {
  if (v === null) return '--';
  if (v === NOT_IN_TICK_LOG) return t('not_in_tick_log');
  if (v === NOT_IN_LEDGER) return t('not_in_ledger');
  return WORDS.has(v) ? t(`outcomes.${v}`) : v;
}

function Row({ row }: { row: CheckedRow }) {
  const { t } = useTranslation('verify');
  const ok = row.mismatches.length === 0;
  return (
    <li
      className={styles.row}
      data-testid="verify-row"
      data-kind={row.kind}
      data-id={row.id}
      data-ok={ok ? 'yes' : 'no'}
    >
      <div className={styles.head}>
        <span className={ok ? styles.ok : styles.bad} data-testid="verify-mark">
          {ok ? '✓' : '✗'}
        </span>
        <span className={styles.title}>
          {t(`kinds.${row.kind}`)} #{row.id} · {row.label}
        </span>
      </div>
      <div className={styles.detail}>
        {t('price')}: {row.price ?? '--'} · {t('tick_time')}: {tickTime(row.tickMs)}
      </div>
      <div className={styles.detail}>
        {t('stored')}:{' '}
        {row.outcome === null && row.amount === null
          ? '--'
          : [row.outcome === null ? null : say(t, row.outcome), row.amount]
              .filter(Boolean)
              .join(' ')}
      </div>
      {ok ? null : (
        <ul className={styles.mismatches} data-testid="verify-mismatches">
          {row.mismatches.map((m) => (
            <li key={m.field}>
              {t(`fields.${m.field}`, { defaultValue: m.field })}: {t('stored')} {say(t, m.stored)}{' '}
              · {t('expected')} {say(t, m.expected)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * Assets → "Verify my settlements": the user's settlements of a period, of every kind the
 * contracts' verifier knows (options, contract closes, stops, liquidations, copies closed with
 * their trader, limit entries, dual investment, the minute game), each recomputed here from the recorded ticks with the same rules as
 * `npm run verify`, and marked ✓ or ✗ with the price and the tick time it used.
 */
export function VerifySettlementsView({ nowS = Math.floor(Date.now() / 1000) }: { nowS?: number }) {
  const { t } = useTranslation('verify');
  const [range, setRange] = useState<Range>('week');
  const to = Math.ceil(nowS / 60) * 60 + 60;
  const from = to - RANGES[range] * DAY_S;
  const query = useMySettlements(from, to);
  const rows = useMemo(() => (query.data ? checkAll(query.data) : []), [query.data]);
  const verified = rows.filter((r) => r.mismatches.length === 0).length;

  return (
    <div className={styles.page} data-testid="verify-settlements">
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.ranges} role="tablist">
        {(Object.keys(RANGES) as Range[]).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={key === range}
            className={key === range ? styles.active : styles.range}
            data-testid={`verify-range-${key}`}
            onClick={() => setRange(key)}
          >
            {t(`ranges.${key}`)}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <LoadingLines testId="verify-loading" />
      ) : query.isError ? (
        <LoadError
          title={t('load_failed')}
          hint={failureHint(query.error)}
          onRetry={() => void query.refetch()}
          wide
          testId="verify-error"
        />
      ) : rows.length === 0 ? (
        <StatusView icon="orders" title={t('empty')} testId="verify-empty" />
      ) : (
        <>
          <p className={styles.summary} data-testid="verify-summary">
            {t('summary', { ok: verified, total: rows.length })}
          </p>
          <ul className={styles.list}>
            {rows.map((row) => (
              <Row key={row.key} row={row} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
