import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { initI18n } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../shared/testing/render';
import { Countdown } from './countdown';

const SIX_DAYS = 6 * 86_400 + 23 * 3600 + 56 * 60 + 13;

async function shown(lang: 'en' | 'jp' | 'spa' | 'fra', seconds: number): Promise<string> {
  await initI18n(lang);
  const now = Math.floor(Date.now() / 1000);
  renderWithProviders(
    <Countdown target={now + seconds} serverNow={now} receivedAtMs={Date.now()} testId="left" />,
  );
  return (await screen.findByTestId('left')).textContent ?? '';
}

afterEach(async () => {
  cleanup();
  await initI18n('en');
});

describe('NFT countdown', () => {
  it('writes the days in Japanese, not with an English "d"', async () => {
    const text = await shown('jp', SIX_DAYS);
    expect(text).toMatch(/^6日 23:56:1[23]$/);
    expect(text).not.toContain('d ');
  });

  it('writes the days in Spanish, singular and plural', async () => {
    expect(await shown('spa', SIX_DAYS)).toMatch(/^6 días 23:56:1[23]$/);
  });

  it('writes one day in French in the singular', async () => {
    expect(await shown('fra', 86_400 + 60)).toMatch(/^1 jour 00:0[01]:/);
  });

  it('keeps the compact English form, and no day part under a day', async () => {
    expect(await shown('en', SIX_DAYS)).toMatch(/^6d 23:56:1[23]$/);
    cleanup();
    expect(await shown('jp', 3600)).toMatch(/^0[01]:[0-9]{2}:[0-9]{2}$/);
  });
});
