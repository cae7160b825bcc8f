import { describe, expect, it } from 'vitest';
import { cssOf, freshChunkUrl } from './fresh-import';
import { retryLoader } from './lazy-page';

describe('fresh chunk import', () => {
  it('collects the CSS of a chunk and of every chunk it imports, once each', () => {
    const manifest = {
      'src/pages/a.tsx': {
        file: 'assets/a.js',
        css: ['assets/a.css'],
        imports: ['_shared.js', '_b.js'],
      },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'], imports: ['_b.js'] },
      '_b.js': { file: 'assets/b.js', imports: ['_shared.js'] },
    };
    expect(cssOf(manifest, 'src/pages/a.tsx')).toEqual(['assets/a.css', 'assets/shared.css']);
    expect(cssOf(manifest, 'src/pages/missing.tsx')).toEqual([]);
  });

  it('makes a chunk URL that no earlier import used, beside the app', () => {
    const first = freshChunkUrl('assets/contactus-X1.js', 'http://h:8080/#/pages/x', 'a');
    const second = freshChunkUrl('assets/contactus-X1.js', 'http://h:8080/#/pages/x', 'b');
    expect(first).toBe('http://h:8080/assets/contactus-X1.js?retry=a');
    expect(second).not.toBe(first);
  });

  it('a retry uses the chunk as linked when it loads, and otherwise the fresh import', async () => {
    const Page = () => null;
    const ok = retryLoader(async () => ({ default: Page }), 'common/faq');
    await expect(ok()).resolves.toEqual({ default: Page });
    // In jsdom there is no manifest to fetch: the fresh import is attempted and its failure
    // (not the first one) is what the retry answers with.
    const broken = retryLoader(() => Promise.reject(new Error('first failure')), 'common/faq');
    await expect(broken()).rejects.not.toThrow('first failure');
  });
});
