import { useState } from 'react';
import { Alert, Button, Space } from 'antd';
import {
  adminDualEditRequest,
  adminDualProductRequest,
  adminIdResultSchema,
  consoleDualProductRowSchema,
} from '@tidemark/contracts';
import { time, usePaged } from '../hooks';
import { type FieldDef } from './SchemaForm';
import {
  bool,
  EditorModal,
  editColumn,
  PagedTable,
  StatusPicker,
  useEditor,
  type Row,
} from './shared';
import { usePT } from './texts';

export function Dual() {
  const pt = usePT();
  const [status, setStatus] = useState('all');
  const list = usePaged('/api/admin/dual/products', consoleDualProductRowSchema, { status });
  const creator = useEditor('/api/admin/dual/product', adminIdResultSchema, list.reload);
  const editor = useEditor('/api/admin/dual/product/edit', adminIdResultSchema, list.reload);
  const createFields: FieldDef[] = [
    { name: 'currency_id', label: pt('dual.currency'), extra: 'BTC 1, ETH 2' },
    {
      name: 'type',
      label: pt('dual.type'),
      kind: 'select',
      options: ['call', 'put'].map((v) => ({ value: v, label: v })),
    },
    { name: 'exercise_price', label: pt('dual.strike') },
    { name: 'rate', label: pt('dual.rate') },
    { name: 'share_amount', label: pt('dual.share') },
    { name: 'start_at', label: `${pt('dual.start')} (UTC)`, kind: 'time' },
    { name: 'end_at', label: `${pt('dual.end')} (UTC)`, kind: 'time' },
    { name: 'total_number', label: pt('dual.total') },
    { name: 'user_limit', label: pt('dual.userLimit') },
  ];
  const editFields: FieldDef[] = [
    { name: 'total_number', label: pt('dual.total') },
    { name: 'user_limit', label: pt('dual.userLimit') },
    { name: 'active', label: pt('c.active'), kind: 'switch' },
  ];
  return (
    <>
      <Alert type="info" title={pt('dual.note')} style={{ marginBottom: 16 }} />
      <Space style={{ marginBottom: 16 }}>
        <StatusPicker value={status} onChange={setStatus} />
        <Button type="primary" onClick={() => creator.open({ type: 'call' })}>
          {pt('dual.new')}
        </Button>
      </Space>
      <PagedTable
        list={list}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          { title: pt('earn.currency'), dataIndex: 'currency' },
          { title: pt('dual.type'), dataIndex: 'type' },
          { title: pt('dual.strike'), dataIndex: 'exercise_price' },
          { title: pt('dual.rate'), dataIndex: 'rate' },
          { title: pt('dual.share'), dataIndex: 'share_amount' },
          { title: pt('dual.start'), dataIndex: 'start_at', render: (v: number) => time(v) },
          { title: pt('dual.end'), dataIndex: 'end_at', render: (v: number) => time(v) },
          {
            title: `${pt('dual.sold')} / ${pt('dual.total')}`,
            render: (_: unknown, r: Row) => `${String(r.sold_number)} / ${String(r.total_number)}`,
          },
          { title: pt('dual.userLimit'), dataIndex: 'user_limit' },
          { title: pt('c.active'), dataIndex: 'active', render: (v) => bool(v, pt) },
          editColumn(pt, editor.open),
        ]}
      />
      <EditorModal
        editor={creator}
        title={pt('dual.new')}
        schema={adminDualProductRequest}
        fields={createFields}
        onSubmit={creator.submit({})}
      />
      <EditorModal
        editor={editor}
        title={`#${String(editor.row?.id ?? '')}`}
        schema={adminDualEditRequest}
        fields={editFields}
        onSubmit={(p) => editor.submit({ id: editor.row?.id })({ ...p, active: p.active ?? false })}
      />
    </>
  );
}
