import { useState } from 'react';
import { Segmented, Tag } from 'antd';
import { loansEndpoints, type AdminLoan } from '@tidemark/contracts';
import { time, usePaged } from '../hooks';
import { useFigures } from '../figures';
import { useT } from '../i18n';
import { PagedTable } from '../components';
import { userAccountText } from '../queue';

type Filter = 'all' | AdminLoan['status'];

/** Every loan with its LTV now (read-only): what the risk job watches, for operators. */
export function Loans() {
  const t = useT();
  const { money, percent: percentText } = useFigures();
  // LTV and rates come as fractions (0.5 is 50.00%).
  const percent = (fraction: string | null) => percentText(fraction, { fraction: true });
  const [status, setStatus] = useState<Filter>('open');
  const list = usePaged(loansEndpoints.adminList, status === 'all' ? {} : { status });
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
      <PagedTable<AdminLoan>
        list={list}
        columns={[
          { title: t('common.id'), dataIndex: 'id' },
          { title: t('loans.borrower'), render: (_, l) => userAccountText(l) },
          {
            title: t('loans.principal'),
            render: (_, l) => `${money(l.principal, l.loan_currency_name)} ${l.loan_currency_name}`,
          },
          {
            title: t('loans.interest'),
            render: (_, l) => money(l.interest, l.loan_currency_name),
          },
          {
            title: t('loans.collateral'),
            render: (_, l) =>
              `${money(l.collateral, l.collateral_currency_name)} ${l.collateral_currency_name}`,
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
