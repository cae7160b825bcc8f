import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../shared/ui/paged-list';
import { useEarnIncome } from '../api/earn-api';
import { money } from './format';
import styles from './earn.module.css';

/** The income records of one order, one per UTC day, newest first. */
export function IncomeList({ id }: { id: number }) {
  const { t } = useTranslation('earn');
  const query = useEarnIncome(id);
  return (
    <PagedList
      query={query}
      itemKey={(r) => r.id}
      renderItem={(r) => (
        <div className={styles.income} data-testid={`earn-income-${id}-${r.day}`}>
          <span>{r.day}</span>
          <strong>+{money(r.amount, r.currency_name)}</strong>
        </div>
      )}
      compact
      emptyTitle={t('income.empty')}
      errorTitle={t('state.loadFailed')}
      testId={`earn-income-${id}`}
    />
  );
}
