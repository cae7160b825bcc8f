import { useTranslation } from 'react-i18next';
import { navigateBack } from '../../../shared/routing/navigation';
import { useBankCard } from '../api/bank-card-info';
import type { CardKind } from '../api/types';
import { BankCardForm } from './bank-card-form';
import { QueryView } from './query-views';
import styles from './wallet.module.css';

/** Loads the saved card (if any) into the form; back to the previous page once saved. */
export function BankCardPage({ kind }: { kind: CardKind }) {
  const { t } = useTranslation('wallet');
  const card = useBankCard(kind);
  return (
    <div className={styles.page} data-testid={`bank-${kind}`}>
      <p className={styles.notice}>{t(`card.hint.${kind}`)}</p>
      <QueryView query={card}>
        {(data) => (
          <BankCardForm
            kind={kind}
            card={data}
            onSaved={() => navigateBack('/pages/setting/setting')}
          />
        )}
      </QueryView>
    </div>
  );
}
