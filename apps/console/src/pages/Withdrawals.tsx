import { Descriptions, Space, Tag, Typography } from 'antd';
import {
  WITHDRAW_STATUSES,
  chainEndpoints,
  walletEndpoints,
  type adminWithdrawEntrySchema,
} from '@tidemark/contracts';
import type { z } from 'zod';
import { call } from '../api';
import { useFigures } from '../figures';
import { time, useLoad } from '../hooks';
import { useT, type TextKey } from '../i18n';
import { QueuePage } from '../queue';
import { Hash } from '../components';
import {
  hasTransaction,
  inFlight,
  isOnChain,
  withdrawalState,
  withdrawalSteps,
  type WithdrawalStep,
} from './withdrawals.logic';

type WithdrawEntry = z.infer<typeof adminWithdrawEntrySchema>;

const TxLink = ({ hash, url }: { hash: string; url: string }) => (
  <Hash hash={hash} url={url || undefined} testId="withdraw-explorer" />
);

/** The transaction of an on-chain withdrawal: sender, nonce and every signed version. */
function TxDetail({ id }: { id: number }) {
  const t = useT();
  const tx = useLoad(chainEndpoints.withdrawalTx, { id });
  if (!tx.value) return tx.error ? <Typography.Text>{tx.error.message}</Typography.Text> : null;
  const v = tx.value;
  return (
    <Descriptions size="small" column={2} data-testid={`withdraw-tx-${id}`}>
      <Descriptions.Item label={t('wd.sender')}>
        <Typography.Text code>{v.sender}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('wd.nonce')}>{v.nonce}</Descriptions.Item>
      <Descriptions.Item label={t('wd.hashes')} span={2}>
        <Space orientation="vertical" size={0}>
          {v.hashes.map((h) => (
            <Space key={h}>
              <Typography.Text code copyable>
                {h}
              </Typography.Text>
              {h === v.confirmed_hash ? <Tag color="green">{t('wd.confirmedHash')}</Tag> : null}
            </Space>
          ))}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('chain.confirmations')}>{v.confirmations}</Descriptions.Item>
    </Descriptions>
  );
}

export function Withdrawals() {
  const t = useT();
  const { money } = useFigures();
  // The chains the platform runs: crypto withdrawals on them are approved and signed here;
  // any other one (and bank transfers) is paid outside and closed with its reference.
  const chains = useLoad(chainEndpoints.status);
  const run = new Set((chains.value ?? []).map((c) => c.chain));
  const onChain = (r: WithdrawEntry) => isOnChain(r, run);
  const offers = (step: WithdrawalStep) => (r: WithdrawEntry) =>
    withdrawalSteps(r, onChain(r)).includes(step);
  const state = (r: WithdrawEntry) =>
    withdrawalState(r, t(`common.${r.status}` as TextKey) ?? r.status);
  return (
    <QueuePage<WithdrawEntry, WithdrawEntry['status']>
      endpoint={walletEndpoints.adminWithdrawals}
      statuses={WITHDRAW_STATUSES}
      live
      isOpen={(r) => withdrawalSteps(r, onChain(r)).length > 0}
      settled={(r) => (r.txid ? <TxLink hash={r.txid} url={r.explorer_url} /> : r.reason || null)}
      expandable={{
        rowExpandable: (r) => hasTransaction(r, onChain(r)),
        expandedRowRender: (r) => <TxDetail id={r.id} />,
      }}
      columns={[
        { title: t('common.id'), dataIndex: 'id' },
        { title: t('common.user'), dataIndex: 'user_id' },
        {
          title: t('common.amount'),
          render: (_, r) => `${money(r.amount, r.currency_name)} ${r.currency_name}`,
        },
        { title: t('wd.receive'), render: (_, r) => money(r.receive, r.currency_name) },
        { title: t('wd.destination'), render: (_, r) => `${r.chain} ${r.destination}` },
        {
          title: t('common.status'),
          render: (_, r) => (
            <Space orientation="vertical" size={0}>
              <Tag data-testid={`withdraw-status-${r.id}`}>{state(r)}</Tag>
              {r.txid && inFlight(r) ? <TxLink hash={r.txid} url={r.explorer_url} /> : null}
            </Space>
          ),
        },
        { title: t('common.time'), render: (_, r) => time(r.created_at) },
      ]}
      actions={[
        {
          label: 'common.approve',
          kind: 'primary',
          testId: (r) => `withdraw-approve-${r.id}`,
          when: offers('approve'),
          confirm: (r) => `${t('common.approve')} #${r.id} · ${r.amount} ${r.currency_name}`,
          run: (r) => call(walletEndpoints.approveWithdrawal, { id: r.id }),
        },
        {
          label: 'wd.secondApprove',
          kind: 'primary',
          testId: (r) => `withdraw-second-approve-${r.id}`,
          when: offers('secondApprove'),
          confirm: (r) => `${t('wd.secondApprove')} #${r.id} · ${r.amount} ${r.currency_name}`,
          run: (r) => call(walletEndpoints.approveWithdrawal, { id: r.id }),
        },
        {
          label: 'wd.speedUp',
          testId: (r) => `withdraw-speed-up-${r.id}`,
          when: offers('speedUp'),
          run: (r) => call(chainEndpoints.speedUpWithdrawal, { id: r.id }),
        },
        {
          label: 'wd.send',
          kind: 'primary',
          testId: (r) => `withdraw-send-${r.id}`,
          when: offers('send'),
          ask: { title: 'wd.txid', min: 4 },
          run: (r, txid) => call(walletEndpoints.sendWithdrawal, { id: r.id, txid }),
        },
        {
          label: 'common.reject',
          kind: 'danger',
          testId: (r) => `withdraw-reject-${r.id}`,
          when: offers('reject'),
          ask: { title: 'common.reason', min: 2 },
          run: (r, reason) => call(walletEndpoints.rejectWithdrawal, { id: r.id, reason }),
        },
      ]}
    />
  );
}
