import { useState } from 'react';
import { Button, Card, Col, Empty, List, Modal, Row, Segmented, Space, Tag } from 'antd';
import { otcEndpoints, type AdminOtcAppeal } from '@tidemark/contracts';
import { call } from '../api';
import { time, useAction, usePaged } from '../hooks';
import { useT, type TextKey } from '../i18n';
import { askText, PagedTable, Upload } from '../components';
import { appealOutcome, expandedKeys, fiatText, partyView, refold, type Side } from './otc.logic';

/** One appeal opened up: both parties, the appellant's reason and evidence, the whole chat. */
function AppealDetail({ a }: { a: AdminOtcAppeal }) {
  const t = useT();
  const party = (side: Side) => {
    const p = a[side];
    const view = partyView(a, side);
    return (
      <Card
        size="small"
        title={
          <Space>
            {t(`otc.${side}`)}
            {view.merchant ? <Tag>{t('otc.merchant')}</Tag> : null}
            {view.appellant ? <Tag color="orange">{t('otc.appealBy')}</Tag> : null}
          </Space>
        }
        data-testid={`otc-appeal-${a.id}-${side}`}
      >
        <p>
          {p.user_id} · {p.account}
        </p>
        {view.appellant ? (
          <>
            <p data-testid={`otc-appeal-${a.id}-reason`}>
              {t('common.reason')}: {a.appeal_reason}
            </p>
            {a.appeal_evidence ? <Upload name={a.appeal_evidence} /> : null}
          </>
        ) : null}
        {view.evidence.length ? (
          <Space wrap data-testid={`otc-appeal-${a.id}-${side}-evidence`}>
            {view.evidence.map((e) => (
              <Space key={e.id} direction="vertical" size={2}>
                <Upload name={e.name} />
                <span>{e.note}</span>
              </Space>
            ))}
          </Space>
        ) : null}
        {view.none ? <p>{t('otc.noEvidence')}</p> : null}
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
  const list = usePaged(otcEndpoints.appealQueue, { status });
  const act = useAction();
  const [modal, holder] = Modal.useModal();
  const resolve = (a: AdminOtcAppeal, result: 'release' | 'refund') =>
    askText(modal, t('otc.note'), 1, (note) =>
      act(() => call(otcEndpoints.resolveAppeal, { id: a.id, result, note }), list.reload),
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
      <PagedTable<AdminOtcAppeal>
        list={list}
        expandable={{
          expandedRowRender: (a) => <AppealDetail a={a} />,
          // Open by default: the decision needs both sides in view; an operator may fold one.
          expandedRowKeys: expandedKeys(list.rows, folded),
          onExpand: (open, r) => setFolded(refold(folded, r.id, open)),
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
            render: (_, a) => {
              const outcome = appealOutcome(a);
              return outcome === null ? (
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
                  {t(outcome)} · {time(a.finished_at)}
                </Tag>
              );
            },
          },
        ]}
      />
    </>
  );
}
