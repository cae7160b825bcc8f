import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/routing/navigation';
import { Icon } from '../../../shared/ui/icons';
import { QUICK_ENTRIES } from '../quick-entries';
import styles from './home.module.css';

/** The grid of home quick entries; each opens its route (with its query parameters). */
export function QuickEntryGrid() {
  const { t } = useTranslation('home');
  return (
    <section className={styles.card} aria-labelledby="home-quick-title">
      <div className={styles.cardHeader}>
        <h2 id="home-quick-title" className={styles.cardTitle}>
          {t('quick.title')}
        </h2>
      </div>
      <ul className={styles.grid} data-testid="quick-entries">
        {QUICK_ENTRIES.map((entry) => (
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
