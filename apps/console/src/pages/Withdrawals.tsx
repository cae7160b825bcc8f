import { api } from '../api';
import { time } from '../hooks';
import { useT } from '../i18n';
import { QueuePage } from '../queue';

interface WithdrawEntry {
  id: number;
  user_id: number;
  currency_name: string;
  amount: string;
  fee: string;
  receive: string;
  method: string;
  chain: string;
  destination: string;
  status: 'pending' | 'sent' | 'rejected';
  txid: string;
  reason: string;
  created_at: number;
}

export function Withdrawals() {
  const t = useT();
  return (
    <QueuePage<WithdrawEntry, WithdrawEntry['status']>
      url="/api/admin/withdrawals"
      statuses={['pending', 'sent', 'rejected']}
      rowKey="id"
      isOpen={(r) => r.status === 'pending'}
      settled={(r) => r.txid || r.reason}
      columns={[
        { title: t('common.id'), dataIndex: 'id' },
        { title: t('common.user'), dataIndex: 'user_id' },
        { title: t('common.amount'), render: (_, r) => `${r.amount} ${r.currency_name}` },
        { title: t('wd.receive'), dataIndex: 'receive' },
        { title: t('wd.destination'), render: (_, r) => `${r.chain} ${r.destination}` },
        { title: t('common.time'), render: (_, r) => time(r.created_at) },
      ]}
      actions={[
        {
          label: 'wd.send',
          kind: 'primary',
          testId: (r) => `withdraw-send-${r.id}`,
          ask: { title: 'wd.txid', min: 4 },
          run: (r, txid) => api('POST', '/api/admin/withdrawals/send', { id: r.id, txid }),
        },
        {
          label: 'common.reject',
          kind: 'danger',
          ask: { title: 'common.reason', min: 2 },
          run: (r, reason) => api('POST', '/api/admin/withdrawals/reject', { id: r.id, reason }),
        },
      ]}
    />
  );
}
