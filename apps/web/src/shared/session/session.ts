import { useAppStore } from '../store/app-store';
import { scheduleRedirect } from '../routing/navigation';
import { BEGIN_PATH, VERIFICATION_PATH } from '../routing/route-table';
import { showToast } from '../ui/feedback';

/** The description's delay before leaving a page after a session or login message. */
export const SESSION_REDIRECT_DELAY_MS = 1200;

/** Session ended (envelope type 999, socket `session_ended`): drop it and go to begin. */
export function endSession(message: string | null): void {
  if (message) showToast(message);
  useAppStore.getState().clearSession();
  scheduleRedirect(BEGIN_PATH, SESSION_REDIRECT_DELAY_MS);
}

/** Identity verification needed (envelope type 998): go to the verification page. */
export function requireVerification(message: string | null): void {
  if (message) showToast(message);
  scheduleRedirect(VERIFICATION_PATH, SESSION_REDIRECT_DELAY_MS);
}
