import { useEffect, useState } from 'react';
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
import { api } from '../api';
import { time, useAction, useLoad, usePaged } from '../hooks';
import { useT } from '../i18n';
import { useLiveRefresh } from '../live';
import { ErrorBanner, Upload } from './shared';

interface Conversation {
  id: number;
  user_id: number | null;
  visitor: boolean;
  unread: number;
  last_message_at: number;
}
interface Message {
  id: number;
  sender: 'user' | 'operator';
  text: string;
  image: string | null;
  created_at: number;
}
interface Canned {
  id: number;
  title: string;
  text: string;
  updated_by: string;
  updated_at: number;
}

/** Live chat with users and visitors, answered with typed or canned replies. */
export function SupportDesk() {
  const t = useT();
  const list = usePaged<Conversation>('/api/admin/support/conversations');
  useLiveRefresh(list.reload);
  const [open, setOpen] = useState<Conversation | null>(null);
  const [cannedOpen, setCannedOpen] = useState(false);
  return (
    <Row gutter={16}>
      <Col span={8}>
        <Card
          title={t('desk.conversations')}
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
          <ConversationView key={open.id} conversation={open} onSent={list.reload} />
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

function ConversationView({
  conversation,
  onSent,
}: {
  conversation: Conversation;
  onSent: () => unknown;
}) {
  const t = useT();
  // Newest first from the server; the last 50 are enough to answer from.
  const messages = useLoad<{ data: Message[] }>('/api/admin/support/messages', {
    conversation_id: conversation.id,
    limit: 50,
  });
  useLiveRefresh(messages.reload);
  // Reading the conversation marks its messages read: the list's unread count follows.
  const loaded = messages.value !== null;
  useEffect(() => {
    if (loaded) void onSent();
  }, [loaded, onSent]);
  const canned = useLoad<{ data: Canned[] }>('/api/admin/support/canned', { limit: 100 });
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const act = useAction();
  const send = async () => {
    setBusy(true);
    const ok = await act(
      () => api('POST', '/api/admin/support/send', { conversation_id: conversation.id, text }),
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
                {m.image && <Upload name={m.image.replace(/^\/uploads\//, '')} />}
              </div>
            </List.Item>
          )}
        />
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
          onChange={(e) => setText(e.target.value)}
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
  const list = usePaged<Canned>('/api/admin/support/canned');
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
              () => api('POST', '/api/admin/support/canned/save', v),
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
                      () => api('POST', '/api/admin/support/canned/delete', { id: r.id }),
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
