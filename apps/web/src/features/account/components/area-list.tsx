import { useMemo, useState } from 'react';
import { CheckList, SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { BCP47 } from '../../../shared/i18n/i18n';
import { useAppStore } from '../../../shared/store/app-store';
import { StatusView } from '../../../shared/ui/status-view';
import { areaName, searchAreas } from '../areas';
import styles from './area-list.module.css';

export interface AreaListProps {
  /** ISO code of the chosen area. */
  value: string;
  onSelect: (iso: string) => void;
}

/** Countries and regions with their calling codes, searchable by name or code. */
export function AreaList({ value, onSelect }: AreaListProps) {
  const { t } = useTranslation('account');
  const lang = useAppStore((s) => s.lang);
  const locale = BCP47[lang];
  const [query, setQuery] = useState('');
  const areas = useMemo(
    () =>
      searchAreas(query, locale)
        .map((area) => ({ ...area, name: areaName(area.iso, locale) }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [query, locale],
  );
  return (
    <div className={styles.wrap} data-testid="area-list">
      <div className={styles.search}>
        <SearchBar
          placeholder={t('area.search')}
          value={query}
          onChange={setQuery}
          data-testid="area-search"
        />
      </div>
      {areas.length === 0 ? (
        <StatusView icon="globe" title={t('area.empty')} testId="area-empty" />
      ) : (
        <CheckList
          value={[value]}
          onChange={(values) => {
            const next = values[0];
            if (typeof next === 'string') onSelect(next);
          }}
        >
          {areas.map((area) => (
            <CheckList.Item key={area.iso} value={area.iso} data-testid={`area-${area.iso}`}>
              <span className={styles.row}>
                <span>{area.name}</span>
                <span className={styles.dial}>+{area.dial}</span>
              </span>
            </CheckList.Item>
          ))}
        </CheckList>
      )}
    </div>
  );
}
