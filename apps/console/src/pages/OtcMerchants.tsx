import { useState } from 'react';
import { Button, Modal, Space, Tag } from 'antd';
import { otcEndpoints, type AdminOtcMerchant } from '@tidemark/contracts';
import { call } from '../api';
import { time, useAction, usePaged } from '../hooks';
import { useT } from '../i18n';
import { askText, PagedTable, StatusFilter } from '../components';
import { REVIEW_STATUSES, userAccountText } from '../queue';

/** OTC merchant applications: approve, or reject with a reason the applicant is shown. */
export function OtcMerchants() {
  const t = useT();
  const [status, setStatus] = useState<AdminOtcMerchant['status']>('pending');
  const list = usePaged(otcEndpoints.merchantQueue, { status });
  const act = useAction();
  const [modal, holder] = Modal.useModal();
  const review = (r: AdminOtcMerchant, approve: boolean, reason?: string) =>
    act(
      () => call(otcEndpoints.reviewMerchant, { user_id: r.user_id, approve, reason }),
      list.reload,
    );
  return (
    <>
      {holder}
      <StatusFilter value={status} options={REVIEW_STATUSES} onChange={setStatus} />
      <PagedTable<AdminOtcMerchant>
        list={list}
        rowKey="user_id"
        columns={[
          { title: t('common.user'), render: (_, r) => userAccountText(r) },
          { title: t('otc.merchantName'), dataIndex: 'name' },
          { title: t('kyc.level'), dataIndex: 'kyc_level' },
          {
            title: t('otc.cards'),
            render: (_, r) => r.bank_cards.map((c) => <Tag key={c}>{c}</Tag>),
          },
          { title: t('common.time'), render: (_, r) => time(r.created) },
          {
            title: t('common.actions'),
            render: (_, r) =>
              r.status === 'pending' ? (
                <Space>
                  <Button
                    type="primary"
                    data-testid={`otc-merchant-approve-${r.user_id}`}
                    onClick={() =>
                      void modal.confirm({
                        title: `${t('common.approve')} · ${r.name} (${r.account})`,
                        onOk: () => review(r, true),
                      })
                    }
                  >
                    {t('common.approve')}
                  </Button>
                  <Button
                    danger
                    data-testid={`otc-merchant-reject-${r.user_id}`}
                    onClick={() =>
                      askText(modal, t('common.reason'), 2, (reason) => review(r, false, reason))
                    }
                  >
                    {t('common.reject')}
                  </Button>
                </Space>
              ) : (
                <span>
                  {time(r.reviewed)} {r.reject_reason ?? ''}
                </span>
              ),
          },
        ]}
      />
    </>
  );
}
