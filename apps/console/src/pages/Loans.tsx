import { useState } from 'react';
import { Segmented, Table, Tag } from 'antd';
import type { AdminLoan } from '@tidemark/contracts';
import { time, usePaged } from '../hooks';
import { useT } from '../i18n';
import { ErrorBanner } from './shared';

type Filter = 'all' | AdminLoan['status'];

/** LTV as a percent with two places, from the server's fraction string (no float maths on money). */
function percent(fraction: string | null): string {
  if (fraction === null) return '—';
  const [int = '0', frac = ''] = fraction.split('.');
  const digits = `${int}${frac.padEnd(4, '0').slice(0, 4)}`.replace(/^0+(?=\d{3})/, '');
  return `${digits.slice(0, -2) || '0'}.${digits.slice(-2)}%`;
}

/** Every loan with its LTV now (read-only): what the risk job watches, for operators. */
export function Loans() {
  const t = useT();
  const [status, setStatus] = useState<Filter>('open');
  const list = usePaged<AdminLoan>('/api/admin/loans', status === 'all' ? {} : { status });
  return (
    <>
      <Segmented
        value={status}
        onChange={(v) => setStatus(v as Filter)}
        options={(['all', 'open', 'repaid', 'liquidated'] as const).map((o) => ({
          value: o,
          label: t(`loans.${o}`),
        }))}
        style={{ marginBottom: 16 }}
      />
      <ErrorBanner error={list.error} />
      <Table<AdminLoan>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        pagination={list.pagination}
        columns={[
          { title: t('common.id'), dataIndex: 'id' },
          { title: t('loans.borrower'), render: (_, l) => `${l.user_id} · ${l.account}` },
          {
            title: t('loans.principal'),
            render: (_, l) => `${l.principal} ${l.loan_currency_name}`,
          },
          { title: t('loans.interest'), dataIndex: 'interest' },
          {
            title: t('loans.collateral'),
            render: (_, l) => `${l.collateral} ${l.collateral_currency_name}`,
          },
          {
            title: t('loans.ltv'),
            render: (_, l) => (
              <span data-testid={`loan-ltv-${l.id}`}>
                {percent(l.ltv)}{' '}
                {l.margin_called ? <Tag color="orange">{t('loans.marginCalled')}</Tag> : null}
              </span>
            ),
          },
          { title: t('loans.rate'), render: (_, l) => percent(l.annual_rate) },
          {
            title: t('loans.term'),
            render: (_, l) =>
              l.term_days === 0 ? t('loans.flexible') : `${l.term_days} ${t('loans.days')}`,
          },
          { title: t('common.status'), render: (_, l) => t(`loans.${l.status}`) },
          { title: t('loans.opened'), render: (_, l) => time(l.opened_at) },
          { title: t('loans.due'), render: (_, l) => (l.due_at ? time(l.due_at) : '—') },
        ]}
      />
    </>
  );
}
