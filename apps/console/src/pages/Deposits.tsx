import { useState } from 'react';
import { Button, Modal, Space, Table } from 'antd';
import { api } from '../api';
import { time, useAction, usePaged } from '../hooks';
import { useT } from '../i18n';
import { askText, ErrorBanner, StatusFilter, Upload } from './shared';

interface DepositEntry {
  id: number;
  user_id: number;
  account: string;
  currency_name: string;
  amount: string;
  method: string;
  chain: string;
  voucher: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string;
  created_at: number;
}

export function Deposits() {
  const t = useT();
  const [status, setStatus] = useState<'pending' | 'approved' | 'rejected'>('pending');
  const list = usePaged<DepositEntry>('/api/admin/deposits', { status });
  const act = useAction();
  const [modal, holder] = Modal.useModal();
  return (
    <>
      {holder}
      <StatusFilter
        value={status}
        options={['pending', 'approved', 'rejected'] as const}
        onChange={setStatus}
      />
      <ErrorBanner error={list.error} />
      <Table<DepositEntry>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        pagination={list.pagination}
        columns={[
          { title: t('common.id'), dataIndex: 'id' },
          { title: t('common.user'), render: (_, r) => `${r.user_id} · ${r.account}` },
          { title: t('common.amount'), render: (_, r) => `${r.amount} ${r.currency_name}` },
          { title: t('dep.method'), render: (_, r) => `${r.method} ${r.chain}` },
          { title: t('dep.voucher'), render: (_, r) => <Upload name={r.voucher || null} /> },
          { title: t('common.time'), render: (_, r) => time(r.created_at) },
          {
            title: t('common.actions'),
            render: (_, r) =>
              r.status === 'pending' ? (
                <Space>
                  <Button
                    type="primary"
                    data-testid={`deposit-credit-${r.id}`}
                    onClick={() =>
                      modal.confirm({
                        title: `${t('dep.credit')} ${r.amount} ${r.currency_name} → ${r.user_id}`,
                        onOk: () =>
                          act(
                            () => api('POST', '/api/admin/deposits/approve', { id: r.id }),
                            list.reload,
                          ),
                      })
                    }
                  >
                    {t('dep.credit')}
                  </Button>
                  <Button
                    danger
                    onClick={() =>
                      askText(modal, t('common.reason'), 2, (reason) =>
                        act(
                          () => api('POST', '/api/admin/deposits/reject', { id: r.id, reason }),
                          list.reload,
                        ),
                      )
                    }
                  >
                    {t('common.reject')}
                  </Button>
                </Space>
              ) : (
                r.reason
              ),
          },
        ]}
      />
    </>
  );
}
