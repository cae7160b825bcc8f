import { feedbackEndpoints, type adminFeedbackSchema } from '@tidemark/contracts';
import { Space, Typography } from 'antd';
import { call } from '../api';
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
      endpoint={feedbackEndpoints.all}
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
          run: (r, reply) => call(feedbackEndpoints.reply, { id: r.id, reply }),
        },
      ]}
    />
  );
}
