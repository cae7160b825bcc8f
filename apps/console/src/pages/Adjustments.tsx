import {
  ADJUSTMENT_SYSTEM_ACCOUNTS,
  consoleEndpoints,
  type consoleAdjustmentCreateRequest,
  type consoleAdjustmentSchema,
} from '@tidemark/contracts';
import { Button, Card, Form, Input, InputNumber, Select } from 'antd';
import { call } from '../api';
import type { Me } from '../me';
import { time, useAction } from '../hooks';
import { useT, type TextKey } from '../i18n';
import { QueuePage, REVIEW_STATUSES, StatusTag } from '../queue';
import {
  ADJUSTMENT_AMOUNT,
  adjustmentConfirm,
  canDecideAdjustment,
  proposalPayload,
} from './reviews.logic';
import type { z } from 'zod';

type Adjustment = z.infer<typeof consoleAdjustmentSchema>;

/** Proposed by one operator, posted only when another approves: never a direct balance edit. */
export function Adjustments({ me }: { me: Me }) {
  const t = useT();
  return (
    <QueuePage<Adjustment, Adjustment['status']>
      endpoint={consoleEndpoints.adjustments}
      statuses={REVIEW_STATUSES}
      header={(reload) => <ProposeForm onDone={reload} />}
      isOpen={(r) => canDecideAdjustment(r, me)}
      settled={(r) => <StatusTag status={r.status} />}
      columns={[
        { title: t('common.id'), dataIndex: 'id' },
        { title: t('common.user'), dataIndex: 'user_id' },
        {
          title: t('users.accountType'),
          render: (_, r) => t(`acct.${r.account_type}` as TextKey),
        },
        { title: t('common.amount'), render: (_, r) => `${r.amount} ${r.currency}` },
        { title: t('adj.systemAccount'), dataIndex: 'system_account' },
        { title: t('adj.ticket'), dataIndex: 'ticket' },
        { title: t('common.reason'), dataIndex: 'reason' },
        { title: t('adj.createdBy'), dataIndex: 'created_by_name' },
        { title: t('adj.decidedBy'), render: (_, r) => r.decided_by_name ?? '' },
        { title: t('common.time'), render: (_, r) => time(r.created_at) },
      ]}
      actions={[
        {
          label: 'common.approve',
          kind: 'primary',
          testId: (r) => `adj-approve-${r.id}`,
          confirm: (r) => adjustmentConfirm(r, t),
          run: (r) => call(consoleEndpoints.approveAdjustment, { id: r.id }),
        },
        {
          label: 'common.reject',
          kind: 'danger',
          ask: { title: 'common.reason', min: 0 },
          run: (r, note) =>
            call(consoleEndpoints.rejectAdjustment, {
              id: r.id,
              note,
            }),
        },
      ]}
    />
  );
}

function ProposeForm({ onDone }: { onDone: () => Promise<void> }) {
  const t = useT();
  const act = useAction();
  const [form] = Form.useForm();
  return (
    <Card title={t('adj.new')} style={{ marginBottom: 16 }}>
      <Form
        form={form}
        layout="inline"
        initialValues={{ account_type: 2, currency: 'USDT', system_account: 'rewards' }}
        onFinish={(v: Record<string, unknown>) =>
          act(
            () =>
              call(
                consoleEndpoints.proposeAdjustment,
                // The form's fields are the request's; the server parses them with its schema.
                proposalPayload(v) as z.input<typeof consoleAdjustmentCreateRequest>,
              ),
            async () => {
              form.resetFields();
              await onDone();
            },
          )
        }
      >
        <Form.Item name="user_id" label={t('common.user')} rules={[{ required: true }]}>
          <InputNumber min={1} data-testid="adj-user" />
        </Form.Item>
        <Form.Item name="account_type" label={t('users.accountType')}>
          <Select
            style={{ width: 120 }}
            options={[1, 2, 3, 4].map((v) => ({ value: v, label: t(`acct.${v}` as TextKey) }))}
          />
        </Form.Item>
        <Form.Item name="currency" label={t('common.currency')} rules={[{ required: true }]}>
          <Input style={{ width: 100 }} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('common.amount')}
          tooltip={t('adj.signed')}
          rules={[
            { required: true },
            { pattern: ADJUSTMENT_AMOUNT, message: t('adj.amountFormat') },
          ]}
        >
          <Input style={{ width: 140 }} data-testid="adj-amount" />
        </Form.Item>
        <Form.Item name="system_account" label={t('adj.systemAccount')}>
          <Select
            style={{ width: 120 }}
            options={ADJUSTMENT_SYSTEM_ACCOUNTS.map((v) => ({ value: v, label: v }))}
          />
        </Form.Item>
        <Form.Item name="ticket" label={t('adj.ticket')} rules={[{ required: true }]}>
          <Input style={{ width: 120 }} data-testid="adj-ticket" />
        </Form.Item>
        <Form.Item name="reason" label={t('common.reason')} rules={[{ required: true, min: 3 }]}>
          <Input style={{ width: 260 }} data-testid="adj-reason" />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="adj-submit">
          {t('common.confirm')}
        </Button>
      </Form>
    </Card>
  );
}
