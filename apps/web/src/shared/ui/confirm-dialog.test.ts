import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { confirmDialog } from './confirm-dialog';
import { showToast } from './feedback';

vi.mock('./feedback', () => ({ showToast: vi.fn() }));
// The dialog's chunk cannot be fetched (offline, a deploy replaced it).
vi.mock('./dialog-sheet', () => {
  throw new Error('chunk 404');
});

beforeAll(async () => {
  await initI18n('en');
});

describe('confirmDialog', () => {
  it('answers false and shows the network-error toast when the dialog cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(confirmDialog({ content: 'Move 10 USDT?' })).resolves.toBe(false);
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith('Network error, please check your connection');
    warn.mockRestore();
  });
});
