import { describe, expect, it } from 'vitest';
import { inAppRoute, resolveWebViewTarget, sameOriginImage } from './links';

const here = {
  origin: 'https://app.tidemark.dev',
  href: 'https://app.tidemark.dev/#/pages/common/webView?url=x',
};

describe('resolveWebViewTarget', () => {
  it.each([
    [null, { kind: 'missing' }],
    ['', { kind: 'missing' }],
    ['   ', { kind: 'missing' }],
    ['#/pages/common/faq', { kind: 'route', path: '/pages/common/faq' }],
    ['#/pages/common/article?id=5', { kind: 'route', path: '/pages/common/article?id=5' }],
    ['https://app.tidemark.dev/#/pages/fund/assets', { kind: 'route', path: '/pages/fund/assets' }],
    ['/index.html#/pages/market/market', { kind: 'route', path: '/pages/market/market' }],
    ['/docs/terms.pdf', { kind: 'same-origin', href: 'https://app.tidemark.dev/docs/terms.pdf' }],
    [
      'banners/earn.svg',
      { kind: 'same-origin', href: 'https://app.tidemark.dev/banners/earn.svg' },
    ],
  ] as const)('%s → %j', (raw, expected) => {
    expect(resolveWebViewTarget(raw, here)).toEqual(expected);
  });

  it.each([
    ['https://evil.example/login', 'evil.example'],
    ['//evil.example/#/pages/common/faq', 'evil.example'],
    ['http://app.tidemark.dev/', 'app.tidemark.dev'],
    ['https://app.tidemark.dev:8443/', 'app.tidemark.dev:8443'],
    ['javascript:alert(1)', 'javascript:'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
  ])('refuses %s (another origin or scheme)', (raw, host) => {
    expect(resolveWebViewTarget(raw, here)).toEqual({ kind: 'external', host });
  });

  it('does not take a hash on another path of this origin for an app route', () => {
    expect(resolveWebViewTarget('/static/doc.html#/pages/common/faq', here)).toEqual({
      kind: 'same-origin',
      href: 'https://app.tidemark.dev/static/doc.html#/pages/common/faq',
    });
  });
});

describe('inAppRoute', () => {
  it('opens the hash routes operators write and nothing else', () => {
    expect(inAppRoute('#/pages/transaction/index', here)).toBe('/pages/transaction/index');
    expect(inAppRoute('', here)).toBeNull();
    expect(inAppRoute('https://evil.example/#/pages/common/faq', here)).toBeNull();
    expect(inAppRoute('/docs/terms.pdf', here)).toBeNull();
  });
});

describe('sameOriginImage', () => {
  it('resolves relative banner names against the app and refuses other origins', () => {
    expect(sameOriginImage('banners/zero-fee.svg', here)).toBe(
      'https://app.tidemark.dev/banners/zero-fee.svg',
    );
    expect(sameOriginImage('https://cdn.example/a.png', here)).toBeNull();
    expect(sameOriginImage('javascript:alert(1)', here)).toBeNull();
    expect(sameOriginImage('', here)).toBeNull();
  });
});
