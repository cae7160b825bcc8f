import { adminFeedbackSchema, adminIdResultSchema } from '@tidemark/contracts';
import { Space, Typography } from 'antd';
import { api } from '../api';
import { time } from '../hooks';
import { useT } from '../i18n';
import { QueuePage } from '../queue';
import { Upload } from '../components';
import type { z } from 'zod';

type FeedbackEntry = z.infer<typeof adminFeedbackSchema>;

/** Users' feedback; the reply reaches the user's inbox (the feedback module audits it). */
export function Feedback() {
  const t = useT();
  return (
    <QueuePage<FeedbackEntry, 'open' | 'replied'>
      url="/api/admin/feedback"
      item={adminFeedbackSchema}
      statuses={['open', 'replied']}
      isOpen={(r) => r.reply === null}
      settled={(r) => <Typography.Text type="secondary">{r.reply}</Typography.Text>}
      columns={[
        { title: t('common.id'), dataIndex: 'id' },
        { title: t('common.user'), dataIndex: 'user_id' },
        { title: t('fb.category'), dataIndex: 'category' },
        { title: t('fb.content'), dataIndex: 'content' },
        {
          title: t('fb.images'),
          render: (_, r) => (
            <Space>
              {r.images.map((i) => (
                <Upload key={i} name={i} />
              ))}
            </Space>
          ),
        },
        { title: t('common.time'), render: (_, r) => time(r.created_at) },
      ]}
      actions={[
        {
          label: 'fb.reply',
          kind: 'primary',
          testId: (r) => `feedback-reply-${r.id}`,
          ask: { title: 'fb.reply', min: 1 },
          run: (r, reply) =>
            api('POST', '/api/admin/feedback/reply', adminIdResultSchema, { id: r.id, reply }),
        },
      ]}
    />
  );
}
