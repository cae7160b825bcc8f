import { Space } from 'antd';
import { adminKycDecisionResultSchema, adminKycEntrySchema } from '@tidemark/contracts';
import type { z } from 'zod';
import { api } from '../api';
import { time } from '../hooks';
import { useT } from '../i18n';
import { QueuePage } from '../queue';
import { Upload } from '../components';

type AdminKycEntry = z.infer<typeof adminKycEntrySchema>;

export function KycQueue() {
  const t = useT();
  return (
    <QueuePage<AdminKycEntry, AdminKycEntry['status']>
      url="/api/admin/kyc"
      item={adminKycEntrySchema}
      statuses={['pending', 'approved', 'rejected']}
      rowKey="id"
      isOpen={(r) => r.status === 'pending'}
      settled={(r) => r.reason}
      columns={[
        { title: t('common.id'), dataIndex: 'id' },
        { title: t('common.user'), render: (_, r) => `${r.user_id} · ${r.account}` },
        { title: t('kyc.level'), dataIndex: 'level' },
        { title: t('kyc.name'), dataIndex: 'name' },
        { title: t('kyc.card'), dataIndex: 'card_id' },
        {
          title: t('kyc.images'),
          render: (_, r) => (
            <Space>
              <Upload name={r.front_pic} />
              <Upload name={r.reverse_pic} />
            </Space>
          ),
        },
        { title: t('common.time'), render: (_, r) => time(r.created_at) },
      ]}
      actions={[
        {
          label: 'common.approve',
          kind: 'primary',
          testId: (r) => `kyc-approve-${r.id}`,
          confirm: (r) => `${t('common.approve')} · ${r.account} · ${t('kyc.level')} ${r.level}`,
          run: (r) =>
            api('POST', '/api/admin/kyc/approve', adminKycDecisionResultSchema, { id: r.id }),
        },
        {
          label: 'common.reject',
          kind: 'danger',
          ask: { title: 'common.reason', min: 2 },
          run: (r, reason) =>
            api('POST', '/api/admin/kyc/reject', adminKycDecisionResultSchema, {
              id: r.id,
              reason,
            }),
        },
      ]}
    />
  );
}
