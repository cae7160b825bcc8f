import { Alert, Button, Table } from 'antd';
import { consoleOptionPeriodRequest, optionsEndpoints } from '@tidemark/contracts';
import { useLoad } from '../hooks';
import { ErrorBanner } from '../components';
import { type FieldDef } from './SchemaForm';
import { bool, EditorModal, editColumn, useEditor } from './shared';
import { usePT } from './texts';

export function OptionPeriods() {
  const pt = usePT();
  const list = useLoad(optionsEndpoints.consolePeriods);
  const editor = useEditor(optionsEndpoints.savePeriod, list.reload);
  const isNew = editor.row && editor.row.seconds === undefined;
  const fields: FieldDef[] = [
    { name: 'seconds', label: pt('opt.seconds'), disabled: !isNew },
    { name: 'payout_rate', label: pt('opt.payout') },
    { name: 'min_stake', label: pt('opt.minStake') },
    { name: 'max_stake', label: pt('opt.maxStake') },
    { name: 'active', label: pt('c.active'), kind: 'switch' },
  ];
  return (
    <>
      <Alert type="info" title={pt('opt.note')} style={{ marginBottom: 16 }} />
      <Button
        type="primary"
        style={{ marginBottom: 16 }}
        onClick={() => editor.open({ active: true })}
      >
        {pt('opt.new')}
      </Button>
      <ErrorBanner error={list.error} />
      <Table
        rowKey="seconds"
        size="small"
        pagination={false}
        dataSource={list.value ?? []}
        columns={[
          { title: pt('opt.seconds'), dataIndex: 'seconds' },
          {
            title: pt('opt.payout'),
            dataIndex: 'payout_rate',
            render: (v: string, r) => <span data-testid={`payout-${String(r.seconds)}`}>{v}</span>,
          },
          { title: pt('opt.minStake'), dataIndex: 'min_stake' },
          { title: pt('opt.maxStake'), dataIndex: 'max_stake' },
          { title: pt('c.active'), dataIndex: 'active', render: (v) => bool(v, pt) },
          editColumn(pt, editor.open, (r) => `edit-period-${String(r.seconds)}`),
        ]}
      />
      <EditorModal
        editor={editor}
        title={isNew ? pt('opt.new') : `${String(editor.row?.seconds ?? '')} s`}
        schema={consoleOptionPeriodRequest}
        fields={fields}
        onSubmit={(p) =>
          editor.submit(isNew ? {} : { seconds: editor.row?.seconds })({
            ...p,
            active: p.active ?? false,
          })
        }
      />
    </>
  );
}
