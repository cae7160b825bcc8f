import { Toast } from 'antd-mobile';
import { translate } from '../i18n/i18n';

/** Toast duration of the description (section 9). */
export const TOAST_DURATION_MS = 1500;

// antd-mobile keeps one toast at a time: a message replaces the loading toast, so we track
// whether the loading toast is the one on screen before clearing it.
let loadingOnScreen = false;

export type ToastKind = 'info' | 'success' | 'fail';

export function showToast(message: string, kind: ToastKind = 'info'): void {
  loadingOnScreen = false;
  Toast.show({
    content: message,
    duration: TOAST_DURATION_MS,
    ...(kind === 'info' ? {} : { icon: kind }),
  });
}

export function showLoading(): void {
  loadingOnScreen = true;
  Toast.show({ icon: 'loading', content: translate('common:page.loading'), duration: 0 });
}

export function hideLoading(): void {
  if (!loadingOnScreen) return;
  loadingOnScreen = false;
  Toast.clear();
}
