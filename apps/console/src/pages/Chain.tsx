import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Descriptions,
  Empty,
  Input,
  Modal,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import {
  chainEndpoints,
  type adminChainAlertSchema,
  type adminChainDepositSchema,
  type adminChainStatusSchema,
} from '@tidemark/contracts';
import type { z } from 'zod';
import { call } from '../api';
import { useFigures } from '../figures';
import { time, useAction, useLoad, usePaged } from '../hooks';
import { useT, type TextKey } from '../i18n';
import { useLiveRefresh } from '../live';
import { Hash, PagedTable, StatusFilter, ErrorBanner } from '../components';
import { progress } from './withdrawals.logic';
import {
  alertOpen,
  DEPOSIT_FILTERS,
  depositQuery,
  evidenceLines,
  orDash,
  resolutionReady,
  resolvePayload,
} from './chain.logic';

/** What the operator routes answer, as the contracts describe it. */
type ChainStatus = z.infer<typeof adminChainStatusSchema>;
type ChainAlert = z.infer<typeof adminChainAlertSchema>;
type ChainDeposit = z.infer<typeof adminChainDepositSchema>;

const HASHLIKE = /^0x[0-9a-fA-F]{40,}$/;

function Evidence({ detail }: { detail: unknown }) {
  return (
    <div data-testid="chain-alert-evidence">
      {evidenceLines(detail).map(([label, value]) => (
        <div key={label}>
          <Typography.Text type="secondary">{label}: </Typography.Text>
          {HASHLIKE.test(value) ? (
            <Hash hash={value} />
          ) : (
            <Typography.Text>{value}</Typography.Text>
          )}
        </div>
      ))}
    </div>
  );
}

function StatusCard({ status }: { status: ChainStatus }) {
  const t = useT();
  const { money } = useFigures();
  return (
    <Card
      title={status.chain}
      data-testid={`chain-status-${status.chain}`}
      extra={
        <Badge
          status={status.reachable ? 'success' : 'error'}
          text={
            <span data-testid="chain-reachable">
              {t(status.reachable ? 'chain.reachable' : 'chain.unreachable')}
            </span>
          }
        />
      }
    >
      <Descriptions size="small" column={3}>
        <Descriptions.Item label={t('chain.head')}>
          <span data-testid="chain-head">{orDash(status.head)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('chain.cursor')}>{orDash(status.cursor)}</Descriptions.Item>
        <Descriptions.Item label={t('chain.lag')}>{orDash(status.lag)}</Descriptions.Item>
        <Descriptions.Item label={t('chain.confirmations')}>
          {status.confirmations}
        </Descriptions.Item>
        <Descriptions.Item label={t('chain.watcher')}>{status.watcher ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('chain.openAlerts')}>{status.open_alerts}</Descriptions.Item>
        <Descriptions.Item label={t('chain.hotWallet')} span={3}>
          <Typography.Text code copyable>
            {status.hot_wallet.address}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        pagination={false}
        rowKey="currency_id"
        dataSource={status.hot_wallet.balances}
        columns={[
          { title: t('common.currency'), dataIndex: 'currency_name' },
          {
            title: t('chain.hotWallet'),
            render: (_, b) => (
              <Space data-testid={`hot-balance-${b.currency_name}`}>
                {b.amount === null ? '—' : money(b.amount, b.currency_name)}
                {b.low ? <Tag color="red">{t('chain.low')}</Tag> : null}
              </Space>
            ),
          },
          { title: t('chain.queued'), render: (_, b) => money(b.queued, b.currency_name) },
        ]}
      />
    </Card>
  );
}

function ResolveButton({ alert, onDone }: { alert: ChainAlert; onDone: () => Promise<void> }) {
  const t = useT();
  const act = useAction();
  const [open, setOpen] = useState(false);
  const [resolution, setResolution] = useState('');
  const [release, setRelease] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const ok = await act(
      () => call(chainEndpoints.resolveAlert, resolvePayload(alert.id, resolution, release)),
      onDone,
    );
    setBusy(false);
    if (ok) setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid={`chain-alert-resolve-${alert.id}`}>
        {t('chain.resolve')}
      </Button>
      <Modal
        open={open}
        title={`${t('chain.resolve')} · ${t(`chain.alert.${alert.kind}` as TextKey)} #${alert.id}`}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ disabled: !resolutionReady(resolution), loading: busy }}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('chain.resolution')}</Typography.Text>
          <Input.TextArea
            rows={3}
            maxLength={500}
            value={resolution}
            onChange={(e) => setResolution(e.target.value)}
            data-testid="chain-alert-resolution"
          />
          <Checkbox
            checked={release}
            onChange={(e) => setRelease(e.target.checked)}
            data-testid="chain-alert-release"
          >
            {t('chain.releaseHold')}
          </Checkbox>
        </Space>
      </Modal>
    </>
  );
}

function Alerts() {
  const t = useT();
  const list = usePaged(chainEndpoints.alerts);
  useLiveRefresh(list.reload);
  return (
    <Card title={t('chain.alerts')} data-testid="chain-alerts">
      <PagedTable<ChainAlert>
        list={list}
        live
        size="small"
        locale={{ emptyText: <Empty description={t('chain.noAlerts')} /> }}
        columns={[
          { title: t('common.id'), dataIndex: 'id' },
          { title: t('chain.network'), dataIndex: 'chain' },
          {
            title: t('chain.kind'),
            render: (_, a) => (
              <Tag color={alertOpen(a) ? 'red' : 'default'}>
                {t(`chain.alert.${a.kind}` as TextKey)}
              </Tag>
            ),
          },
          { title: t('chain.subject'), dataIndex: 'subject' },
          { title: t('chain.evidence'), render: (_, a) => <Evidence detail={a.detail} /> },
          { title: t('common.time'), render: (_, a) => time(a.created_at) },
          {
            title: t('common.actions'),
            render: (_, a) =>
              alertOpen(a) ? (
                <ResolveButton alert={a} onDone={list.reload} />
              ) : (
                <Space orientation="vertical" size={0}>
                  <Tag color="green">{t('chain.resolved')}</Tag>
                  <Typography.Text type="secondary">{a.resolution}</Typography.Text>
                </Space>
              ),
          },
        ]}
      />
    </Card>
  );
}

function Deposits() {
  const t = useT();
  const { money } = useFigures();
  const [status, setStatus] = useState<(typeof DEPOSIT_FILTERS)[number]>('all');
  const list = usePaged(chainEndpoints.adminDeposits, depositQuery(status));
  useLiveRefresh(list.reload);
  return (
    <Card title={t('chain.deposits')} data-testid="chain-deposits">
      <StatusFilter
        value={status}
        options={DEPOSIT_FILTERS}
        onChange={setStatus}
        label={(s) => (s === 'all' ? t('chain.all') : t(`common.${s}` as TextKey))}
      />
      <PagedTable<ChainDeposit>
        list={list}
        live
        size="small"
        columns={[
          { title: t('common.id'), dataIndex: 'id' },
          { title: t('common.user'), dataIndex: 'user_id' },
          { title: t('chain.network'), dataIndex: 'chain' },
          {
            title: t('common.amount'),
            render: (_, d) => `${money(d.amount, d.currency_name)} ${d.currency_name}`,
          },
          {
            title: t('chain.confirmations'),
            render: (_, d) => (
              <span data-testid="chain-deposit-confirmations">
                {progress(d.confirmations, d.required)}
              </span>
            ),
          },
          {
            title: t('common.status'),
            render: (_, d) => <Tag>{t(`common.${d.status}` as TextKey)}</Tag>,
          },
          {
            title: t('chain.tx'),
            render: (_, d) => <Hash hash={d.tx_hash} url={d.explorer_url || undefined} />,
          },
          { title: t('chain.address'), render: (_, d) => <Hash hash={d.address} /> },
          { title: t('chain.sender'), render: (_, d) => <Hash hash={d.sender} /> },
          { title: t('chain.block'), dataIndex: 'block_number' },
          { title: t('common.time'), render: (_, d) => time(d.created_at) },
        ]}
      />
    </Card>
  );
}

/** The chains the platform runs: node and watcher health, the hot wallet, alerts, deposits. */
export function Chain() {
  const status = useLoad(chainEndpoints.status);
  useLiveRefresh(status.reload);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="chain-page">
      <ErrorBanner error={status.error} />
      {(status.value ?? []).map((s) => (
        <StatusCard key={s.chain} status={s} />
      ))}
      <Alerts />
      <Deposits />
    </Space>
  );
}
