import { consoleEndpoints } from '@tidemark/contracts';
import type { Me } from '../me';

/** What the operator sessions screen lists and offers on a row, kept pure. */

/** An operator who reads the audit log sees every operator's sessions; others their own. */
export const sessionsList = (me: Pick<Me, 'permissions'>) =>
  me.permissions.includes('audit.read')
    ? consoleEndpoints.operatorSessions
    : consoleEndpoints.sessions;

/**
 * What a session row offers: the one in use only says so (signing out ends it); one's own other
 * sessions end after a yes; another operator's end with a reason, and only for an operator who
 * manages operators.
 */
export function sessionControl(
  s: { operator_id: number; current: boolean },
  me: Pick<Me, 'id' | 'permissions'>,
): 'current' | 'own' | 'other' | null {
  if (s.current) return 'current';
  if (s.operator_id === me.id) return 'own';
  return me.permissions.includes('operators.manage') ? 'other' : null;
}
