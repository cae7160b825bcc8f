/**
 * The journeys' own way to the API (beside the browser): one call that unwraps the envelope,
 * with the session token when one is given. Form-encoded like the app's client.
 */

import { totpAt } from '../../apps/server/src/platform/totp';

export const DEMO_USER = { user_string: 'demo@tidemark.dev', password: 'demo-pass-1' };

/** The demo operator (README's table): password plus a TOTP code from its public demo secret. */
const DEMO_OPERATOR = {
  email: 'ops@tidemark.dev',
  password: 'ops-pass-1',
  totpSecret: 'TIDEMARKDEMOOPERATORTOTPSECRET22',
};

/** The body of an operator sign-in as the demo operator, with the code of this moment. */
export function demoOperatorLogin(): Record<string, string> {
  return {
    email: DEMO_OPERATOR.email,
    password: DEMO_OPERATOR.password,
    totp_code: totpAt(DEMO_OPERATOR.totpSecret, Date.now()),
  };
}

interface Envelope<T> {
  type: string;
  code?: string;
  message: T;
}

/** GET without a body, POST with one; throws with the error code when the answer is not ok. */
export async function apiCall<T>(
  baseUrl: string,
  path: string,
  init: { token?: string; body?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = init.token;
  if (init.body) headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers,
    ...(init.body ? { body: new URLSearchParams(init.body).toString() } : {}),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.type !== 'ok')
    throw new Error(`${path}: ${envelope.code ?? ''} ${JSON.stringify(envelope.message)}`);
  return envelope.message;
}

/** The demo operators of narrower roles, each with its own public demo TOTP secret. */
const DEMO_ROLE_OPERATORS = {
  finance: {
    email: 'finance@tidemark.dev',
    password: 'finance-pass-1',
    totpSecret: 'TIDEMARKDEMOFINANCETOTPSECRET222',
  },
  support: {
    email: 'support@tidemark.dev',
    password: 'support-pass-1',
    totpSecret: 'TIDEMARKDEMOSUPPORTTOTPSECRET222',
  },
  product: {
    email: 'product@tidemark.dev',
    password: 'product-pass-1',
    totpSecret: 'TIDEMARKDEMOPRODUCTTOTPSECRET222',
  },
  content: {
    email: 'content@tidemark.dev',
    password: 'content-pass-1',
    totpSecret: 'TIDEMARKDEMOCONTENTTOTPSECRET222',
  },
  compliance: {
    email: 'compliance@tidemark.dev',
    password: 'compliance-pass-1',
    totpSecret: 'TIDEMARKDEMOCOMPLIANCETOTPSECRET',
  },
};

export function demoRoleOperatorLogin(
  role: keyof typeof DEMO_ROLE_OPERATORS,
): Record<string, string> {
  const op = DEMO_ROLE_OPERATORS[role];
  return {
    email: op.email,
    password: op.password,
    totp_code: totpAt(op.totpSecret, Date.now()),
  };
}
