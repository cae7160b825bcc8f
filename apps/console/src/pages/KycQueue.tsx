import { useState } from 'react';
import { Button, Modal, Space, Table } from 'antd';
import { api } from '../api';
import { time, useAction, usePaged } from '../hooks';
import { useT } from '../i18n';
import { askText, ErrorBanner, StatusFilter, Upload } from './shared';

interface KycEntry {
  id: number;
  user_id: number;
  account: string;
  level: number;
  name: string | null;
  card_id: string | null;
  front_pic: string | null;
  reverse_pic: string | null;
  status: 'pending' | 'approved' | 'rejected';
  reason: string;
  created_at: number;
}

export function KycQueue() {
  const t = useT();
  const [status, setStatus] = useState<'pending' | 'approved' | 'rejected'>('pending');
  const list = usePaged<KycEntry>('/api/admin/kyc', { status });
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
      <Table<KycEntry>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        pagination={list.pagination}
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
          {
            title: t('common.actions'),
            render: (_, r) =>
              r.status === 'pending' ? (
                <Space>
                  <Button
                    type="primary"
                    data-testid={`kyc-approve-${r.id}`}
                    onClick={() =>
                      act(() => api('POST', '/api/admin/kyc/approve', { id: r.id }), list.reload)
                    }
                  >
                    {t('common.approve')}
                  </Button>
                  <Button
                    danger
                    onClick={() =>
                      askText(modal, t('common.reason'), 2, (reason) =>
                        act(
                          () => api('POST', '/api/admin/kyc/reject', { id: r.id, reason }),
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
