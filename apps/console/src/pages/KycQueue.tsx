import { Space } from 'antd';
import { adminEndpoints, type adminKycEntrySchema } from '@tidemark/contracts';
import type { z } from 'zod';
import { call } from '../api';
import { Upload } from '../components';
import { time } from '../hooks';
import { useT } from '../i18n';
import { ReviewQueue } from '../queue';
import { kycConfirm } from './reviews.logic';

type AdminKycEntry = z.infer<typeof adminKycEntrySchema>;

/** Identity applications: the documents beside the typed name and number, approved or refused. */
export function KycQueue() {
  const t = useT();
  return (
    <ReviewQueue<AdminKycEntry>
      endpoint={adminEndpoints.kycApplications}
      columns={[
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
      approve={{
        label: 'common.approve',
        testId: (r) => `kyc-approve-${r.id}`,
        confirm: (r) => kycConfirm(r, t),
        run: (r) => call(adminEndpoints.approveKyc, { id: r.id }),
      }}
      reject={adminEndpoints.rejectKyc}
    />
  );
}
