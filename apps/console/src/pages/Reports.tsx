import { Alert, Button, Card, Space, Table } from 'antd';
import { api } from '../api';
import { time, useAction, useLoad } from '../hooks';
import { useT } from '../i18n';
import { ErrorBanner } from './shared';

interface Check {
  ok: boolean;
  problems: Array<{ kind: string; detail: string }>;
  ran_at: number;
}
interface ReportData {
  last_check: Check | null;
  system_balances: Array<{
    system_code: string;
    currency: string;
    available: string;
    frozen: string;
  }>;
  liabilities: Array<{ currency: string; available: string; frozen: string; total: string }>;
  flows: Array<{ day: string; currency: string; deposits: string; withdrawals: string }>;
}

export function Reports() {
  const t = useT();
  const { value, error, reload } = useLoad<ReportData>('/api/admin/reports');
  const act = useAction();
  const check = value?.last_check;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      <ErrorBanner error={error} />
      <Card
        title={t('rep.check')}
        extra={
          <Button
            onClick={() => act(() => api('POST', '/api/admin/reports/ledger_check'), reload)}
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
            { title: t('users.available'), dataIndex: 'available' },
            { title: t('users.frozenAmount'), dataIndex: 'frozen' },
          ]}
        />
      </Card>
      <Card title={t('rep.liabilities')}>
        <Table
          size="small"
          rowKey="currency"
          pagination={false}
          dataSource={value?.liabilities ?? []}
          columns={[
            { title: t('common.currency'), dataIndex: 'currency' },
            { title: t('users.available'), dataIndex: 'available' },
            { title: t('users.frozenAmount'), dataIndex: 'frozen' },
            { title: t('rep.total'), dataIndex: 'total' },
          ]}
        />
      </Card>
      <Card title={t('rep.flows')}>
        <Table
          size="small"
          rowKey={(r) => `${r.day}-${r.currency}`}
          pagination={false}
          dataSource={value?.flows ?? []}
          columns={[
            { title: t('rep.day'), dataIndex: 'day' },
            { title: t('common.currency'), dataIndex: 'currency' },
            { title: t('rep.deposits'), dataIndex: 'deposits' },
            { title: t('rep.withdrawals'), dataIndex: 'withdrawals' },
          ]}
        />
      </Card>
    </Space>
  );
}
