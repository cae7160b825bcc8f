import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import {
  adminIdResultSchema,
  adminLaunchpadCreateResultSchema,
  adminProjectEditRequest,
  adminProjectRequest,
  consoleLongText,
  consoleProjectRowSchema,
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

const englishText = consoleLongText;

export function Ieo() {
  const pt = usePT();
  const [status, setStatus] = useState('all');
  const list = usePaged('/api/admin/launchpad/projects', consoleProjectRowSchema, { status });
  const creator = useEditor(
    '/api/admin/launchpad/project',
    adminLaunchpadCreateResultSchema,
    list.reload,
  );
  const editor = useEditor('/api/admin/launchpad/project/edit', adminIdResultSchema, list.reload);
  const createFields: FieldDef[] = [
    { name: 'title', label: pt('ieo.title') },
    { name: 'token_code', label: pt('ieo.token') },
    { name: 'token_precision', label: pt('ieo.precision') },
    { name: 'summary_en', label: pt('ieo.summary'), kind: 'textarea', schema: englishText },
    { name: 'content_en', label: pt('ieo.content'), kind: 'textarea', schema: englishText },
    { name: 'logo', label: pt('ieo.logo') },
    { name: 'white_book', label: pt('ieo.whitepaper') },
    { name: 'link', label: pt('ieo.link') },
    { name: 'amount', label: pt('ieo.amount') },
    { name: 'min_amount', label: pt('ieo.minAmount') },
    { name: 'max_amount', label: pt('ieo.maxAmount') },
    { name: 'price_usdt', label: pt('ieo.price'), schema: adminProjectRequest.shape.amount },
    { name: 'warmup_at', label: `${pt('ieo.warmup')} (UTC)`, kind: 'time' },
    { name: 'start_at', label: `${pt('ieo.start')} (UTC)`, kind: 'time' },
    { name: 'end_at', label: `${pt('ieo.end')} (UTC)`, kind: 'time' },
    { name: 'listing_at', label: `${pt('ieo.listing')} (UTC)`, kind: 'time' },
    { name: 'lock_days', label: pt('ieo.lockDays') },
  ];
  const editFields: FieldDef[] = [
    { name: 'title', label: pt('ieo.title') },
    { name: 'summary_en', label: pt('ieo.summary'), kind: 'textarea', schema: englishText },
    { name: 'logo', label: pt('ieo.logo') },
    { name: 'white_book', label: pt('ieo.whitepaper') },
    { name: 'link', label: pt('ieo.link') },
    { name: 'active', label: pt('c.active'), kind: 'switch' },
  ];
  /** The form's English texts and USDT price, as the route's maps. */
  const shape = (p: Row): Row => {
    const { summary_en, content_en, price_usdt, ...rest } = p;
    return {
      ...rest,
      ...(summary_en ? { summary: { en: summary_en } } : {}),
      ...(content_en ? { content: { en: content_en } } : {}),
      ...(price_usdt ? { prices: { '3': price_usdt } } : {}),
    };
  };
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <StatusPicker value={status} onChange={setStatus} />
        <Button
          type="primary"
          onClick={() => creator.open({ token_precision: '8', lock_days: '0' })}
        >
          {pt('ieo.new')}
        </Button>
      </Space>
      <PagedTable
        list={list}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          { title: pt('ieo.title'), dataIndex: 'title' },
          { title: pt('ieo.token'), dataIndex: 'token_code' },
          { title: pt('ieo.amount'), dataIndex: 'amount' },
          { title: pt('ieo.start'), dataIndex: 'start_at', render: (v: number) => time(v) },
          { title: pt('ieo.end'), dataIndex: 'end_at', render: (v: number) => time(v) },
          { title: pt('ieo.listing'), dataIndex: 'listing_at', render: (v: number) => time(v) },
          { title: pt('ieo.phase'), dataIndex: 'phase', render: (v: string) => <Tag>{v}</Tag> },
          { title: pt('c.active'), dataIndex: 'active', render: (v) => bool(v, pt) },
          editColumn(pt, editor.open),
        ]}
      />
      <EditorModal
        editor={creator}
        title={pt('ieo.new')}
        schema={adminProjectRequest}
        fields={createFields}
        onSubmit={(p) => creator.submit({})(shape(p))}
      />
      <EditorModal
        editor={editor}
        title={String(editor.row?.title ?? '')}
        schema={adminProjectEditRequest}
        fields={editFields}
        onSubmit={(p) =>
          editor.submit({ id: editor.row?.id })(shape({ ...p, active: p.active ?? false }))
        }
      />
    </>
  );
}
