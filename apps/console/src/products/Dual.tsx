import { adminDualEditRequest, adminDualProductRequest, dualEndpoints } from '@tidemark/contracts';
import { time } from '../hooks';
import { type FieldDef } from './SchemaForm';
import { ProductList, type Row } from './shared';
import { usePT } from './texts';

export function Dual() {
  const pt = usePT();
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
  ];
  return (
    <ProductList
      list={dualEndpoints.consoleProducts}
      note={pt('dual.note')}
      create={{
        save: dualEndpoints.createProduct,
        label: pt('dual.new'),
        schema: adminDualProductRequest,
        fields: createFields,
        initial: { type: 'call' },
      }}
      edit={{
        save: dualEndpoints.editProduct,
        title: (r) => `#${String(r.id)}`,
        schema: adminDualEditRequest,
        fields: editFields,
      }}
      columns={[
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
      ]}
    />
  );
}
