import { walletEndpoints, type adminDepositEntrySchema } from '@tidemark/contracts';
import type { z } from 'zod';
import { call } from '../api';
import { Upload } from '../components';
import { time } from '../hooks';
import { useT } from '../i18n';
import { ReviewQueue } from '../queue';
import { depositConfirm } from './reviews.logic';

type AdminDepositEntry = z.infer<typeof adminDepositEntrySchema>;

/** Deposits declared by hand (a bank transfer, a voucher): credited or refused here. */
export function Deposits() {
  const t = useT();
  return (
    <ReviewQueue<AdminDepositEntry>
      endpoint={walletEndpoints.adminDeposits}
      columns={[
        { title: t('common.amount'), render: (_, r) => `${r.amount} ${r.currency_name}` },
        { title: t('dep.method'), render: (_, r) => `${r.method} ${r.chain}` },
        { title: t('dep.voucher'), render: (_, r) => <Upload name={r.voucher || null} /> },
        { title: t('common.time'), render: (_, r) => time(r.created_at) },
      ]}
      approve={{
        label: 'dep.credit',
        testId: (r) => `deposit-credit-${r.id}`,
        confirm: (r) => depositConfirm(r, t),
        run: (r) => call(walletEndpoints.approveDeposit, { id: r.id }),
      }}
      reject={walletEndpoints.rejectDeposit}
    />
  );
}
