import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBills, type BillFilter } from '../api/bills';
import { useCurrencies } from '../api/currency-list';
import { ACCOUNT_ORDER, accountLabelKey } from './accounts';
import { CurrencySheet } from './currency-sheet';
import { PagedList } from './query-views';
import { BillItem } from './record-items';
import styles from './wallet.module.css';

/** Bills (ledger entries) with filters by currency and account type. */
export function BillsView({ initial = {} }: { initial?: BillFilter }) {
  const { t } = useTranslation('wallet');
  const [filter, setFilter] = useState<BillFilter>(initial);
  const [picking, setPicking] = useState(false);
  const currencies = useCurrencies();
  const bills = useBills(filter);
  const currencyName = currencies.data?.find((c) => c.id === filter.currency)?.name;
  const options = [
    { id: 0, name: t('bills.allCurrencies') },
    ...(currencies.data ?? []).map((c) => ({ id: c.id, name: c.name, description: c.full_name })),
  ];

  return (
    <div className={styles.page} data-testid="bills">
      <div className={styles.card}>
        <button
          type="button"
          className={styles.selectButton}
          onClick={() => setPicking(true)}
          data-testid="bills-currency"
        >
          <span>{currencyName ?? t('bills.allCurrencies')}</span>
          <span className={styles.muted}>{t('bills.currency')}</span>
        </button>
        <div
          className={styles.chips}
          style={{ marginTop: 10 }}
          role="group"
          aria-label={t('bills.account')}
        >
          {[undefined, ...ACCOUNT_ORDER].map((type) => (
            <button
              key={type ?? 'all'}
              type="button"
              className={filter.type === type ? `${styles.chip} ${styles.chipActive}` : styles.chip}
              aria-pressed={filter.type === type}
              onClick={() => setFilter((f) => ({ ...f, type }))}
              data-testid={`bills-type-${type ?? 'all'}`}
            >
              {type === undefined ? t('bills.allAccounts') : t(accountLabelKey(type))}
            </button>
          ))}
        </div>
      </div>
      <PagedList
        query={bills}
        itemKey={(bill) => bill.id}
        renderItem={(bill) => <BillItem bill={bill} />}
        emptyText={t('bills.empty')}
        testId="bills-list"
      />
      <CurrencySheet
        visible={picking}
        onClose={() => setPicking(false)}
        options={options}
        selectedId={filter.currency ?? 0}
        onSelect={(id) => setFilter((f) => ({ ...f, currency: id === 0 ? undefined : id }))}
        testId="bills-currency-option"
      />
    </div>
  );
}
