import { Table, Tag } from 'antd';
import { time, usePaged } from '../hooks';
import { useT } from '../i18n';

interface OperatorSession {
  id: number;
  ip: string;
  user_agent: string;
  created_at: number;
  expires_at: number;
  current: boolean;
}

export function Sessions() {
  const t = useT();
  const list = usePaged<OperatorSession>('/api/admin/sessions');
  return (
    <Table<OperatorSession>
      rowKey="id"
      loading={list.loading}
      dataSource={list.rows}
      pagination={list.pagination}
      columns={[
        { title: t('common.id'), dataIndex: 'id' },
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
