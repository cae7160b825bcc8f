import { useState, type ComponentProps } from 'react';
import { Alert, Button, Segmented, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { call } from '../api';
import { PagedTable as ServerPagedTable } from '../components';
import { useAction, usePaged, type AnswerEndpoint, type ListEndpoint } from '../hooks';
import { withActive } from './editors.logic';
import { SchemaModal, type FieldDef } from './SchemaForm';
import { usePT, type ProductTextKey } from './texts';

export type Row = Record<string, unknown>;
type PT = (k: ProductTextKey) => string;

/** Where an editor saves: an endpoint of the contracts (its answer parsed with its output). */
type SaveTarget = AnswerEndpoint<unknown>;

interface Editor {
  row: Row | null;
  open: (r: Row) => void;
  close: () => void;
  submit: (extra: Row) => (payload: Row) => Promise<boolean>;
}

/** Opens a SchemaModal for one row (or a new one) and saves through `target`. */
export function useEditor(target: SaveTarget, after: () => unknown): Editor {
  const act = useAction();
  const pt = usePT();
  const [row, setRow] = useState<Row | null>(null);
  const save = (body: Row) => call(target, body);
  return {
    row,
    open: (r: Row) => setRow(r),
    close: () => setRow(null),
    submit: (extra: Row) => (payload: Row) =>
      act(() => save({ ...extra, ...payload }), after, pt('c.saved')),
  };
}

export const bool = (v: unknown, pt: PT) =>
  v === null || v === undefined ? (
    <Typography.Text type="secondary">—</Typography.Text>
  ) : v ? (
    <Tag color="green">{pt('c.yes')}</Tag>
  ) : (
    <Tag>{pt('c.no')}</Tag>
  );

/** A server-paged list's error banner and its small table, each row's id first unless `noId`. */
export function PagedTable<T extends object>({
  list,
  columns,
  noId,
}: {
  list: ReturnType<typeof usePaged<T>>;
  columns: TableColumnsType<T>;
  noId?: boolean;
}) {
  const id = noId ? [] : [{ title: 'ID', dataIndex: 'id' }];
  return <ServerPagedTable<T> list={list} columns={[...id, ...columns]} size="small" />;
}

/** The actions column with one Edit button per row. */
export function editColumn<T>(pt: PT, onEdit: (r: T) => void, testId?: (r: T) => string) {
  return {
    title: pt('c.actions'),
    render: (_: unknown, r: T) => (
      <Button size="small" data-testid={testId?.(r)} onClick={() => onEdit(r)}>
        {pt('c.edit')}
      </Button>
    ),
  };
}

/** A SchemaModal open while `editor` holds a row, starting from that row unless told otherwise. */
export function EditorModal({
  editor,
  initial,
  ...props
}: { editor: Editor; initial?: Row } & Omit<
  ComponentProps<typeof SchemaModal>,
  'open' | 'initial' | 'onClose'
>) {
  return (
    <SchemaModal
      {...props}
      open={!!editor.row}
      initial={initial ?? editor.row ?? {}}
      onClose={editor.close}
    />
  );
}

/** The all / active / inactive filter above a product list. */
export function StatusPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (v: string) => void;
}) {
  const pt = usePT();
  return (
    <Segmented
      value={value}
      onChange={(v) => onChange(String(v))}
      options={[
        { value: 'all', label: pt('c.all') },
        { value: 'active', label: pt('c.active') },
        { value: 'inactive', label: pt('c.inactive') },
      ]}
      style={{ marginBottom: 16 }}
    />
  );
}

type ModalSchema = ComponentProps<typeof SchemaModal>['schema'];

/**
 * A product list (dual investment, IEO projects...): the all / active / inactive filter and a
 * New button above it; each row's id, the given columns, its active flag and Edit button; the
 * modals that create a product and edit one. The edit form ends with the active switch (left
 * untouched, it saves as inactive); `payload` shapes both forms' values for their routes.
 */
export function ProductList<T extends Row>(props: {
  /** The list endpoint. */
  list: ListEndpoint<T>;
  note?: string;
  columns: TableColumnsType<T>;
  create: {
    save: SaveTarget;
    label: string;
    schema: ModalSchema;
    fields: FieldDef[];
    initial: Row;
  };
  edit: {
    save: SaveTarget;
    title: (row: Row) => string;
    schema: ModalSchema;
    fields: FieldDef[];
  };
  payload?: (values: Row) => Row;
}) {
  const pt = usePT();
  const [status, setStatus] = useState('all');
  const list = usePaged(props.list, { status });
  const creator = useEditor(props.create.save, list.reload);
  const editor = useEditor(props.edit.save, list.reload);
  const payload = props.payload ?? ((values: Row) => values);
  return (
    <>
      {props.note && <Alert type="info" title={props.note} style={{ marginBottom: 16 }} />}
      <Space style={{ marginBottom: 16 }}>
        <StatusPicker value={status} onChange={setStatus} />
        <Button type="primary" onClick={() => creator.open(props.create.initial)}>
          {props.create.label}
        </Button>
      </Space>
      <PagedTable
        list={list}
        columns={[
          ...props.columns,
          { title: pt('c.active'), dataIndex: 'active', render: (v) => bool(v, pt) },
          editColumn<T>(pt, editor.open),
        ]}
      />
      <EditorModal
        editor={creator}
        title={props.create.label}
        schema={props.create.schema}
        fields={props.create.fields}
        onSubmit={(p) => creator.submit({})(payload(p))}
      />
      <EditorModal
        editor={editor}
        title={editor.row ? props.edit.title(editor.row) : ''}
        schema={props.edit.schema}
        fields={[...props.edit.fields, { name: 'active', label: pt('c.active'), kind: 'switch' }]}
        onSubmit={(p) => editor.submit({ id: editor.row?.id })(payload(withActive(p)))}
      />
    </>
  );
}
