import { useState, type ReactNode } from 'react';
import { Button, Modal, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { call } from './api';
import { useAction, usePaged, type AnswerEndpoint, type ListEndpoint } from './hooks';
import { useT, type TextKey } from './i18n';
import { useLiveRefresh } from './live';
import { askText, PagedTable, StatusFilter } from './components';

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

/** The list a queue shows: the contracts' list endpoint (every page parsed with its output). */
type QueueList<T> = { endpoint: ListEndpoint<T> };

export type QueueProps<T, S extends string> = QueueList<T> & {
  /** The status filter's values; the first is the default. Leave out for a queue without one. */
  statuses?: readonly S[];
  /** The query parameter the status travels in and how it is sent (a status code, a flag...). */
  statusParam?: string;
  statusValue?: (s: S) => unknown;
  /** More filters for the list route, merged with the status. */
  filters?: Record<string, unknown>;
  /** The row's key; `id` unless told. */
  rowKey?: keyof T & string;
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
};

/**
 * The review queues (identity, deposits, withdrawals, adjustments, trader applications,
 * feedback...) share their shape: a status filter, a server-paged table, and decisions that
 * call the operator API, show its translated refusal, and reload.
 */
export function QueuePage<T extends object, S extends string>(props: QueueProps<T, S>) {
  const t = useT();
  const [status, setStatus] = useState<S | undefined>(props.statuses?.[0]);
  const rowKey = props.rowKey ?? ('id' as keyof T & string);
  const param = props.statusParam ?? 'status';
  const query: Record<string, unknown> = { ...props.filters };
  if (status !== undefined) query[param] = props.statusValue ? props.statusValue(status) : status;
  const list = usePaged(props.endpoint, query);
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
      const title = a.confirm?.(row) ?? `${t(a.label)} · #${String(row[rowKey])}`;
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
      <PagedTable<T>
        list={list}
        live={props.live}
        rowKey={rowKey}
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

/** The statuses of a queue whose rows an operator approves or rejects; the waiting ones first. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A row of a review queue (identity, deposits): whose it is, where it stands, why refused. */
export interface ReviewRow {
  id: number;
  user_id: number;
  account: string;
  status: ReviewStatus;
  reason: string;
}

/** Only a row still waiting for its decision gets the decision buttons. */
export const isPending = (row: { status: string }) => row.status === 'pending';

/** Who a row is for: the user's id and account (their e-mail or phone). */
export const userAccountText = (row: Pick<ReviewRow, 'user_id' | 'account'>) =>
  `${row.user_id} · ${row.account}`;

/**
 * A queue of user requests an operator approves (after a confirmation naming the row) or
 * rejects with a reason of two characters at least; a decided row shows that reason.
 */
export function ReviewQueue<T extends ReviewRow>(
  props: QueueList<T> & {
    columns: TableColumnsType<T>;
    approve: Omit<QueueAction<T>, 'kind'>;
    /** The reject endpoint: it takes the row's id and the reason. */
    reject: AnswerEndpoint<unknown>;
  },
) {
  const t = useT();
  const { reject } = props;
  return (
    <QueuePage<T, ReviewStatus>
      endpoint={props.endpoint}
      statuses={REVIEW_STATUSES}
      isOpen={isPending}
      settled={(r) => r.reason}
      columns={[
        { title: t('common.id'), dataIndex: 'id' },
        { title: t('common.user'), render: (_, r) => userAccountText(r) },
        ...props.columns,
      ]}
      actions={[
        { ...props.approve, kind: 'primary' },
        {
          label: 'common.reject',
          kind: 'danger',
          ask: { title: 'common.reason', min: 2 },
          run: (r, reason) => call(reject, { id: r.id, reason }),
        },
      ]}
    />
  );
}
