import { useState } from 'react';
import { Button, Modal, Space, Table } from 'antd';
import { api } from '../api';
import { time, useAction, usePaged } from '../hooks';
import { useT } from '../i18n';
import { askText, ErrorBanner, StatusFilter } from './shared';

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
  const [status, setStatus] = useState<'pending' | 'sent' | 'rejected'>('pending');
  const list = usePaged<WithdrawEntry>('/api/admin/withdrawals', { status });
  const act = useAction();
  const [modal, holder] = Modal.useModal();
  return (
    <>
      {holder}
      <StatusFilter
        value={status}
        options={['pending', 'sent', 'rejected'] as const}
        onChange={setStatus}
      />
      <ErrorBanner error={list.error} />
      <Table<WithdrawEntry>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        pagination={list.pagination}
        columns={[
          { title: t('common.id'), dataIndex: 'id' },
          { title: t('common.user'), dataIndex: 'user_id' },
          { title: t('common.amount'), render: (_, r) => `${r.amount} ${r.currency_name}` },
          { title: t('wd.receive'), dataIndex: 'receive' },
          { title: t('wd.destination'), render: (_, r) => `${r.chain} ${r.destination}` },
          { title: t('common.time'), render: (_, r) => time(r.created_at) },
          {
            title: t('common.actions'),
            render: (_, r) =>
              r.status === 'pending' ? (
                <Space>
                  <Button
                    type="primary"
                    data-testid={`withdraw-send-${r.id}`}
                    onClick={() =>
                      askText(modal, t('wd.txid'), 4, (txid) =>
                        act(
                          () => api('POST', '/api/admin/withdrawals/send', { id: r.id, txid }),
                          list.reload,
                        ),
                      )
                    }
                  >
                    {t('wd.send')}
                  </Button>
                  <Button
                    danger
                    onClick={() =>
                      askText(modal, t('common.reason'), 2, (reason) =>
                        act(
                          () => api('POST', '/api/admin/withdrawals/reject', { id: r.id, reason }),
                          list.reload,
                        ),
                      )
                    }
                  >
                    {t('common.reject')}
                  </Button>
                </Space>
              ) : (
                r.txid || r.reason
              ),
          },
        ]}
      />
    </>
  );
}
