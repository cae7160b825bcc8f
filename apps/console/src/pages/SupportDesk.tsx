import { useEffect, useRef, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Col,
  Drawer,
  Empty,
  Form,
  Input,
  List,
  Popconfirm,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import {
  backofficeEndpoints,
  SUPPORT_SOCKET_EVENTS,
  supportEndpoints,
  type cannedReplySchema,
  type supportConversationSchema,
} from '@tidemark/contracts';
import type { z } from 'zod';
import { call } from '../api';
import { time, useAction, useLoad, usePaged } from '../hooks';
import { useT } from '../i18n';
import { useDeskSocket, type DeskSocket } from '../desk-socket';
import { useLiveRefresh } from '../live';
import { ErrorBanner, Upload } from '../components';

type Conversation = z.infer<typeof supportConversationSchema>;
type Canned = z.infer<typeof cannedReplySchema>;

/** Live chat with users and visitors, answered with typed or canned replies. */
export function SupportDesk() {
  const t = useT();
  const list = usePaged(supportEndpoints.conversations);
  const desk = useDeskSocket();
  const { listen } = desk;
  // With the desk room joined, pushes bring the news and polling only covers a lost push.
  useLiveRefresh(list.reload, desk.live ? SLOW_POLL_MS : undefined);
  const reloadList = useRef(list.reload);
  reloadList.current = list.reload;
  useEffect(
    () =>
      listen((push) => {
        if (push.type === 'message') void reloadList.current();
      }),
    [listen],
  );
  const [open, setOpen] = useState<Conversation | null>(null);
  const [cannedOpen, setCannedOpen] = useState(false);
  return (
    <Row gutter={16}>
      <Col span={8}>
        <Card
          title={
            <Space>
              {t('desk.conversations')}
              <Tag color={desk.live ? 'green' : 'default'} data-testid="desk-live">
                {desk.live ? t('desk.live') : t('desk.polling')}
              </Tag>
            </Space>
          }
          extra={
            <Button size="small" onClick={() => setCannedOpen(true)} data-testid="canned-manage">
              {t('desk.canned')}
            </Button>
          }
        >
          <ErrorBanner error={list.error} />
          <Table<Conversation>
            size="small"
            rowKey="id"
            dataSource={list.rows}
            pagination={{ ...list.pagination, showSizeChanger: false }}
            onRow={(r) => ({
              onClick: () => setOpen(r),
              style: { cursor: 'pointer', background: open?.id === r.id ? '#e6f4ff' : undefined },
              'data-testid': `conversation-${r.id}`,
            })}
            columns={[
              {
                title: t('common.user'),
                render: (_, r) =>
                  r.visitor ? <Tag>{t('desk.visitor')}</Tag> : `${t('common.user')} ${r.user_id}`,
              },
              {
                title: t('desk.unread'),
                render: (_, r) => <Badge count={r.unread} showZero={false} />,
              },
              { title: t('common.time'), render: (_, r) => time(r.last_message_at) },
            ]}
          />
        </Card>
      </Col>
      <Col span={16}>
        {open ? (
          <ConversationView key={open.id} conversation={open} onSent={list.reload} desk={desk} />
        ) : (
          <Card>
            <Empty description={t('desk.pick')} />
          </Card>
        )}
      </Col>
      <Drawer
        open={cannedOpen}
        onClose={() => setCannedOpen(false)}
        size="large"
        title={t('desk.canned')}
      >
        {cannedOpen && <CannedReplies />}
      </Drawer>
    </Row>
  );
}

/** Polling while the desk room pushes: only a safety net for a push lost in a reconnect. */
const SLOW_POLL_MS = 30_000;
/** A user's typing indicator goes out by itself if no stop arrives (a closed tab). */
const TYPING_SHOWN_MS = 6_000;
/** How often the operator's own "typing" is sent while they keep typing. */
const TYPING_EVERY_MS = 2_000;

function ConversationView({
  conversation,
  onSent,
  desk,
}: {
  conversation: Conversation;
  onSent: () => unknown;
  desk: DeskSocket;
}) {
  const t = useT();
  // Newest first from the server; the last 50 are enough to answer from.
  const messages = useLoad(supportEndpoints.messages, {
    conversation_id: conversation.id,
    limit: 50,
  });
  useLiveRefresh(messages.reload, desk.live ? SLOW_POLL_MS : undefined);
  const { listen } = desk;
  const [typer, setTyper] = useState<'user' | 'operator' | null>(null);
  const reloadMessages = useRef(messages.reload);
  reloadMessages.current = messages.reload;
  useEffect(() => {
    let hide: ReturnType<typeof setTimeout> | undefined;
    const stop = listen((push) => {
      if (push.conversation_id !== conversation.id) return;
      if (push.type === 'typing') {
        clearTimeout(hide);
        setTyper(push.typing ? push.sender : null);
        if (push.typing) hide = setTimeout(() => setTyper(null), TYPING_SHOWN_MS);
      } else if (push.type === 'message') {
        // A message ends its sender's typing.
        setTyper((cur) => (cur === push.message.sender ? null : cur));
        // Fetching the history marks the user's message read, which the user then sees.
        void reloadMessages.current();
      } else if (push.reader === 'user') void reloadMessages.current();
    });
    return () => {
      stop();
      clearTimeout(hide);
    };
  }, [listen, conversation.id]);
  // Reading the conversation marks its messages read: the list's unread count follows.
  const loaded = messages.value !== null;
  useEffect(() => {
    if (loaded) void onSent();
  }, [loaded, onSent]);
  const canned = useLoad(backofficeEndpoints.cannedReplies, { limit: 100 });
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const typingSent = useRef(0);
  const typing = (on: boolean) => {
    const now = Date.now();
    if (on && now - typingSent.current < TYPING_EVERY_MS) return;
    if (!on && typingSent.current === 0) return;
    typingSent.current = on ? now : 0;
    desk.signal(SUPPORT_SOCKET_EVENTS.typing, { conversation_id: conversation.id, typing: on });
  };
  const act = useAction();
  const send = async () => {
    typing(false);
    setBusy(true);
    const ok = await act(
      () => call(supportEndpoints.reply, { conversation_id: conversation.id, text }),
      async () => {
        await messages.reload();
        await onSent();
      },
    );
    if (ok) setText('');
    setBusy(false);
  };
  const rows = [...(messages.value?.data ?? [])].reverse();
  return (
    <Card
      title={
        conversation.visitor
          ? t('desk.visitor')
          : `${t('common.user')} ${conversation.user_id ?? ''}`
      }
    >
      <ErrorBanner error={messages.error} />
      <div
        style={{ maxHeight: 420, overflowY: 'auto', marginBottom: 16 }}
        data-testid="desk-messages"
      >
        <List
          loading={!messages.value && !messages.error}
          dataSource={rows}
          locale={{ emptyText: t('desk.noMessages') }}
          renderItem={(m) => (
            <List.Item
              style={{ justifyContent: m.sender === 'operator' ? 'flex-end' : 'flex-start' }}
            >
              <div
                style={{
                  maxWidth: '75%',
                  padding: '6px 10px',
                  borderRadius: 8,
                  background: m.sender === 'operator' ? '#e6f4ff' : '#f5f5f5',
                }}
              >
                <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                  {m.sender === 'operator' ? t('desk.operator') : t('common.user')} ·{' '}
                  {time(m.created_at)}
                </Typography.Text>
                <div style={{ whiteSpace: 'pre-wrap' }}>{m.text}</div>
                {m.sender === 'operator' && m.is_read === 1 && (
                  <Typography.Text
                    type="secondary"
                    style={{ fontSize: 11 }}
                    data-testid="desk-read"
                  >
                    ✓✓ {t('desk.read')}
                  </Typography.Text>
                )}
                {m.image && <Upload name={m.image} />}
              </div>
            </List.Item>
          )}
        />
        {typer && (
          <Typography.Text type="secondary" italic data-testid="desk-typing" data-sender={typer}>
            {typer === 'user' ? t('desk.userTyping') : t('desk.colleagueTyping')}
          </Typography.Text>
        )}
      </div>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <div data-testid="canned-pick">
          <Select
            style={{ width: '100%' }}
            placeholder={t('desk.insertCanned')}
            value={null}
            showSearch={{ optionFilterProp: 'label' }}
            options={(canned.value?.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
            onChange={(id: number) => {
              const c = canned.value?.data.find((x) => x.id === id);
              // Inserted, not sent: the operator can adapt it to the user first.
              if (c) setText((cur) => (cur.trim() ? `${cur.trimEnd()}\n${c.text}` : c.text));
            }}
          />
        </div>
        <Input.TextArea
          rows={3}
          maxLength={1000}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            typing(e.target.value.trim() !== '');
          }}
          onBlur={() => typing(false)}
          data-testid="desk-reply"
        />
        <Button
          type="primary"
          loading={busy}
          disabled={!text.trim()}
          onClick={() => void send()}
          data-testid="desk-send"
        >
          {t('desk.send')}
        </Button>
      </Space>
    </Card>
  );
}

/** The desk's stored replies: any support operator edits them; the audit log keeps each change. */
function CannedReplies() {
  const t = useT();
  const list = usePaged(backofficeEndpoints.cannedReplies);
  const act = useAction();
  const [form] = Form.useForm<{ id?: number; title: string; text: string }>();
  const editing = Form.useWatch('id', form);
  return (
    <>
      <Card title={editing ? t('desk.editCanned') : t('desk.newCanned')} size="small">
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) =>
            act(
              () => call(backofficeEndpoints.saveCannedReply, v),
              async () => {
                form.resetFields();
                await list.reload();
              },
            )
          }
        >
          <Form.Item name="id" hidden>
            <Input />
          </Form.Item>
          <Form.Item
            name="title"
            label={t('desk.cannedTitle')}
            rules={[{ required: true, max: 80 }]}
          >
            <Input data-testid="canned-title" />
          </Form.Item>
          <Form.Item
            name="text"
            label={t('desk.cannedText')}
            rules={[{ required: true, max: 1000 }]}
          >
            <Input.TextArea rows={3} data-testid="canned-text" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="canned-save">
              {t('common.save')}
            </Button>
            {editing && <Button onClick={() => form.resetFields()}>{t('common.cancel')}</Button>}
          </Space>
        </Form>
      </Card>
      <ErrorBanner error={list.error} />
      <Table<Canned>
        style={{ marginTop: 16 }}
        size="small"
        rowKey="id"
        dataSource={list.rows}
        pagination={list.pagination}
        columns={[
          { title: t('desk.cannedTitle'), dataIndex: 'title' },
          { title: t('desk.cannedText'), dataIndex: 'text', ellipsis: true },
          { title: t('adj.createdBy'), dataIndex: 'updated_by' },
          { title: t('common.time'), render: (_, r) => time(r.updated_at) },
          {
            title: t('common.actions'),
            render: (_, r) => (
              <Space>
                <Button size="small" onClick={() => form.setFieldsValue(r)}>
                  {t('common.edit')}
                </Button>
                <Popconfirm
                  title={t('common.delete')}
                  onConfirm={() =>
                    act(
                      () => call(backofficeEndpoints.deleteCannedReply, { id: r.id }),
                      list.reload,
                    )
                  }
                >
                  <Button size="small" danger>
                    {t('common.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
