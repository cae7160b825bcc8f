import { useState } from 'react';
import { Alert, Button, Card, Select, Space, Table } from 'antd';
import {
  backofficeEndpoints,
  consoleEndpoints,
  type consoleReportsSchema,
  HOUSE_PRODUCTS,
  type consoleHousePnlSchema,
} from '@tidemark/contracts';
import { call } from '../api';
import { BarChart, seriesColor } from '../chart';
import { time, useAction, useLoad } from '../hooks';
import { useFigures } from '../figures';
import { useT, type TextKey } from '../i18n';
import { ErrorBanner } from '../components';
import type { z } from 'zod';

type ReportData = z.infer<typeof consoleReportsSchema>;

export function Reports() {
  const t = useT();
  const { money } = useFigures();
  const { value, error, reload } = useLoad(consoleEndpoints.reports);
  const act = useAction();
  const check = value?.last_check;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      <ErrorBanner error={error} />
      <Card
        title={t('rep.check')}
        extra={
          <Button
            onClick={() => act(() => call(consoleEndpoints.ledgerCheck), reload)}
            data-testid="run-check"
          >
            {t('rep.runCheck')}
          </Button>
        }
      >
        {!check ? (
          t('rep.never')
        ) : (
          <Alert
            type={check.ok ? 'success' : 'error'}
            title={`${check.ok ? t('rep.ok') : t('rep.problems')} · ${time(check.ran_at)}`}
            description={
              check.problems.map((p) => `${p.kind}: ${p.detail}`).join('\n') || undefined
            }
          />
        )}
      </Card>
      <Card title={t('rep.system')}>
        <Table
          size="small"
          rowKey={(r) => `${r.system_code}-${r.currency}`}
          pagination={false}
          dataSource={value?.system_balances ?? []}
          columns={[
            { title: t('adj.systemAccount'), dataIndex: 'system_code' },
            { title: t('common.currency'), dataIndex: 'currency' },
            { title: t('users.available'), render: (_, r) => money(r.available, r.currency) },
            { title: t('users.frozenAmount'), render: (_, r) => money(r.frozen, r.currency) },
          ]}
        />
      </Card>
      <Card title={t('rep.liabilities')} data-testid="liabilities">
        <Alert type="info" title={t('rep.liabilitiesNote')} style={{ marginBottom: 16 }} />
        <Table
          size="small"
          rowKey="currency"
          pagination={false}
          dataSource={value?.liabilities ?? []}
          columns={[
            { title: t('common.currency'), dataIndex: 'currency' },
            { title: t('rep.inAccounts'), render: (_, r) => money(r.accounts, r.currency) },
            { title: t('rep.earnPrincipal'), render: (_, r) => money(r.earn, r.currency) },
            {
              title: t('rep.loanCollateral'),
              render: (_, r) => money(r.loan_collateral, r.currency),
            },
            { title: t('rep.total'), render: (_, r) => money(r.total, r.currency) },
          ]}
        />
      </Card>
      <HousePnl />
      <Flows flows={value?.flows ?? []} />
    </Space>
  );
}

type Flow = ReportData['flows'][number];

/** The currency to chart: USDT when present, else the first there is. */
function useCurrency(all: string[]) {
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked && all.includes(picked) ? picked : all.includes('USDT') ? 'USDT' : all[0];
  return [currency, setPicked] as const;
}

function CurrencyPicker({
  all,
  value,
  onChange,
}: {
  all: string[];
  value: string | undefined;
  onChange: (c: string) => void;
}) {
  return (
    <Select
      size="small"
      style={{ width: 110 }}
      value={value}
      onChange={onChange}
      options={all.map((c) => ({ value: c, label: c }))}
    />
  );
}

function Flows({ flows }: { flows: Flow[] }) {
  const t = useT();
  const { money } = useFigures();
  const all = [...new Set(flows.map((f) => f.currency))].sort();
  const [currency, setCurrency] = useCurrency(all);
  const rows = flows.filter((f) => f.currency === currency);
  const days = [...new Set(rows.map((f) => f.day))].sort();
  return (
    <Card
      title={t('rep.flows')}
      extra={<CurrencyPicker all={all} value={currency} onChange={setCurrency} />}
    >
      <BarChart
        testId="flows-chart"
        days={days}
        series={[
          { key: 'deposits', label: t('rep.deposits'), color: seriesColor(1) },
          { key: 'withdrawals', label: t('rep.withdrawals'), color: seriesColor(7) },
        ]}
        value={(day, key) => rows.find((r) => r.day === day)?.[key as 'deposits' | 'withdrawals']}
      />
      <Table
        size="small"
        style={{ marginTop: 16 }}
        rowKey={(r) => `${r.day}-${r.currency}`}
        pagination={{ pageSize: 10 }}
        dataSource={flows}
        columns={[
          { title: t('rep.day'), dataIndex: 'day' },
          { title: t('common.currency'), dataIndex: 'currency' },
          { title: t('rep.deposits'), render: (_, r) => money(r.deposits, r.currency) },
          { title: t('rep.withdrawals'), render: (_, r) => money(r.withdrawals, r.currency) },
        ]}
      />
    </Card>
  );
}

type PnlRow = z.infer<typeof consoleHousePnlSchema>['rows'][number];

/** What the house's accounts gained or paid out per product and day (read from the ledger). */
function HousePnl() {
  const t = useT();
  const { signed } = useFigures();
  const [days, setDays] = useState(30);
  const { value, error } = useLoad(backofficeEndpoints.housePnl, { days });
  const rows = value?.rows ?? [];
  const all = [...new Set(rows.map((r) => r.currency))].sort();
  const [currency, setCurrency] = useCurrency(all);
  const shown = rows.filter((r) => r.currency === currency);
  const dayList = [...new Set(shown.map((r) => r.day))].sort();
  const products = HOUSE_PRODUCTS.filter((p) => shown.some((r) => r.product === p));
  return (
    <Card
      title={t('rep.housePnl')}
      data-testid="house-pnl"
      extra={
        <Space>
          <Select
            size="small"
            value={days}
            onChange={setDays}
            options={[7, 30, 90].map((d) => ({ value: d, label: `${d} ${t('rep.days')}` }))}
          />
          <CurrencyPicker all={all} value={currency} onChange={setCurrency} />
        </Space>
      }
    >
      <ErrorBanner error={error} />
      <Alert type="info" title={t('rep.housePnlNote')} style={{ marginBottom: 16 }} />
      <BarChart
        testId="house-pnl-chart"
        days={dayList}
        series={products.map((p) => ({
          key: p,
          label: t(`product.${p}` as TextKey),
          color: seriesColor(HOUSE_PRODUCTS.indexOf(p)),
        }))}
        value={(day, key) => shown.find((r) => r.day === day && r.product === key)?.amount}
      />
      <Table<PnlRow>
        size="small"
        style={{ marginTop: 16 }}
        rowKey={(r) => `${r.day}-${r.product}-${r.currency}`}
        pagination={{ pageSize: 10 }}
        dataSource={[...rows].reverse()}
        columns={[
          { title: t('rep.day'), dataIndex: 'day' },
          {
            title: t('rep.product'),
            render: (_, r) => t(`product.${r.product}` as TextKey),
            filters: HOUSE_PRODUCTS.map((p) => ({ text: t(`product.${p}` as TextKey), value: p })),
            onFilter: (v, r) => r.product === v,
          },
          { title: t('common.currency'), dataIndex: 'currency' },
          { title: t('common.amount'), render: (_, r) => signed(r.amount, r.currency) },
        ]}
      />
    </Card>
  );
}
