import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/icons';
import { LanguageSheet, useLanguageName } from './language-sheet';
import styles from './language-button.module.css';

/** A compact "globe + language" button that opens the language picker. */
export function LanguageButton({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState(false);
  const name = useLanguageName();
  return (
    <>
      <button
        type="button"
        className={tone === 'light' ? `${styles.button} ${styles.light}` : styles.button}
        aria-label={`${t('header.changeLanguage')}: ${name}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="language-button"
      >
        <Icon name="globe" size={16} />
        <span>{name}</span>
      </button>
      <LanguageSheet visible={open} onClose={() => setOpen(false)} />
    </>
  );
}
