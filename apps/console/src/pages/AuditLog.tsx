import { auditEntrySchema } from '@tidemark/contracts';
import { Table, Typography } from 'antd';
import { time, usePaged } from '../hooks';
import { useT } from '../i18n';
import { ErrorBanner } from '../components';
import type { z } from 'zod';

type AuditEntry = z.infer<typeof auditEntrySchema>;

export function AuditLog() {
  const t = useT();
  const list = usePaged('/api/admin/audit', auditEntrySchema);
  return (
    <>
      <ErrorBanner error={list.error} />
      <Table<AuditEntry>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        pagination={list.pagination}
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
    </>
  );
}
