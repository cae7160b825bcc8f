import { useState } from 'react';
import { Alert, Input, Select, Space } from 'antd';
import {
  type ConsoleInstrument,
  consoleInstrumentEditRequest,
  INSTRUMENT_KINDS,
  marketEndpoints,
} from '@tidemark/contracts';
import { usePaged } from '../hooks';
import { type FieldDef } from './SchemaForm';
import { bool, EditorModal, editColumn, PagedTable, useEditor } from './shared';
import { usePT, type ProductTextKey } from './texts';

export function Instruments() {
  const pt = usePT();
  const [kind, setKind] = useState<string>('');
  const [symbol, setSymbol] = useState('');
  const [sort, setSort] = useState('sort_order');
  const list = usePaged(marketEndpoints.consoleInstruments, { kind, symbol, sort });
  const editor = useEditor(marketEndpoints.editInstrument, list.reload);
  const row = editor.row as ConsoleInstrument | null;
  const fields: FieldDef[] = [
    {
      name: 'hours',
      label: pt('inst.hours'),
      kind: 'select',
      options: ['24x7', 'weekdays'].map((h) => ({
        value: h,
        label: pt(`inst.h.${h}` as ProductTextKey),
      })),
    },
    { name: 'tick_size', label: pt('inst.tick') },
    { name: 'lot_size', label: pt('inst.lot') },
    { name: 'min_lots', label: pt('inst.minLots') },
    { name: 'max_lots', label: pt('inst.maxLots') },
    { name: 'leverages', label: pt('inst.leverages'), extra: '5,10,20' },
    { name: 'active', label: pt('inst.listed'), kind: 'switch' },
    {
      name: 'options_active',
      label: pt('inst.options'),
      kind: 'switch',
      disabled: row?.options_active === null,
    },
    {
      name: 'lever_active',
      label: pt('inst.lever'),
      kind: 'switch',
      disabled: row?.lever_active === null,
    },
    {
      name: 'spot_active',
      label: pt('inst.spot'),
      kind: 'switch',
      disabled: row?.spot_active === null,
    },
  ];
  return (
    <>
      <Alert type="info" title={pt('inst.note')} style={{ marginBottom: 16 }} />
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          style={{ width: 160 }}
          value={kind}
          onChange={setKind}
          options={[
            { value: '', label: pt('c.all') },
            ...INSTRUMENT_KINDS.map((k) => ({ value: k, label: k })),
          ]}
        />
        <Input.Search
          placeholder={pt('inst.symbol')}
          allowClear
          onSearch={setSymbol}
          style={{ width: 200 }}
        />
        <span>{pt('c.sort')}</span>
        <Select
          style={{ width: 140 }}
          value={sort}
          onChange={setSort}
          options={[
            { value: 'sort_order', label: '#' },
            { value: 'symbol', label: pt('inst.symbol') },
            { value: 'kind', label: pt('inst.kind') },
          ]}
        />
      </Space>
      <PagedTable
        noId
        list={list}
        columns={[
          { title: pt('inst.symbol'), dataIndex: 'symbol' },
          { title: pt('inst.kind'), dataIndex: 'kind' },
          {
            title: pt('inst.hours'),
            dataIndex: 'hours',
            render: (h: string) => pt(`inst.h.${h}` as ProductTextKey),
          },
          { title: pt('inst.tick'), dataIndex: 'tick_size' },
          { title: pt('inst.lot'), dataIndex: 'lot_size' },
          {
            title: `${pt('inst.minLots')} – ${pt('inst.maxLots')}`,
            render: (_: unknown, r: ConsoleInstrument) => `${r.min_lots} – ${r.max_lots}`,
          },
          { title: pt('inst.leverages'), dataIndex: 'leverages' },
          { title: pt('inst.listed'), dataIndex: 'active', render: (v) => bool(v, pt) },
          { title: pt('inst.options'), dataIndex: 'options_active', render: (v) => bool(v, pt) },
          { title: pt('inst.lever'), dataIndex: 'lever_active', render: (v) => bool(v, pt) },
          { title: pt('inst.spot'), dataIndex: 'spot_active', render: (v) => bool(v, pt) },
          editColumn(pt, editor.open, (r: ConsoleInstrument) => `edit-${r.symbol}`),
        ]}
      />
      <EditorModal
        editor={editor}
        title={row?.symbol ?? ''}
        schema={consoleInstrumentEditRequest}
        fields={fields}
        onSubmit={(payload) => {
          // A product the instrument is no pair of has no switch to send.
          for (const p of ['options_active', 'lever_active', 'spot_active'] as const)
            if (row?.[p] === null) delete payload[p];
          return editor.submit({ id: row?.id })(payload);
        }}
      />
    </>
  );
}
