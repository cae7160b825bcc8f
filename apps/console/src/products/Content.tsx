import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  Modal,
  Row,
  Segmented,
  Select,
  Space,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import {
  adminArticleRequest,
  ANNOUNCEMENT_SEGMENTS,
  announceRequest,
  contentEndpoints,
  messagesEndpoints,
  PAGE_SLUGS,
  type adminArticleEntrySchema,
  type consoleArticleDetailSchema,
} from '@tidemark/contracts';
import { call } from '../api';
import { time, useAction, usePaged } from '../hooks';
import { SchemaFields, zodRules, type FieldDef, type FieldSchema } from './SchemaForm';
import { editColumn, PagedTable } from './shared';
import { usePT, type ProductTextKey } from './texts';
import {
  announcementPayload,
  userIdsOf,
  articlePayload,
  ORDERED_LANGS,
  paragraphs,
  previewOf,
  type Lang,
  type Texts,
} from './content.logic';
import type { z } from 'zod';

const CATEGORIES = ['news', 'banner', 'popup', 'faq', 'page'] as const;

type ArticleEntry = z.infer<typeof adminArticleEntrySchema>;
type ArticleDetail = z.infer<typeof consoleArticleDetailSchema>;
type ArticleRequest = z.input<typeof adminArticleRequest>;
type AnnounceRequest = z.input<typeof announceRequest>;

const translationShape = adminArticleRequest.shape.translations.shape.en.shape;

/** What a user of the app would see in `lang`: its own text, or the English one it falls back to. */
function Preview({ category, image, texts }: { category: string; image: string; texts: Texts }) {
  const pt = usePT();
  const [lang, setLang] = useState<Lang>('en');
  const { shown, fallback } = previewOf(texts, lang);
  return (
    <Card
      size="small"
      title={pt('art.preview')}
      extra={
        <Segmented
          size="small"
          data-testid="preview-lang"
          value={lang}
          onChange={(v) => setLang(v as Lang)}
          options={ORDERED_LANGS.map((l) => ({ value: l, label: l }))}
        />
      }
    >
      <div data-testid="article-preview" lang={lang} style={{ maxWidth: 390, margin: '0 auto' }}>
        {fallback && (
          <Alert type="warning" title={pt('art.fallback')} style={{ marginBottom: 8 }} />
        )}
        {!shown?.title ? (
          <Empty />
        ) : category === 'banner' ? (
          <div
            style={{
              borderRadius: 12,
              padding: 16,
              minHeight: 120,
              color: '#fff',
              background: image
                ? `center / cover url(${JSON.stringify(image)})`
                : 'linear-gradient(135deg, #0b3c5d, #1d7874)',
            }}
          >
            <Typography.Title level={4} style={{ color: '#fff', margin: 0 }}>
              {shown.title}
            </Typography.Title>
            <Typography.Text style={{ color: '#fff' }}>{shown.summary}</Typography.Text>
          </div>
        ) : (
          <>
            <Typography.Title level={4}>{shown.title}</Typography.Title>
            {shown.summary && (
              <Typography.Paragraph type="secondary">{shown.summary}</Typography.Paragraph>
            )}
            {/* Bodies are plain text, paragraphs split by blank lines (never HTML), as the app shows them. */}
            {paragraphs(shown.body).map((p, i) => (
              <Typography.Paragraph key={i} style={{ whiteSpace: 'pre-line' }}>
                {p}
              </Typography.Paragraph>
            ))}
          </>
        )}
      </div>
    </Card>
  );
}

function ArticleEditor({
  initial,
  onClose,
  onSaved,
}: {
  initial: Partial<ArticleDetail> | null;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const pt = usePT();
  const act = useAction();
  const [form] = Form.useForm();
  const category = (Form.useWatch('category', form) as string | undefined) ?? 'news';
  const image = (Form.useWatch('image', form) as string | undefined) ?? '';
  const texts = (Form.useWatch('translations', form) as Texts | undefined) ?? {};
  const messages = { required: pt('c.required'), invalid: pt('c.invalid') };
  const fields: FieldDef[] = [
    {
      name: 'category',
      label: pt('art.category'),
      kind: 'select',
      options: CATEGORIES.map((c) => ({ value: c, label: pt(`art.cat.${c}` as ProductTextKey) })),
    },
    ...(category === 'page'
      ? [
          {
            name: 'slug',
            label: pt('art.slug'),
            kind: 'select' as const,
            options: PAGE_SLUGS.map((s) => ({ value: s, label: s })),
            schema: adminArticleRequest.shape.slug.unwrap(),
          },
        ]
      : []),
    { name: 'image', label: pt('art.image') },
    { name: 'link', label: pt('art.link'), extra: '#/pages/…' },
    { name: 'sort_order', label: pt('art.sortOrder') },
    { name: 'published', label: pt('art.published'), kind: 'switch' },
  ];
  const save = async () => {
    // A refused field is shown under its input; nothing is sent.
    const v = (await form.validateFields().catch(() => null)) as
      (Record<string, unknown> & { translations?: Texts }) | null;
    if (!v) return;
    const ok = await act(
      // The form checked every field against the request's rules; the server parses it again.
      () => call(contentEndpoints.saveArticle, articlePayload(initial?.id, v) as ArticleRequest),
      onSaved,
      pt('c.saved'),
    );
    if (ok) onClose();
  };
  return (
    <Modal
      open={!!initial}
      width={1200}
      title={initial?.id ? `#${initial.id}` : pt('art.new')}
      okText={pt('c.save')}
      okButtonProps={{ id: 'article-save' }}
      onOk={save}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          category: 'news',
          published: true,
          sort_order: '100',
          ...initial,
          ...(initial?.sort_order !== undefined ? { sort_order: String(initial.sort_order) } : {}),
        }}
      >
        <Row gutter={24}>
          <Col span={13}>
            <Space wrap align="start">
              <SchemaFields schema={adminArticleRequest} fields={fields} />
            </Space>
            <Typography.Paragraph type="secondary">{pt('art.enRequired')}</Typography.Paragraph>
            <Tabs
              size="small"
              items={ORDERED_LANGS.map((l) => ({
                key: l,
                label: (
                  <span data-testid={`lang-tab-${l}`}>
                    {l}
                    {texts[l]?.title ? ' ✓' : ''}
                  </span>
                ),
                forceRender: true,
                children: (
                  <>
                    <Form.Item
                      name={['translations', l, 'title']}
                      label={pt('art.title')}
                      rules={
                        l === 'en'
                          ? zodRules(translationShape.title, messages)
                          : zodRules(translationShape.title.optional(), messages)
                      }
                    >
                      <Input data-testid={`art-title-${l}`} />
                    </Form.Item>
                    <Form.Item
                      name={['translations', l, 'summary']}
                      label={pt('art.summary')}
                      rules={zodRules(translationShape.summary as FieldSchema, messages)}
                    >
                      <Input data-testid={`art-summary-${l}`} />
                    </Form.Item>
                    <Form.Item
                      name={['translations', l, 'body']}
                      label={pt('art.body')}
                      rules={zodRules(translationShape.body as FieldSchema, messages)}
                    >
                      <Input.TextArea rows={6} data-testid={`art-body-${l}`} />
                    </Form.Item>
                  </>
                ),
              }))}
            />
          </Col>
          <Col span={11}>
            <Preview category={category} image={image} texts={texts} />
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}

function Articles() {
  const pt = usePT();
  const [category, setCategory] = useState<string>('');
  const list = usePaged(contentEndpoints.adminArticles, { category });
  const [editing, setEditing] = useState<Partial<ArticleDetail> | null>(null);
  const act = useAction();
  const open = (id: number) =>
    act(async () => setEditing(await call(contentEndpoints.adminArticle, { id })));
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Segmented
          value={category}
          onChange={(v) => setCategory(String(v))}
          options={[
            { value: '', label: pt('c.all') },
            ...CATEGORIES.map((c) => ({ value: c, label: pt(`art.cat.${c}` as ProductTextKey) })),
          ]}
        />
        <Button
          type="primary"
          data-testid="article-new"
          onClick={() =>
            setEditing({ category: category || 'news', published: true, translations: {} })
          }
        >
          {pt('art.new')}
        </Button>
      </Space>
      <PagedTable
        list={list}
        columns={[
          {
            title: pt('art.category'),
            dataIndex: 'category',
            render: (c: string) => pt(`art.cat.${c}` as ProductTextKey),
          },
          { title: pt('art.title'), dataIndex: 'title' },
          {
            title: pt('art.langs'),
            dataIndex: 'langs',
            render: (ls: string[]) => ls.map((l) => <Tag key={l}>{l}</Tag>),
          },
          {
            title: pt('art.published'),
            dataIndex: 'published',
            render: (v: boolean) => (v ? <Tag color="green">✓</Tag> : <Tag>—</Tag>),
          },
          { title: pt('art.version'), dataIndex: 'version' },
          { title: 'Updated', dataIndex: 'updated_at', render: (v: number) => time(v) },
          editColumn(pt, (r: ArticleEntry) => void open(r.id)),
        ]}
      />
      <ArticleEditor initial={editing} onClose={() => setEditing(null)} onSaved={list.reload} />
    </>
  );
}

function Announcements() {
  const pt = usePT();
  const list = usePaged(messagesEndpoints.announcements);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm();
  const act = useAction();
  const segment = Form.useWatch('segment', form) as string | undefined;
  const messages = { required: pt('c.required'), invalid: pt('c.invalid') };
  const shape = announceRequest.shape;
  const send = async () => {
    const v = (await form.validateFields().catch(() => null)) as Record<string, string> | null;
    if (!v) return;
    const ok = await act(
      // The form checked every field against the request's rules; the server parses it again.
      () => call(messagesEndpoints.announce, announcementPayload(v) as AnnounceRequest),
      list.reload,
      pt('c.saved'),
    );
    if (ok) setOpen(false);
  };
  return (
    <>
      <Button type="primary" style={{ marginBottom: 16 }} onClick={() => setOpen(true)}>
        {pt('ann.new')}
      </Button>
      <PagedTable
        list={list}
        columns={[
          {
            title: pt('ann.segment'),
            dataIndex: 'segment',
            render: (s: string) => pt(`ann.seg.${s}` as ProductTextKey),
          },
          { title: pt('ann.title'), dataIndex: 'title' },
          { title: pt('ann.recipients'), dataIndex: 'recipients' },
          { title: 'Time', dataIndex: 'created_at', render: (v: number) => time(v) },
        ]}
      />
      <Modal
        open={open}
        width={800}
        title={pt('ann.new')}
        okText={pt('ann.send')}
        onOk={send}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false} initialValues={{ segment: 'all' }}>
          <Form.Item name="segment" label={pt('ann.segment')}>
            <Select
              options={ANNOUNCEMENT_SEGMENTS.map((s) => ({
                value: s,
                label: pt(`ann.seg.${s}` as ProductTextKey),
              }))}
            />
          </Form.Item>
          {segment === 'users' && (
            <Form.Item
              name="user_ids"
              label={pt('ann.userIds')}
              rules={[
                { required: true, message: messages.required },
                {
                  validator: async (_rule, value: string | undefined) => {
                    if (value?.trim() && !userIdsOf(value))
                      throw new Error(pt('ann.userIdsInvalid'));
                  },
                },
              ]}
            >
              <Input />
            </Form.Item>
          )}
          <Tabs
            size="small"
            items={ORDERED_LANGS.map((l) => ({
              key: l,
              label: l,
              forceRender: true,
              children: (
                <>
                  <Form.Item
                    name={`title_${l}`}
                    label={pt('ann.title')}
                    rules={zodRules(shape.title.shape[l] as FieldSchema, messages)}
                  >
                    <Input />
                  </Form.Item>
                  <Form.Item
                    name={`content_${l}`}
                    label={pt('ann.content')}
                    rules={zodRules(shape.content.shape[l] as FieldSchema, messages)}
                  >
                    <Input.TextArea rows={5} />
                  </Form.Item>
                </>
              ),
            }))}
          />
        </Form>
      </Modal>
    </>
  );
}

/** Content: news, banners, the pop-up, FAQ and pages with a preview per language; announcements. */
export function Content() {
  const pt = usePT();
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'articles', label: pt('tab.articles'), children: <Articles /> },
        { key: 'announcements', label: pt('tab.announcements'), children: <Announcements /> },
      ]}
    />
  );
}
