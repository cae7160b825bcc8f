import { useState } from 'react';
import { Button, Descriptions, Drawer, Input, Modal, Space, Tabs, Tag } from 'antd';
import {
  consoleEndpoints,
  type consoleJournalDetailSchema,
  type consoleJournalRowSchema,
  type consoleUserDetailSchema,
  type consoleUserRowSchema,
} from '@tidemark/contracts';
import type { z } from 'zod';
import { call } from '../api';
import type { Me } from '../me';
import { time, useAction, useLoad, usePaged } from '../hooks';
import { useT, type TextKey } from '../i18n';
import { askText, ErrorBanner, PagedTable, SmallTable } from '../components';
import {
  canRestrict as mayRestrict,
  phoneText,
  postingAccount,
  restrictionOf,
  userFilterOf,
  type UserFilter,
} from './users.logic';
import { UserProducts } from './UserProducts';

type UserRow = z.infer<typeof consoleUserRowSchema>;
type Account = z.infer<typeof consoleUserDetailSchema>['accounts'][number];
type JournalRow = z.infer<typeof consoleJournalRowSchema>;
type Posting = z.infer<typeof consoleJournalDetailSchema>['postings'][number];

export function Users({ me }: { me: Me }) {
  const t = useT();
  const [q, setQ] = useState('');
  // Filters and order are the server's: the table only says what it wants.
  const [filter, setFilter] = useState<UserFilter>({ order: 'desc' });
  const list = usePaged(consoleEndpoints.users, { q, ...filter });
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <Input.Search
        placeholder={t('users.search')}
        allowClear
        enterButton
        onSearch={setQ}
        style={{ maxWidth: 420, marginBottom: 16 }}
        data-testid="user-search"
      />
      <PagedTable<UserRow>
        list={list}
        onRow={(r) => ({ onClick: () => setOpen(r.id), style: { cursor: 'pointer' } })}
        onChange={(_p, filters, sorter) => setFilter(userFilterOf(filters, sorter))}
        columns={[
          {
            title: t('common.id'),
            dataIndex: 'id',
            key: 'id',
            sorter: true,
            sortOrder: filter.order === 'asc' ? 'ascend' : 'descend',
            sortDirections: ['descend', 'ascend', 'descend'],
          },
          { title: t('users.email'), dataIndex: 'email' },
          {
            title: t('users.phone'),
            render: (_, r) => phoneText(r),
          },
          {
            title: t('users.kyc'),
            dataIndex: 'kyc_level',
            key: 'kyc_level',
            filterMultiple: false,
            filteredValue: filter.kyc_level !== undefined ? [filter.kyc_level] : null,
            filters: [0, 1, 2].map((v) => ({ text: String(v), value: v })),
          },
          {
            title: t('users.frozen'),
            key: 'frozen',
            filterMultiple: false,
            filteredValue: filter.frozen ? [filter.frozen] : null,
            filters: [
              { text: t('users.login'), value: 'login' },
              { text: t('users.withdraw'), value: 'withdraw' },
            ],
            render: (_, r) => (
              <Space>
                {r.login_frozen && <Tag color="red">{t('users.login')}</Tag>}
                {r.withdraw_frozen && <Tag color="orange">{t('users.withdraw')}</Tag>}
              </Space>
            ),
          },
          { title: t('common.time'), render: (_, r) => time(r.created_at) },
        ]}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        size={1100}
        title={`${t('common.user')} ${open ?? ''}`}
      >
        {open !== null && <UserDetail userId={open} me={me} onChanged={list.reload} />}
      </Drawer>
    </>
  );
}

function UserDetail({
  userId,
  me,
  onChanged,
}: {
  userId: number;
  me: Me;
  onChanged: () => unknown;
}) {
  const t = useT();
  const { value: d, error, reload } = useLoad(consoleEndpoints.userDetail, { user_id: userId });
  const act = useAction();
  const [modal, holder] = Modal.useModal();
  const [account, setAccount] = useState<Account | null>(null);
  const canRestrict = mayRestrict(me);
  if (error) return <ErrorBanner error={error} />;
  if (!d) return null;
  const toggle = (kind: 'login' | 'withdraw', frozen: boolean) =>
    askText(modal, t('common.reason'), 3, (reason) =>
      act(
        () =>
          call(consoleEndpoints.restrictUser, {
            user_id: userId,
            kind,
            frozen,
            reason,
          }),
        async () => {
          await reload();
          await onChanged();
        },
      ),
    );
  return (
    <>
      {holder}
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label={t('users.email')}>{d.user.email}</Descriptions.Item>
        <Descriptions.Item label={t('users.phone')}>{d.user.phone}</Descriptions.Item>
        <Descriptions.Item label={t('users.kyc')}>{d.user.kyc_level}</Descriptions.Item>
        <Descriptions.Item label={t('common.time')}>{time(d.user.created_at)}</Descriptions.Item>
        {(['login', 'withdraw'] as const).map((kind) => {
          const { frozen, reason, button } = restrictionOf(d, kind);
          return (
            <Descriptions.Item key={kind} label={t(`users.${kind}` as TextKey)}>
              <Space>
                {frozen ? (
                  <Tag color="red">
                    {t('users.frozen')}: {reason}
                  </Tag>
                ) : (
                  <Tag color="green">OK</Tag>
                )}
                {canRestrict && (
                  <Button
                    size="small"
                    data-testid={`toggle-${kind}`}
                    onClick={() => toggle(kind, !frozen)}
                  >
                    {t(button)}
                  </Button>
                )}
              </Space>
            </Descriptions.Item>
          );
        })}
      </Descriptions>
      <Tabs
        style={{ marginTop: 16 }}
        items={[
          {
            key: 'balances',
            label: t('users.balances'),
            children: (
              <>
                <SmallTable<Account>
                  rowKey="account_id"
                  rows={d.accounts}
                  onRow={(r) => ({ onClick: () => setAccount(r), style: { cursor: 'pointer' } })}
                  columns={[
                    {
                      title: t('users.accountType'),
                      render: (_, r) => t(`acct.${r.account_type}` as TextKey),
                    },
                    { title: t('common.currency'), dataIndex: 'currency' },
                    { title: t('users.available'), dataIndex: 'available' },
                    { title: t('users.frozenAmount'), dataIndex: 'frozen' },
                  ]}
                />
                {account && <Journals account={account} />}
              </>
            ),
          },
          {
            key: 'identity',
            label: t('users.identity'),
            children: (
              <SmallTable
                rows={d.identity}
                columns={[
                  { title: t('kyc.level'), dataIndex: 'level' },
                  { title: t('common.status'), dataIndex: 'status' },
                  { title: t('kyc.name'), dataIndex: 'name' },
                  { title: t('kyc.card'), dataIndex: 'id_number' },
                  { title: t('common.time'), render: (_, r) => time(r.created_at) },
                ]}
              />
            ),
          },
          {
            key: 'sessions',
            label: t('users.sessions'),
            children: (
              <>
                {canRestrict && (
                  <Button
                    danger
                    style={{ marginBottom: 8 }}
                    data-testid="end-sessions"
                    onClick={() =>
                      void modal.confirm({
                        title: `${t('users.endSessions')} · ${d.user.email || d.user.phone}`,
                        onOk: () =>
                          act(
                            () =>
                              call(consoleEndpoints.endUserSessions, {
                                user_id: userId,
                              }),
                            reload,
                          ),
                      })
                    }
                  >
                    {t('users.endSessions')}
                  </Button>
                )}
                <SmallTable
                  rows={d.sessions}
                  columns={[
                    { title: t('sess.ip'), dataIndex: 'ip' },
                    { title: t('sess.agent'), dataIndex: 'user_agent', ellipsis: true },
                    { title: t('common.time'), render: (_, r) => time(r.created_at) },
                    { title: t('sess.expires'), render: (_, r) => time(r.expires_at) },
                  ]}
                />
              </>
            ),
          },
          {
            key: 'products',
            label: t('users.products'),
            children: <UserProducts userId={userId} />,
          },
        ]}
      />
    </>
  );
}

/** The journals behind one balance; a row opens its postings. */
function Journals({ account }: { account: Account }) {
  const t = useT();
  const list = usePaged(consoleEndpoints.ledgerEntries, {
    account_id: account.account_id,
  });
  const [journal, setJournal] = useState<number | null>(null);
  return (
    <>
      <h4 style={{ marginTop: 16 }}>
        {t('users.journals')}: {t(`acct.${account.account_type}` as TextKey)} {account.currency}
      </h4>
      <PagedTable<JournalRow>
        list={list}
        rowKey="journal_id"
        size="small"
        onRow={(r) => ({ onClick: () => setJournal(r.journal_id), style: { cursor: 'pointer' } })}
        columns={[
          { title: '#', dataIndex: 'journal_id' },
          { title: t('common.reason'), dataIndex: 'reason' },
          { title: t('common.amount'), dataIndex: 'amount' },
          { title: t('audit.operator'), dataIndex: 'actor' },
          { title: 'memo', dataIndex: 'memo', ellipsis: true },
          { title: t('common.time'), render: (_, r) => time(r.created_at) },
        ]}
      />
      {journal !== null && <Postings journalId={journal} />}
    </>
  );
}

function Postings({ journalId }: { journalId: number }) {
  const t = useT();
  const { value } = useLoad(consoleEndpoints.ledgerEntry, {
    journal_id: journalId,
  });
  return (
    <>
      <h4 style={{ marginTop: 16 }}>
        {t('users.postings')} #{journalId}
      </h4>
      <SmallTable<Posting>
        rowKey="posting_id"
        rows={value?.postings ?? []}
        data-testid="postings"
        columns={[
          { title: '#', dataIndex: 'posting_id' },
          {
            title: t('users.accountType'),
            render: (_, p) => postingAccount(p, t),
          },
          { title: t('common.currency'), dataIndex: 'currency' },
          { title: 'bucket', dataIndex: 'bucket' },
          { title: t('common.amount'), dataIndex: 'amount' },
        ]}
      />
    </>
  );
}
