import { copytradeEndpoints, type copyApplicationSchema } from '@tidemark/contracts';
import { call } from '../api';
import { time } from '../hooks';
import { useT } from '../i18n';
import { QueuePage, StatusTag } from '../queue';
import type { z } from 'zod';

type Application = z.infer<typeof copyApplicationSchema>;

/** The copy-trading module's trader statuses, in its numbering (0 applied ... 3 stopped). */
const STATUSES = ['pending', 'approved', 'rejected', 'stopped'] as const;

/** Copy-trading trader applications: a compliance decision, audited by the copytrade module. */
export function TraderApplications() {
  const t = useT();
  return (
    <QueuePage<Application, (typeof STATUSES)[number]>
      endpoint={copytradeEndpoints.applications}
      statuses={STATUSES}
      statusValue={(s) => STATUSES.indexOf(s)}
      rowKey="user_id"
      isOpen={(r) => r.status === 0}
      settled={(r) => (
        <>
          <StatusTag status={STATUSES[r.status] ?? String(r.status)} />
          {r.reject_reason}
        </>
      )}
      columns={[
        { title: t('common.user'), dataIndex: 'user_id' },
        { title: t('trader.nickname'), dataIndex: 'nickname' },
        { title: t('trader.introduction'), dataIndex: 'introduction', ellipsis: true },
        { title: t('trader.experience'), dataIndex: 'experience', ellipsis: true },
        { title: t('common.time'), render: (_, r) => time(r.applied_at) },
      ]}
      actions={[
        {
          label: 'common.approve',
          kind: 'primary',
          testId: (r) => `trader-approve-${r.user_id}`,
          confirm: (r) => `${t('common.approve')} ${r.nickname} (${r.user_id})`,
          run: (r) =>
            call(copytradeEndpoints.decide, {
              user_id: r.user_id,
              approve: true,
            }),
        },
        {
          label: 'common.reject',
          kind: 'danger',
          testId: (r) => `trader-reject-${r.user_id}`,
          ask: { title: 'common.reason', min: 2 },
          run: (r, reason) =>
            call(copytradeEndpoints.decide, {
              user_id: r.user_id,
              approve: false,
              reason,
            }),
        },
      ]}
    />
  );
}
