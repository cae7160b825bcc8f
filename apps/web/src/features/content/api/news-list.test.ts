import { describe, expect, it } from 'vitest';
import { encodeForm } from '../../../shared/api/client';
import { EARLY_BANNERS } from '../../../shared/api/early';
import { BANNER_LIMIT, NEWS_CATEGORY } from './news-list';

describe('the banners request the shell sends early', () => {
  it('is encoded exactly as the client encodes the carousel query', () => {
    // If these drift apart the shell's request is wasted and the banners are fetched twice.
    const body = encodeForm({ c_id: NEWS_CATEGORY.banner, page: 1, limit: BANNER_LIMIT }, 'th');
    expect(body.toString()).toBe(`${EARLY_BANNERS.body}&lang=th`);
    expect(EARLY_BANNERS.path).toBe('/api/news/list');
  });
});
