import { useState, type ComponentProps } from 'react';
import { Button, Segmented, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { Schema } from '@tidemark/client';
import { api } from '../api';
import { useAction, type usePaged } from '../hooks';
import { ErrorBanner } from '../components';
import { SchemaModal } from './SchemaForm';
import { usePT, type ProductTextKey } from './texts';

export type Row = Record<string, unknown>;
type PT = (k: ProductTextKey) => string;

/** Opens a SchemaModal for one row (or a new one) and saves through `url`. */
export function useEditor(url: string, result: Schema<unknown>, after: () => unknown) {
  const act = useAction();
  const pt = usePT();
  const [row, setRow] = useState<Row | null>(null);
  return {
    row,
    open: (r: Row) => setRow(r),
    close: () => setRow(null),
    submit: (extra: Row) => (payload: Row) =>
      act(() => api('POST', url, result, { ...extra, ...payload }), after, pt('c.saved')),
  };
}
type Editor = ReturnType<typeof useEditor>;

export const bool = (v: unknown, pt: PT) =>
  v === null || v === undefined ? (
    <Typography.Text type="secondary">—</Typography.Text>
  ) : v ? (
    <Tag color="green">{pt('c.yes')}</Tag>
  ) : (
    <Tag>{pt('c.no')}</Tag>
  );

/** A server-paged list's error banner and its small table. */
export function PagedTable<T extends object>({
  list,
  columns,
}: {
  list: ReturnType<typeof usePaged<T>>;
  columns: TableColumnsType<T>;
}) {
  return (
    <>
      <ErrorBanner error={list.error} />
      <Table<T>
        rowKey="id"
        size="small"
        loading={list.loading}
        dataSource={list.rows}
        pagination={list.pagination}
        columns={columns}
      />
    </>
  );
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
