import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/routing/navigation';
import type { Currency } from '../api/types';
import { CurrencyList } from './currency-sheet';
import styles from './wallet.module.css';

export type SelectAction = 'receive' | 'withdraw';

/** The currency picker before a deposit or a withdrawal. */
export function SelectView({
  currencies,
  action,
}: {
  currencies: readonly Currency[];
  action: SelectAction;
}) {
  const { t } = useTranslation('wallet');
  // Bank deposits accept any listed currency; crypto deposits need an open deposit channel.
  const shown = action === 'withdraw' ? currencies.filter((c) => c.can_withdraw) : currencies;
  return (
    <div className={styles.page} data-testid="select">
      <p className={styles.muted} style={{ margin: '0 4px' }}>
        {t(action === 'withdraw' ? 'select.withdrawHint' : 'select.receiveHint')}
      </p>
      <div className={styles.card} style={{ padding: 0 }}>
        <CurrencyList
          options={shown.map((c) => ({
            id: c.id,
            name: c.name,
            description: c.full_name,
            extra: c.subName,
          }))}
          onSelect={(id) => void navigateTo(`/pages/fund/${action}`, { currency: id })}
          testId="select-currency"
        />
      </div>
    </div>
  );
}
