import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icons';
import { useLanguageName } from './language-name';
import styles from './language-button.module.css';

// The sheet (antd-mobile Popup and its animation library) loads on the first open, not with
// the home screen.
const LanguageSheet = lazy(() =>
  import('./language-sheet').then((module) => ({ default: module.LanguageSheet })),
);

/** A compact "globe + language" button that opens the language picker. */
export function LanguageButton({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState(false);
  // Stays mounted after the first open so the sheet can animate out.
  const [opened, setOpened] = useState(false);
  const name = useLanguageName();
  return (
    <>
      <button
        type="button"
        className={tone === 'light' ? `${styles.button} ${styles.light}` : styles.button}
        aria-label={`${t('header.changeLanguage')}: ${name}`}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid="language-button"
      >
        <Icon name="globe" size={16} />
        <span>{name}</span>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <LanguageSheet visible={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
