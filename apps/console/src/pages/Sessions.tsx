import { Table, Tag } from 'antd';
import type { Me } from '../App';
import { time, usePaged } from '../hooks';
import { useT } from '../i18n';

interface OperatorSession {
  id: number;
  operator_name: string;
  ip: string;
  user_agent: string;
  created_at: number;
  expires_at: number;
  current: boolean;
}

/** One's own sessions; an operator who may read the audit log sees every operator's. */
export function Sessions({ me }: { me: Me }) {
  const t = useT();
  const list = usePaged<OperatorSession>(
    me.permissions.includes('audit.read') ? '/api/admin/operator_sessions' : '/api/admin/sessions',
  );
  return (
    <Table<OperatorSession>
      rowKey="id"
      loading={list.loading}
      dataSource={list.rows}
      pagination={list.pagination}
      columns={[
        { title: t('common.id'), dataIndex: 'id' },
        { title: t('audit.operator'), dataIndex: 'operator_name' },
        { title: t('sess.ip'), dataIndex: 'ip' },
        { title: t('sess.agent'), dataIndex: 'user_agent', ellipsis: true },
        { title: t('common.time'), render: (_, r) => time(r.created_at) },
        { title: t('sess.expires'), render: (_, r) => time(r.expires_at) },
        {
          title: '',
          render: (_, r) => (r.current ? <Tag color="blue">{t('sess.current')}</Tag> : null),
        },
      ]}
    />
  );
}
