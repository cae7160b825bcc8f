import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/routing/navigation';
import { Icon } from '../../../shared/ui/icons';
import { QUICK_ENTRIES } from '../quick-entries';
import styles from './home.module.css';

/** Two rows of five: with them the markets still start on the first screen of a phone. */
const FOLDED_COUNT = 10;

/**
 * The grid of home quick entries; each opens its route (with its query parameters). The first
 * two rows show until "All" unfolds the rest.
 */
export function QuickEntryGrid() {
  const { t } = useTranslation('home');
  const [all, setAll] = useState(false);
  const shown = all ? QUICK_ENTRIES : QUICK_ENTRIES.slice(0, FOLDED_COUNT);
  return (
    <section className={styles.card} aria-labelledby="home-quick-title">
      <div className={styles.cardHeader}>
        <h2 id="home-quick-title" className={styles.cardTitle}>
          {t('quick.title')}
        </h2>
        <button
          type="button"
          className={styles.moreLink}
          aria-expanded={all}
          aria-controls="home-quick-grid"
          onClick={() => setAll(!all)}
          data-testid="quick-entries-toggle"
        >
          {/* `n`, not `count`: a count makes i18next build the language's plural rules
              (Intl.PluralRules), most of this grid's first render on a phone; one form fits. */}
          {all ? t('quick.less') : t('quick.all', { n: QUICK_ENTRIES.length })}
          <Icon name={all ? 'chevronUp' : 'chevronDown'} size={14} />
        </button>
      </div>
      <ul id="home-quick-grid" className={styles.grid} data-testid="quick-entries">
        {shown.map((entry) => (
          <li key={entry.key}>
            <button
              type="button"
              className={styles.entry}
              onClick={() => void navigateTo(entry.path, entry.params)}
              data-testid={`quick-${entry.key}`}
            >
              <span
                className={styles.entryIcon}
                style={{ color: entry.color, background: `${entry.color}1a` }}
              >
                <Icon name={entry.icon} size={22} />
              </span>
              <span className={styles.entryLabel}>{t(`quick.${entry.key}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
