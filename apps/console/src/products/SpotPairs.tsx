import { Alert, Table } from 'antd';
import { consoleSpotPairEditRequest, spotEndpoints } from '@tidemark/contracts';
import { useLoad } from '../hooks';
import { ErrorBanner } from '../components';
import { type FieldDef } from './SchemaForm';
import { bool, EditorModal, editColumn, useEditor } from './shared';
import { usePT } from './texts';

export function SpotPairs() {
  const pt = usePT();
  const list = useLoad(spotEndpoints.consolePairs);
  const editor = useEditor(spotEndpoints.editPair, list.reload);
  const fields: FieldDef[] = [
    { name: 'min_qty', label: pt('spot.minQty') },
    { name: 'max_qty', label: pt('spot.maxQty') },
    { name: 'min_notional', label: pt('spot.minNotional') },
    { name: 'maker_level_qty', label: pt('spot.makerSize') },
  ];
  return (
    <>
      <Alert type="info" title={pt('spot.note')} style={{ marginBottom: 16 }} />
      <ErrorBanner error={list.error} />
      <Table
        rowKey="instrument_id"
        size="small"
        pagination={false}
        dataSource={list.value ?? []}
        columns={[
          { title: pt('inst.symbol'), dataIndex: 'symbol' },
          { title: pt('spot.qtyStep'), dataIndex: 'qty_step' },
          { title: pt('spot.minQty'), dataIndex: 'min_qty' },
          { title: pt('spot.maxQty'), dataIndex: 'max_qty' },
          { title: pt('spot.minNotional'), dataIndex: 'min_notional' },
          { title: pt('spot.makerSize'), dataIndex: 'maker_level_qty' },
          { title: pt('spot.inventory'), dataIndex: 'maker_inventory' },
          { title: pt('c.active'), dataIndex: 'active', render: (v) => bool(v, pt) },
          editColumn(pt, editor.open),
        ]}
      />
      <EditorModal
        editor={editor}
        title={String(editor.row?.symbol ?? '')}
        schema={consoleSpotPairEditRequest}
        fields={fields}
        onSubmit={editor.submit({ instrument_id: editor.row?.instrument_id })}
      />
    </>
  );
}
