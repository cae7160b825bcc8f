import { nftEndpoints } from '@tidemark/contracts';
import { call } from '../api';
import { useT } from '../i18n';
import { QueuePage } from '../queue';

/** NFT listings and resales waiting for review (the NFT module's operator routes). */
export function NftReviews() {
  const t = useT();
  return (
    <QueuePage
      endpoint={nftEndpoints.reviews}
      isOpen={() => true}
      columns={[
        { title: t('common.id'), dataIndex: 'id' },
        { title: t('nft.code'), dataIndex: 'code' },
        { title: t('kyc.name'), dataIndex: 'name' },
        { title: t('common.currency'), dataIndex: 'currency_name' },
      ]}
      actions={[
        {
          label: 'common.approve',
          kind: 'primary',
          testId: (r) => `nft-approve-${r.id}`,
          confirm: (r) => `${t('common.approve')} · ${r.code} ${r.name}`,
          run: (r) => call(nftEndpoints.approve, { id: r.id }),
        },
        {
          label: 'common.reject',
          kind: 'danger',
          ask: { title: 'common.reason', min: 2 },
          run: (r, reason) => call(nftEndpoints.reject, { id: r.id, reason }),
        },
      ]}
    />
  );
}
