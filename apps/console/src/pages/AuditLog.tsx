import { adminEndpoints, type auditEntrySchema } from '@tidemark/contracts';
import { Typography } from 'antd';
import { time, usePaged } from '../hooks';
import { useT } from '../i18n';
import { PagedTable } from '../components';
import type { z } from 'zod';

type AuditEntry = z.infer<typeof auditEntrySchema>;

export function AuditLog() {
  const t = useT();
  const list = usePaged(adminEndpoints.audit);
  return (
    <PagedTable<AuditEntry>
      list={list}
      columns={[
        { title: t('common.id'), dataIndex: 'id' },
        { title: t('common.time'), render: (_, r) => time(r.at) },
        { title: t('audit.operator'), dataIndex: 'operator' },
        { title: t('audit.action'), dataIndex: 'action' },
        { title: t('audit.target'), render: (_, r) => `${r.target_type} ${r.target_id}` },
        {
          title: t('audit.detail'),
          render: (_, r) => (
            <Typography.Text code style={{ whiteSpace: 'pre-wrap', fontSize: 12 }}>
              {JSON.stringify(r.detail)}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}
