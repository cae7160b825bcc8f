import { useState, type ReactNode } from 'react';
import { Button, Modal, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { z } from 'zod';
import { useAction, usePaged } from './hooks';
import { useT, type TextKey } from './i18n';
import { useLiveRefresh } from './live';
import { askText, ErrorBanner, StatusFilter } from './components';

/**
 * One decision on a queue row. `ask` prompts for a text (a reason, a transaction id) of at
 * least `min` characters first; otherwise a yes/no is asked, titled by `confirm` or, without
 * it, by the action and the row's key: no decision runs on a single click.
 */
export interface QueueAction<T> {
  label: TextKey;
  kind?: 'primary' | 'danger' | 'default';
  testId?: (row: T) => string;
  ask?: { title: TextKey; min: number };
  confirm?: (row: T) => string;
  /** Hidden on rows this answers false for (beyond `isOpen`). */
  when?: (row: T) => boolean;
  run: (row: T, text: string) => Promise<unknown>;
}

export interface QueueProps<T, S extends string> {
  url: string;
  /** The contracts schema of a row (the list route's `item`): every page is parsed with it. */
  item: z.ZodType<T>;
  /** The status filter's values; the first is the default. Leave out for a queue without one. */
  statuses?: readonly S[];
  /** The query parameter the status travels in and how it is sent (a status code, a flag...). */
  statusParam?: string;
  statusValue?: (s: S) => unknown;
  /** More filters for the list route, merged with the status. */
  filters?: Record<string, unknown>;
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  /** Whether a row still waits for a decision: only those get the actions. */
  isOpen: (row: T) => boolean;
  actions: Array<QueueAction<T>>;
  /** What a decided row shows in the actions column (its outcome, a reason...). */
  settled?: (row: T) => ReactNode;
  /** Above the table (a form, a search). Gets the list's reload. */
  header?: (reload: () => Promise<void>) => ReactNode;
  expandable?: { expandedRowRender: (row: T) => ReactNode; rowExpandable?: (row: T) => boolean };
  /** Reload every few seconds while open (rows that move on their own, like sent transactions). */
  live?: boolean;
}

/**
 * The review queues (identity, deposits, withdrawals, adjustments, trader applications,
 * feedback...) share their shape: a status filter, a server-paged table, and decisions that
 * call the operator API, show its translated refusal, and reload.
 */
export function QueuePage<T extends object, S extends string>(props: QueueProps<T, S>) {
  const t = useT();
  const [status, setStatus] = useState<S | undefined>(props.statuses?.[0]);
  const param = props.statusParam ?? 'status';
  const query: Record<string, unknown> = { ...props.filters };
  if (status !== undefined) query[param] = props.statusValue ? props.statusValue(status) : status;
  const list = usePaged(props.url, props.item, query);
  const act = useAction();
  const [modal, holder] = Modal.useModal();
  useLiveRefresh(() => (props.live ? list.reload() : undefined));

  const trigger = (a: QueueAction<T>, row: T) => {
    // A refused decision reloads too: the refusal often means the row changed meanwhile
    // (another operator decided it), and the table should show what is true now.
    const go = async (text: string) => {
      if (!(await act(() => a.run(row, text), list.reload))) await list.reload();
    };
    if (a.ask) askText(modal, t(a.ask.title), a.ask.min, go);
    else {
      const title = a.confirm?.(row) ?? `${t(a.label)} · #${String(row[props.rowKey])}`;
      void modal.confirm({ title, onOk: () => go('') });
    }
  };

  return (
    <>
      {holder}
      {props.header?.(list.reload)}
      {props.statuses && status !== undefined && (
        <StatusFilter value={status} options={props.statuses} onChange={setStatus} />
      )}
      <ErrorBanner error={list.error} />
      <Table<T>
        rowKey={props.rowKey}
        // A live queue reloads every few seconds: only its first load shows the spinner, so the
        // rows stay clickable while it refreshes.
        loading={list.loading && !(props.live && list.rows.length > 0)}
        dataSource={list.rows}
        pagination={list.pagination}
        {...(props.expandable ? { expandable: props.expandable } : {})}
        columns={[
          ...props.columns,
          {
            title: t('common.actions'),
            key: '__actions',
            render: (_, row) => {
              if (!props.isOpen(row)) return props.settled?.(row) ?? null;
              const shown = props.actions.filter((a) => a.when?.(row) ?? true);
              return (
                <Space>
                  {shown.map((a) => (
                    <Button
                      key={a.label}
                      type={a.kind === 'primary' ? 'primary' : 'default'}
                      danger={a.kind === 'danger'}
                      data-testid={a.testId?.(row)}
                      onClick={() => trigger(a, row)}
                    >
                      {t(a.label)}
                    </Button>
                  ))}
                </Space>
              );
            },
          },
        ]}
      />
    </>
  );
}

/** A decided row's status as a tag. */
export function StatusTag({ status }: { status: string }) {
  const t = useT();
  return <Tag>{t(`common.${status}` as TextKey) ?? status}</Tag>;
}
