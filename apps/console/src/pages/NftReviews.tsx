import { Button, Modal, Space, Table } from 'antd';
import { api } from '../api';
import { useAction, usePaged } from '../hooks';
import { useT } from '../i18n';
import { askText, ErrorBanner } from './shared';

interface NftItem {
  id: number;
  code: string;
  name: string;
  currency_name: string;
  description: string;
}

/** NFT listings and resales waiting for review (the NFT module's operator routes). */
export function NftReviews() {
  const t = useT();
  const list = usePaged<NftItem>('/api/admin/nft/reviews');
  const act = useAction();
  const [modal, holder] = Modal.useModal();
  return (
    <>
      {holder}
      <ErrorBanner error={list.error} />
      <Table<NftItem>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        pagination={list.pagination}
        columns={[
          { title: t('common.id'), dataIndex: 'id' },
          { title: 'code', dataIndex: 'code' },
          { title: t('kyc.name'), dataIndex: 'name' },
          { title: t('common.currency'), dataIndex: 'currency_name' },
          {
            title: t('common.actions'),
            render: (_, r) => (
              <Space>
                <Button
                  type="primary"
                  onClick={() =>
                    act(() => api('POST', '/api/admin/nft/approve', { id: r.id }), list.reload)
                  }
                >
                  {t('common.approve')}
                </Button>
                <Button
                  danger
                  onClick={() =>
                    askText(modal, t('common.reason'), 2, (reason) =>
                      act(
                        () => api('POST', '/api/admin/nft/reject', { id: r.id, reason }),
                        list.reload,
                      ),
                    )
                  }
                >
                  {t('common.reject')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
