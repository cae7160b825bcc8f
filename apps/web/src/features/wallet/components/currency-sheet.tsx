import { useMemo, useState } from 'react';
import { SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './currency-sheet.module.css';
import walletStyles from './wallet.module.css';
import { LazyPopup } from '../../../shared/ui/lazy-popup';

export interface CurrencyOption {
  id: number;
  name: string;
  description?: string;
  extra?: string;
}

/** Filters by code or full name, case-insensitively. */
export function filterCurrencies<T extends CurrencyOption>(
  options: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...options];
  return options.filter(
    (o) =>
      o.name.toLowerCase().includes(needle) || (o.description ?? '').toLowerCase().includes(needle),
  );
}

export function CurrencyList({
  options,
  onSelect,
  selectedId,
  testId = 'currency',
}: {
  options: readonly CurrencyOption[];
  onSelect: (id: number) => void;
  selectedId?: number | undefined;
  testId?: string;
}) {
  const { t } = useTranslation('wallet');
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterCurrencies(options, search), [options, search]);
  return (
    <div className={styles.wrap}>
      <SearchBar
        placeholder={t('select.search')}
        value={search}
        onChange={setSearch}
        data-testid={`${testId}-search`}
      />
      <ul className={styles.list}>
        {shown.map((o) => (
          <li key={o.id}>
            <button
              type="button"
              className={o.id === selectedId ? `${styles.item} ${styles.selected}` : styles.item}
              onClick={() => onSelect(o.id)}
              data-testid={`${testId}-${o.name}`}
            >
              <span className={styles.logo} aria-hidden="true">
                {o.name.slice(0, 1)}
              </span>
              <span className={styles.text}>
                <strong>{o.name}</strong>
                {o.description ? <span>{o.description}</span> : null}
              </span>
              {o.extra ? <span className={styles.extra}>{o.extra}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p className={styles.none}>{t('select.none')}</p> : null}
    </div>
  );
}

/** A bottom sheet with the searchable currency list. */
export function CurrencySheet({
  visible,
  onClose,
  ...list
}: {
  visible: boolean;
  onClose: () => void;
  options: readonly CurrencyOption[];
  onSelect: (id: number) => void;
  selectedId?: number | undefined;
  testId?: string;
}) {
  const { t } = useTranslation('wallet');
  return (
    <LazyPopup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ borderRadius: '16px 16px 0 0', maxHeight: '75vh', overflowY: 'auto' }}
    >
      <div role="dialog" aria-label={t('select.title')}>
        <h2 className={styles.sheetTitle}>{t('select.title')}</h2>
        <CurrencyList
          {...list}
          onSelect={(id) => {
            list.onSelect(id);
            onClose();
          }}
        />
      </div>
    </LazyPopup>
  );
}

/** The "Currency" field of a wallet form: the chosen coin; a tap opens the currency sheet. */
export function CurrencyButton({
  currency,
  onOpen,
  testId,
}: {
  currency: { name: string; full_name: string } | undefined;
  onOpen: () => void;
  testId: string;
}) {
  const { t } = useTranslation('wallet');
  return (
    <>
      <span className={walletStyles.label} style={{ marginTop: 0 }}>
        {t('field.currency')}
      </span>
      <button
        type="button"
        className={walletStyles.selectButton}
        onClick={onOpen}
        data-testid={testId}
      >
        <strong>{currency?.name ?? ''}</strong>
        <span className={walletStyles.muted}>{currency?.full_name}</span>
      </button>
    </>
  );
}
