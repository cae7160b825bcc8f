import { useMemo, useState } from 'react';
import { SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Ticker } from '@tidemark/contracts';
import { TickerList } from './ticker-list';
import styles from './pair.module.css';
import { LazyPopup } from '../../../shared/ui/lazy-popup';

/** Pairs whose symbol or name contains `text` (case-insensitive, "/" optional). */
export function filterTickers(tickers: readonly Ticker[], text: string): Ticker[] {
  const needle = text.trim().toUpperCase().replace(/\//g, '');
  if (!needle) return [...tickers];
  return tickers.filter(
    (t) => t.symbol.replace('/', '').includes(needle) || t.name.toUpperCase().includes(needle),
  );
}

/** A bottom sheet with a search box and the market list; picking a row switches the pair. */
export function PairPicker({
  open,
  tickers,
  onClose,
  onPick,
}: {
  open: boolean;
  tickers: readonly Ticker[];
  onClose: () => void;
  onPick: (symbol: string) => void;
}) {
  const { t } = useTranslation('market');
  const [text, setText] = useState('');
  const rows = useMemo(() => filterTickers(tickers, text), [tickers, text]);
  return (
    <LazyPopup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
      destroyOnClose
    >
      <div className={styles.sheet} data-testid="pair-picker">
        <h2 className={styles.sheetTitle}>{t('pair.choose')}</h2>
        <div className={styles.sheetSearch}>
          <SearchBar placeholder={t('search.placeholder')} value={text} onChange={setText} />
        </div>
        <div className={styles.sheetList}>
          <TickerList
            tickers={rows}
            testId="pair-picker-list"
            onOpen={(symbol) => {
              setText('');
              onPick(symbol);
            }}
          />
        </div>
      </div>
    </LazyPopup>
  );
}
