import { useState } from 'react';
import { Button, Card, Col, Empty, List, Modal, Row, Segmented, Space, Table, Tag } from 'antd';
import {
  adminOtcAppealSchema,
  adminOtcResolveResultSchema,
  formatDecimal,
  groupThousands,
  type AdminOtcAppeal,
} from '@tidemark/contracts';
import { api } from '../api';
import { time, useAction, usePaged } from '../hooks';
import { useT, type TextKey } from '../i18n';
import { askText, ErrorBanner, Upload } from '../components';

type Side = 'buyer' | 'seller';

/** A fiat figure of the order in the fiat's own places (cents), the way the parties saw it. */
export const fiatText = (value: string, a: Pick<AdminOtcAppeal, 'fiat' | 'fiat_places'>) =>
  `${groupThousands(formatDecimal(value, a.fiat_places, 'down'))} ${a.fiat}`;

/** One appeal opened up: both parties, the appellant's reason and evidence, the whole chat. */
function AppealDetail({ a }: { a: AdminOtcAppeal }) {
  const t = useT();
  const party = (side: Side) => {
    const p = a[side];
    const mine = a.evidence.filter((e) => e.from === side);
    return (
      <Card
        size="small"
        title={
          <Space>
            {t(`otc.${side}`)}
            {a.merchant_side === side ? <Tag>{t('otc.merchant')}</Tag> : null}
            {a.appeal_by === side ? <Tag color="orange">{t('otc.appealBy')}</Tag> : null}
          </Space>
        }
        data-testid={`otc-appeal-${a.id}-${side}`}
      >
        <p>
          {p.user_id} · {p.account}
        </p>
        {a.appeal_by === side ? (
          <>
            <p data-testid={`otc-appeal-${a.id}-reason`}>
              {t('common.reason')}: {a.appeal_reason}
            </p>
            {a.appeal_evidence ? <Upload name={a.appeal_evidence} /> : null}
          </>
        ) : null}
        {mine.length ? (
          <Space wrap data-testid={`otc-appeal-${a.id}-${side}-evidence`}>
            {mine.map((e) => (
              <Space key={e.id} direction="vertical" size={2}>
                <Upload name={e.name} />
                <span>{e.note}</span>
              </Space>
            ))}
          </Space>
        ) : null}
        {!mine.length && !(a.appeal_by === side && a.appeal_evidence) ? (
          <p>{t('otc.noEvidence')}</p>
        ) : null}
      </Card>
    );
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Row gutter={16}>
        <Col span={12}>{party('buyer')}</Col>
        <Col span={12}>{party('seller')}</Col>
      </Row>
      <Card size="small" title={t('otc.chat')}>
        {a.chat.length ? (
          <List
            size="small"
            dataSource={a.chat}
            data-testid={`otc-appeal-${a.id}-chat`}
            renderItem={(c) => (
              <List.Item key={c.id}>
                <Space>
                  <Tag color={c.from === 'buyer' ? 'blue' : 'green'}>{t(`otc.${c.from}`)}</Tag>
                  <span>{c.body}</span>
                  <span style={{ color: '#999' }}>{time(c.created)}</span>
                </Space>
              </List.Item>
            )}
          />
        ) : (
          <Empty description={t('otc.noChat')} />
        )}
      </Card>
    </Space>
  );
}

/** OTC orders in appeal: read both sides, then release to the buyer or refund the seller. */
export function OtcAppeals() {
  const t = useT();
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const [folded, setFolded] = useState<number[]>([]);
  const list = usePaged('/api/admin/otc/appeals', adminOtcAppealSchema, { status });
  const act = useAction();
  const [modal, holder] = Modal.useModal();
  const resolve = (a: AdminOtcAppeal, result: 'release' | 'refund') =>
    askText(modal, t('otc.note'), 1, (note) =>
      act(
        () =>
          api('POST', '/api/admin/otc/appeal/resolve', adminOtcResolveResultSchema, {
            id: a.id,
            result,
            note,
          }),
        list.reload,
      ),
    );
  return (
    <>
      {holder}
      <Segmented
        value={status}
        onChange={(v) => setStatus(v as 'open' | 'resolved')}
        options={(['open', 'resolved'] as const).map((o) => ({ value: o, label: t(`otc.${o}`) }))}
        style={{ marginBottom: 16 }}
      />
      <ErrorBanner error={list.error} />
      <Table<AdminOtcAppeal>
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        pagination={list.pagination}
        expandable={{
          expandedRowRender: (a) => <AppealDetail a={a} />,
          // Open by default: the decision needs both sides in view; an operator may fold one.
          expandedRowKeys: list.rows.filter((r) => !folded.includes(r.id)).map((r) => r.id),
          onExpand: (open, r) =>
            setFolded(open ? folded.filter((id) => id !== r.id) : [...folded, r.id]),
        }}
        columns={[
          { title: t('otc.order'), dataIndex: 'id' },
          {
            title: t('common.amount'),
            render: (_, a) => (
              <span data-testid={`otc-appeal-${a.id}-amount`}>
                {a.amount} {a.currency_name} · {fiatText(a.fiat_total, a)} (@ {fiatText(a.price, a)}
                )
              </span>
            ),
          },
          { title: t('otc.buyer'), render: (_, a) => a.buyer.account },
          { title: t('otc.seller'), render: (_, a) => a.seller.account },
          {
            title: t('otc.appealBy'),
            render: (_, a) => (a.appeal_by ? t(`otc.${a.appeal_by}` as TextKey) : ''),
          },
          { title: t('otc.paidAt'), render: (_, a) => time(a.paid_at) },
          {
            title: t('common.actions'),
            render: (_, a) =>
              a.status === 'appeal' ? (
                <Space>
                  <Button
                    type="primary"
                    data-testid={`otc-appeal-release-${a.id}`}
                    onClick={() => resolve(a, 'release')}
                  >
                    {t('otc.releaseToBuyer')}
                  </Button>
                  <Button
                    danger
                    data-testid={`otc-appeal-refund-${a.id}`}
                    onClick={() => resolve(a, 'refund')}
                  >
                    {t('otc.refundSeller')}
                  </Button>
                </Space>
              ) : (
                <Tag data-testid={`otc-appeal-result-${a.id}`}>
                  {t(a.status === 'done' ? 'otc.done' : 'otc.cancelled')} · {time(a.finished_at)}
                </Tag>
              ),
          },
        ]}
      />
    </>
  );
}
