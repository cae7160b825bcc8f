import { Button } from 'antd-mobile';
import { PullToRefresh } from '../../../shared/ui/pull-to-refresh';
import { formatDate } from '@tidemark/contracts';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/routing/navigation';
import { showToast } from '../../../shared/ui/feedback';
import { useDeleteAddress } from '../api/address-delete';
import { useAddresses } from '../api/address-list';
import type { AddressEntry } from '../api/types';
import { CopyButton } from './copy-button';
import { EmptyState, QueryView } from './query-views';
import { DATE_TIME_FORMAT } from './record-items';
import styles from './wallet.module.css';
import { confirmDialog } from '../../../shared/ui/confirm-dialog';

function Entry({ entry }: { entry: AddressEntry }) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const remove = useDeleteAddress();
  const confirmDelete = async () => {
    const ok = await confirmDialog({
      content: t('address.deleteConfirm', { name: entry.name }),
      confirmText: t('address.delete'),
      cancelText: tc('actions.cancel'),
    });
    if (!ok) return;
    await remove.mutateAsync(entry.id);
    showToast(t('address.deleted'), 'success');
  };
  return (
    <div className={styles.listItem} data-testid="address-entry">
      <div className={styles.listHead}>
        <span>{entry.name}</span>
        <span className={styles.muted}>
          {entry.currency_name} · {entry.chain}
        </span>
      </div>
      <div className={styles.row}>
        <span className={styles.mono}>{entry.address}</span>
        <CopyButton text={entry.address} />
      </div>
      <div className={styles.row}>
        <span
          className={entry.usable ? styles.statusDone : styles.statusPending}
          data-testid="address-usable"
        >
          {entry.usable
            ? t('address.usable')
            : t('address.usableAt', { time: formatDate(entry.usable_at, DATE_TIME_FORMAT) })}
        </span>
        <button
          type="button"
          className={styles.linkButton}
          style={{ color: 'var(--tm-error)' }}
          onClick={() => void confirmDelete().catch(() => undefined)}
          data-testid="address-delete"
        >
          {t('address.delete')}
        </button>
      </div>
    </div>
  );
}

/** The address book: every saved withdrawal address, its cool-down and a delete action. */
export function AddressBook() {
  const { t } = useTranslation('wallet');
  const query = useAddresses();
  const add = () => void navigateTo('/pages/setting/addWallet');
  return (
    <PullToRefresh
      onRefresh={async () => {
        await query.refetch();
      }}
    >
      <div className={styles.page} data-testid="address-book">
        <p className={styles.notice}>{t('address.coolingNote')}</p>
        <QueryView query={query}>
          {(entries) =>
            entries.length === 0 ? (
              <EmptyState title={t('address.empty')} />
            ) : (
              <div className={styles.listCard}>
                {entries.map((e) => (
                  <Entry key={e.id} entry={e} />
                ))}
              </div>
            )
          }
        </QueryView>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          onClick={add}
          data-testid="address-add"
        >
          {t('address.add')}
        </Button>
      </div>
    </PullToRefresh>
  );
}
