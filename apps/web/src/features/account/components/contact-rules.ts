import { isEmail, isPhoneForArea } from '@tidemark/contracts';

/** The problem code of an e-mail or phone field, or null. */
export function contactProblem(
  kind: 'email' | 'mobile',
  value: string,
  dial: string,
): string | null {
  const text = value.trim();
  if (!text) return 'required';
  if (kind === 'email') return isEmail(text) ? null : 'email_invalid';
  return isPhoneForArea(text, dial) ? null : 'phone_invalid';
}
