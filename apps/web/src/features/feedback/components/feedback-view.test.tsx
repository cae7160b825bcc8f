import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Feedback } from '@tidemark/contracts';
import {
  apiServer,
  http,
  okEnvelope,
  recordPosts,
  setUpSignedInApi,
} from '../../../shared/testing/api-server';
import { renderWithProviders } from '../../../shared/testing/render';
import { FeedbackView } from './feedback-view';

setUpSignedInApi();

const REPLIED: Feedback = {
  id: 7,
  category: 'deposit',
  content: 'My deposit is late',
  images: ['/uploads/abcdefghijklmnop.png'],
  reply: 'Credited now',
  created_at: 1_800_000_000,
  replied_at: 1_800_000_600,
};
const OPEN: Feedback = { ...REPLIED, id: 8, content: 'Add dark charts', reply: null, images: [] };

const page = (data: Feedback[]) =>
  okEnvelope({ data, total: data.length, current_page: 1, per_page: 20, last_page: 1 });

describe('feedback screen', () => {
  it('lists my feedback with the replies, and the ones still waiting', async () => {
    apiServer.use(http.post('*/api/feedback/list', () => page([OPEN, REPLIED])));
    renderWithProviders(<FeedbackView />);
    expect((await screen.findByTestId('feedback-item-7-reply')).textContent).toBe(
      'Reply: Credited now',
    );
    expect(screen.getByTestId('feedback-item-7').textContent).toContain('Screenshots attached: 1');
    expect(screen.getByTestId('feedback-item-8-waiting').textContent).toBe('Waiting for a reply');
  });

  it('refuses a text under 5 characters, then sends the topic, the text and the uploaded screenshot', async () => {
    apiServer.use(http.post('*/api/feedback/list', () => page([])));
    let uploads = 0;
    apiServer.use(
      http.post('*/api/upload', ({ request }) => {
        expect(new URL(request.url).searchParams.get('kind')).toBe('feedback');
        uploads += 1;
        return okEnvelope('/uploads/shot_0123456789abcdef.png');
      }),
    );
    const posts = recordPosts('*/api/feedback/submit', () => okEnvelope({ id: 9 }));
    const { user } = renderWithProviders(<FeedbackView />);
    await screen.findByTestId('feedback-list-empty');

    const text = screen.getByTestId('feedback-content').querySelector('textarea')!;
    await user.type(text, 'bad');
    await user.click(screen.getByTestId('feedback-submit'));
    expect(screen.getByTestId('feedback-problem').textContent).toBe('Write at least 5 characters');
    expect(posts).toHaveLength(0);

    await user.click(screen.getByTestId('feedback-category-bug'));
    await user.type(text, ' chart on the trade page');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('feedback-image-input') as HTMLInputElement, file);
    await expect.poll(() => screen.queryAllByTestId('feedback-image').length).toBe(1);
    expect(uploads).toBe(1);
    await user.click(screen.getByTestId('feedback-submit'));
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({
      category: 'bug',
      content: 'bad chart on the trade page',
      images: '/uploads/shot_0123456789abcdef.png',
    });
    await expect.poll(() => text.value).toBe('');
  });
});
