import type { Toast as ToastApi } from 'antd-mobile';
import { translate } from '../i18n/i18n';

/** Toast duration of the description (section 9). */
export const TOAST_DURATION_MS = 1500;

// antd-mobile's Toast (with its mask and animation library) loads with the first message, not
// with the app. Calls run in the order they were made, each after the previous one.
let toastCalls: Promise<void> = Promise.resolve();

function withToast(call: (toast: typeof ToastApi) => void): void {
  toastCalls = toastCalls
    .then(() => import('antd-mobile/es/components/toast'))
    .then((module) => call(module.default))
    .catch((error: unknown) => console.warn('Toast failed', error));
}

// antd-mobile keeps one toast at a time: a message replaces the loading toast, so we track
// whether the loading toast is the one on screen before clearing it.
let loadingOnScreen = false;

export type ToastKind = 'info' | 'success' | 'fail';

export function showToast(
  message: string,
  kind: ToastKind = 'info',
  durationMs = TOAST_DURATION_MS,
): void {
  loadingOnScreen = false;
  withToast((toast) =>
    toast.show({
      content: message,
      duration: durationMs,
      ...(kind === 'info' ? {} : { icon: kind }),
    }),
  );
}

export function showLoading(): void {
  loadingOnScreen = true;
  const content = translate('common:page.loading');
  withToast((toast) => toast.show({ icon: 'loading', content, duration: 0 }));
}

export function hideLoading(): void {
  if (!loadingOnScreen) return;
  loadingOnScreen = false;
  withToast((toast) => toast.clear());
}
