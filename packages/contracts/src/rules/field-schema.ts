import { z } from 'zod';

/**
 * A string form field whose rule answers with one stable code or null. The schema reports
 * exactly one issue, whose message is the code: 'required' when the value is missing,
 * 'invalid' when it is not a string (both from the field codes of common/errors), otherwise
 * the rule's own code ('password_too_short', 'nickname_invalid', ...).
 */
export function fieldSchema(check: (value: string) => string | null) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') })
    .superRefine((value, context) => {
      const problem = check(value);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    });
}
