import { useState } from 'react';
import { Alert, Button, Space } from 'antd';
import {
  booleanField,
  cloudYieldRequest,
  earnEndpoints,
  earnProductUpdateRequest,
} from '@tidemark/contracts';
import { usePaged } from '../hooks';
import { type FieldDef } from './SchemaForm';
import { bool, EditorModal, PagedTable, StatusPicker, useEditor, type Row } from './shared';
import { usePT } from './texts';

export function Earn() {
  const pt = usePT();
  const [status, setStatus] = useState('all');
  const list = usePaged(earnEndpoints.consoleProducts, { status });
  const editor = useEditor(earnEndpoints.updateProduct, list.reload);
  const yieldEditor = useEditor(earnEndpoints.setCloudYield, list.reload);
  const kind = editor.row?.kind;
  const fields: FieldDef[] = [
    { name: 'status', label: pt('earn.listed'), kind: 'switch' },
    { name: 'min_amount', label: pt('earn.min') },
    { name: 'max_amount', label: pt('earn.max') },
    { name: 'quota_total', label: pt('earn.quota') },
    { name: 'user_cap', label: pt('earn.userCap') },
    ...(kind === 'flexible' ? [{ name: 'annual_rate', label: pt('earn.annual') }] : []),
    ...(kind === 'lock'
      ? [
          { name: 'early_redeem_fee_rate', label: pt('earn.earlyFee') },
          { name: 'tiers', label: pt('earn.tiers'), extra: '100:0.003,5000:0.0035' },
        ]
      : []),
  ];
  return (
    <>
      <Alert type="info" title={pt('earn.note')} style={{ marginBottom: 16 }} />
      <StatusPicker value={status} onChange={setStatus} />
      <PagedTable
        list={list}
        columns={[
          { title: pt('earn.kind'), dataIndex: 'kind' },
          { title: pt('earn.name'), dataIndex: 'name' },
          { title: pt('earn.currency'), dataIndex: 'currency' },
          { title: pt('earn.term'), dataIndex: 'day' },
          {
            title: `${pt('earn.min')} – ${pt('earn.max')}`,
            render: (_: unknown, r: Row) => `${String(r.min_amount)} – ${String(r.max_amount)}`,
          },
          {
            title: `${pt('earn.quotaLeft')} / ${pt('earn.quota')}`,
            render: (_: unknown, r: Row) => `${String(r.quota_left)} / ${String(r.quota_total)}`,
          },
          {
            title: pt('earn.annual'),
            dataIndex: 'annual_rate',
            render: (v: string | null, r: Row) => (
              <span data-testid={`earn-rate-${String(r.id)}`}>{v ?? String(r.tiers)}</span>
            ),
          },
          {
            title: pt('earn.yield'),
            render: (_: unknown, r: Row) =>
              r.kind === 'cloud'
                ? `${String(r.cloud_yield ?? '—')} (${String(r.cloud_yield_day ?? '')})`
                : '',
          },
          { title: pt('earn.listed'), dataIndex: 'status', render: (v) => bool(v === 1, pt) },
          {
            title: pt('c.actions'),
            render: (_: unknown, r: Row) => (
              <Space>
                <Button
                  size="small"
                  data-testid={`edit-earn-${String(r.id)}`}
                  onClick={() => editor.open({ ...r, status: r.status === 1 })}
                >
                  {pt('c.edit')}
                </Button>
                {r.kind === 'cloud' && (
                  <Button size="small" onClick={() => yieldEditor.open(r)}>
                    {pt('earn.setYield')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <EditorModal
        editor={editor}
        title={String(editor.row?.name ?? '')}
        schema={earnProductUpdateRequest}
        fields={fields.map((f) => (f.name === 'status' ? { ...f, schema: booleanField } : f))}
        onSubmit={(p) => editor.submit({ id: editor.row?.id })({ ...p, status: p.status ? 1 : 0 })}
      />
      <EditorModal
        editor={yieldEditor}
        title={`${pt('earn.setYield')} · ${String(yieldEditor.row?.name ?? '')}`}
        schema={cloudYieldRequest}
        fields={[{ name: 'btc_per_unit', label: pt('earn.yield') }]}
        initial={{ btc_per_unit: yieldEditor.row?.cloud_yield ?? '' }}
        onSubmit={yieldEditor.submit({ product_id: yieldEditor.row?.id })}
      />
    </>
  );
}
