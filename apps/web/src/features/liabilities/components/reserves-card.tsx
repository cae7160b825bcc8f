import { useTranslation } from 'react-i18next';
import type { Reserves } from '@tidemark/contracts';
import { divideDecimals, subtractDecimals } from '../../../shared/format/decimal';
import { moneyText, percentText } from '../../../shared/format/precision';
import { failureHint, LoadError } from '../../../shared/ui/load-states';
import page from '../../../shared/ui/product-page.module.css';
import { useReserves } from '../api';
import styles from './verify.module.css';

const PLACES = 8;

function CurrencyRow({ chain, c }: { chain: string; c: Reserves['currencies'][number] }) {
  const { t } = useTranslation('liabilities');
  const covered = !subtractDecimals(c.total, c.liabilities).startsWith('-');
  const owesNothing = /^0(\.0*)?$/.test(c.liabilities);
  const id = `reserves-${chain}-${c.currency_name}`;
  return (
    <li className={styles.reserve} data-testid={id}>
      <div className={page.row}>
        <strong>{t('reserves.currency', { currency: c.currency_name, chain })}</strong>
        <span
          className={covered ? styles.ok : styles.failed}
          data-testid={`${id}-covered`}
          data-covered={covered}
        >
          {covered ? `✓ ${t('reserves.covered')}` : `✗ ${t('reserves.short')}`}
        </span>
      </div>
      <div className={page.row}>
        <span>{t('reserves.held')}</span>
        <strong data-testid={`${id}-held`}>{moneyText(c.total, PLACES)}</strong>
      </div>
      <div className={page.row}>
        <span>{t('reserves.owed')}</span>
        <strong data-testid={`${id}-owed`}>{moneyText(c.liabilities, PLACES)}</strong>
      </div>
      <div className={page.row}>
        <span>{t('reserves.ratio')}</span>
        <strong data-testid={`${id}-ratio`}>
          {owesNothing
            ? '—'
            : percentText(divideDecimals(c.total, c.liabilities, 6), { fraction: true })}
        </strong>
      </div>
    </li>
  );
}

/** Proof of reserves: per chain and currency, what is held on chain beside what users are owed. */
export function ReservesCard() {
  const { t } = useTranslation('liabilities');
  const reserves = useReserves();
  return (
    <section className={page.card} data-testid="reserves">
      <h2 className={page.title}>{t('reserves.title')}</h2>
      <p className={page.text}>{t('reserves.intro')}</p>
      {reserves.isError ? (
        <LoadError
          title={t('reserves.loadFailed')}
          hint={failureHint(reserves.error)}
          onRetry={() => void reserves.refetch()}
          testId="reserves-error"
        />
      ) : reserves.data && reserves.data.length === 0 ? (
        <p className={page.text} data-testid="reserves-none">
          {t('reserves.none')}
        </p>
      ) : (
        reserves.data?.map((r) => (
          <div key={r.chain}>
            <div className={page.row}>
              <span>{t('reserves.block', { chain: r.chain })}</span>
              <strong data-testid={`reserves-${r.chain}-block`}>{r.block_number}</strong>
            </div>
            <ul className={styles.sums}>
              {r.currencies.map((c) => (
                <CurrencyRow key={c.currency_id} chain={r.chain} c={c} />
              ))}
            </ul>
          </div>
        ))
      )}
      <p className={page.text}>{t('reserves.check')}</p>
    </section>
  );
}
