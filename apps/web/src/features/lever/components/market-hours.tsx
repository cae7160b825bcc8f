import { useTranslation } from 'react-i18next';
import { formatDate, nextMarketOpen, type MarketHours } from '@tidemark/contracts';
import { useNow } from '../../../shared/hooks/use-now';
import styles from './lever.module.css';

const HOUR_MS = 3_600_000;

/**
 * An instrument's trading hours, whether it trades now, and when it opens next while closed
 * (stocks, forex and commodities trade Monday to Friday, UTC).
 */
export function MarketHoursCard({ hours }: { hours: MarketHours }) {
  const { t } = useTranslation('lever');
  // The time now, once a minute: enough for "opens in 1 d 4 h".
  const now = useNow(60_000);
  const next = nextMarketOpen(hours, now);
  const left = next === null ? 0 : Math.ceil((next - now) / HOUR_MS);
  return (
    <section className={styles.hours} data-testid="market-hours" data-open={next === null}>
      <p className={styles.hoursTitle}>{t(`hours.${hours}`)}</p>
      {next === null ? (
        <p className={styles.hoursOpen}>{t('hours.open')}</p>
      ) : (
        <p className={styles.hoursClosed} data-testid="market-next-open">
          {t('hours.nextOpen', {
            time: `${formatDate(Math.floor(next / 1000), 'yyyy-mm-dd hh:MM', { timeZone: 'UTC' })} UTC`,
            days: Math.floor(left / 24),
            hours: left % 24,
          })}
        </p>
      )}
    </section>
  );
}
