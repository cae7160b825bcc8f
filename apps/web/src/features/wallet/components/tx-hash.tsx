import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button';
import styles from './wallet.module.css';

/** A transaction hash as exchanges show it: its start and end, the whole of it copied. */
function shortHash(hash: string): string {
  return hash.length > 18 ? `${hash.slice(0, 10)}…${hash.slice(-6)}` : hash;
}

/** The transaction's hash (shortened, with copy) and its page on the block explorer if any. */
export function TxHashRow({ hash, explorerUrl }: { hash: string; explorerUrl: string }) {
  const { t } = useTranslation('wallet');
  return (
    <div className={styles.row}>
      <span>{t('chain.tx')}</span>
      <strong style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <span
          className={styles.mono}
          style={{ whiteSpace: 'nowrap' }}
          title={hash}
          data-testid="tx-hash"
        >
          {shortHash(hash)}
        </span>
        <CopyButton text={hash} testId="tx-hash-copy" />
        {explorerUrl ? (
          <a
            href={explorerUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.linkButton}
            data-testid="tx-explorer"
          >
            {t('chain.explorer')}
          </a>
        ) : null}
      </strong>
    </div>
  );
}
