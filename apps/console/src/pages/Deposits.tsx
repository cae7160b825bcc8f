import { adminDepositEntrySchema, adminWalletDecisionResultSchema } from '@tidemark/contracts';
import type { z } from 'zod';
import { api } from '../api';
import { time } from '../hooks';
import { useT } from '../i18n';
import { QueuePage } from '../queue';
import { Upload } from '../components';

type AdminDepositEntry = z.infer<typeof adminDepositEntrySchema>;

export function Deposits() {
  const t = useT();
  return (
    <QueuePage<AdminDepositEntry, AdminDepositEntry['status']>
      url="/api/admin/deposits"
      item={adminDepositEntrySchema}
      statuses={['pending', 'approved', 'rejected']}
      rowKey="id"
      isOpen={(r) => r.status === 'pending'}
      settled={(r) => r.reason}
      columns={[
        { title: t('common.id'), dataIndex: 'id' },
        { title: t('common.user'), render: (_, r) => `${r.user_id} · ${r.account}` },
        { title: t('common.amount'), render: (_, r) => `${r.amount} ${r.currency_name}` },
        { title: t('dep.method'), render: (_, r) => `${r.method} ${r.chain}` },
        { title: t('dep.voucher'), render: (_, r) => <Upload name={r.voucher || null} /> },
        { title: t('common.time'), render: (_, r) => time(r.created_at) },
      ]}
      actions={[
        {
          label: 'dep.credit',
          kind: 'primary',
          testId: (r) => `deposit-credit-${r.id}`,
          confirm: (r) => `${t('dep.credit')} ${r.amount} ${r.currency_name} → ${r.user_id}`,
          run: (r) =>
            api('POST', '/api/admin/deposits/approve', adminWalletDecisionResultSchema, {
              id: r.id,
            }),
        },
        {
          label: 'common.reject',
          kind: 'danger',
          ask: { title: 'common.reason', min: 2 },
          run: (r, reason) =>
            api('POST', '/api/admin/deposits/reject', adminWalletDecisionResultSchema, {
              id: r.id,
              reason,
            }),
        },
      ]}
    />
  );
}
