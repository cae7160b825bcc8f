import { useEffect, useState } from 'react';
import type { Modal, TableProps } from 'antd';
import { Alert, Image, Input, Segmented, Table, Tag, Typography } from 'antd';
import { fileUrl } from './api';
import type { usePaged } from './hooks';
import { useT } from './i18n';

/** An uploaded image fetched with the operator token (a plain <img> could not send it). */
export function Upload({ name }: { name: string | null }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!name) return;
    let gone = false;
    let made: string | null = null;
    fileUrl(name)
      .then((u) => {
        made = u;
        if (!gone) setUrl(u);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [name]);
  if (!name) return null;
  return url ? <Image src={url} width={96} /> : <Tag>{name}</Tag>;
}

export function StatusFilter<S extends string>({
  value,
  options,
  onChange,
  label,
}: {
  value: S;
  options: readonly S[];
  onChange: (s: S) => void;
  /** Each option's text; by default the `common.<status>` text. */
  label?: (s: S) => string;
}) {
  const t = useT();
  return (
    <Segmented
      value={value}
      onChange={(v) => onChange(v as S)}
      options={options.map((o) => ({
        value: o,
        label: label ? label(o) : t(`common.${o}` as 'common.pending'),
      }))}
      style={{ marginBottom: 16 }}
    />
  );
}

/** Asks for a text (a reason, a transaction id) before an action; `min` characters at least. */
export function askText(
  modal: ReturnType<typeof Modal.useModal>[0],
  title: string,
  min: number,
  run: (text: string) => Promise<unknown>,
) {
  let text = '';
  void modal.confirm({
    title,
    content: <Input autoFocus data-testid="ask-text" onChange={(e) => (text = e.target.value)} />,
    onOk: async () => {
      if (text.trim().length < min) throw new Error('too short');
      await run(text.trim());
    },
  });
}

export function ErrorBanner({ error }: { error: Error | null }) {
  return error ? <Alert type="error" title={error.message} style={{ marginBottom: 16 }} /> : null;
}

/** A transaction or block hash: its start and end, the whole of it on hover. */
export function shortHash(hash: string): string {
  return hash.length > 18 ? `${hash.slice(0, 10)}…${hash.slice(-6)}` : hash;
}

export function Hash({
  hash,
  url,
  testId = 'chain-explorer',
}: {
  hash: string;
  url?: string;
  testId?: string;
}) {
  const text = (
    <Typography.Text code copyable={{ text: hash }} title={hash} style={{ whiteSpace: 'nowrap' }}>
      {shortHash(hash)}
    </Typography.Text>
  );
  return url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {text}
    </a>
  ) : (
    text
  );
}

type TableRest<T> = Omit<TableProps<T>, 'dataSource' | 'loading' | 'pagination' | 'rowKey'> & {
  rowKey?: TableProps<T>['rowKey'];
};

/**
 * A server-paged list (usePaged) as a table under its error banner, keyed by `id` unless told.
 * A `live` list reloads every few seconds: only its first load shows the spinner, so the rows
 * stay clickable while it refreshes.
 */
export function PagedTable<T extends object>({
  list,
  live,
  rowKey = 'id',
  ...table
}: { list: ReturnType<typeof usePaged<T>>; live?: boolean } & TableRest<T>) {
  return (
    <>
      <ErrorBanner error={list.error} />
      <Table<T>
        rowKey={rowKey}
        loading={list.loading && !(live && list.rows.length > 0)}
        dataSource={list.rows}
        pagination={list.pagination}
        {...table}
      />
    </>
  );
}

/** A short list already in hand (a user's sessions, a journal's postings): small, one page. */
export function SmallTable<T extends object>({
  rows,
  rowKey = 'id',
  ...table
}: { rows: readonly T[] } & TableRest<T>) {
  return <Table<T> size="small" pagination={false} rowKey={rowKey} dataSource={rows} {...table} />;
}
