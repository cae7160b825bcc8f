import type { Locator, Page } from 'playwright-core';

/**
 * What the journeys do in the browser again and again: sign in the way the shell reads a
 * session, wait for a text, read one, wait for a toast.
 */

/** Stores the session the way the shell reads it (token, English), then opens `hashPath`. */
export async function signIn(page: Page, baseUrl: string, token: string, hashPath: string) {
  await page.goto(`${baseUrl}/#/pages/index/index`);
  await page.waitForSelector('[data-testid=home]');
  await page.evaluate((t) => {
    localStorage.setItem('token', t);
    localStorage.setItem('lang', 'en');
  }, token);
  await page.goto(`${baseUrl}/#${hashPath}`);
  await page.reload();
}

/** Waits until the element with test id `id` reads exactly `want` (trimmed). */
export async function waitForText(page: Page, id: string, want: string): Promise<void> {
  await page.waitForFunction(
    ([selector, value]) => document.querySelector(selector!)?.textContent?.trim() === value,
    [`[data-testid="${id}"]`, want],
  );
}

/** The trimmed text of the first element with test id `id` inside `within`. */
export async function textOf(within: Page | Locator, id: string): Promise<string> {
  return ((await within.locator(`[data-testid="${id}"]`).first().textContent()) ?? '').trim();
}

export async function toast(page: Page, message: string): Promise<void> {
  await page.locator('.adm-toast-main', { hasText: message }).waitFor();
}

/**
 * Answers the console's open confirm dialog with OK and waits until it has closed, which
 * happens only once the decision's call has been answered. The click waits for the dialog's
 * opening zoom to end: during it the OK button is at its final place with opacity 0, so a
 * loaded machine could press a button that is about to move and lose the click. A dialog that
 * stays open (a lost click, a decision that never returns) fails here, not 30 s later on a row.
 */
export async function confirmOk(page: Page): Promise<void> {
  const dialog = page.locator('.ant-modal-confirm');
  await dialog.waitFor();
  await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter'));
  await dialog.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Pulls the page down with one finger (the browser's own touch events, as a phone sends them):
 * from `fromY` to `fromY + distance` in steps, then lets go.
 */
export async function pullDown(page: Page, fromY = 180, distance = 320): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const x = 200;
  try {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x, y: fromY }],
    });
    for (let step = 1; step <= 8; step++)
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x, y: fromY + (distance * step) / 8 }],
      });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}
