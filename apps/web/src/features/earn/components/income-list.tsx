import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DelayedLoading } from '../../../shared/ui/status-view';
import { useEarnIncome } from '../api/earn-api';
import { useMoney } from './format';
import styles from './earn.module.css';

/**
 * The income records of one order, one per UTC day, newest first. Inside an order card (itself
 * in a pulled, scrolled list), so the next page comes by a button, not by scrolling.
 */
export function IncomeList({ id }: { id: number }) {
  const money = useMoney();
  const { t } = useTranslation('earn');
  const query = useEarnIncome(id);
  if (query.isPending) return <DelayedLoading delayMs={200} />;
  if (query.isError)
    return (
      <Button size="mini" fill="none" color="primary" onClick={() => void query.refetch()}>
        {t('state.loadFailed')}
      </Button>
    );
  const records = query.data.pages.flatMap((p) => p.data);
  return (
    <div data-testid={`earn-income-${id}`}>
      {records.length === 0 ? <p className={styles.note}>{t('income.empty')}</p> : null}
      {records.map((r) => (
        <div className={styles.income} key={r.id} data-testid={`earn-income-${id}-${r.day}`}>
          <span>{r.day}</span>
          <strong>+{money(r.amount, r.currency_name)}</strong>
        </div>
      ))}
      {query.hasNextPage ? (
        <Button
          size="mini"
          fill="none"
          color="primary"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {t('income.more')}
        </Button>
      ) : null}
    </div>
  );
}
