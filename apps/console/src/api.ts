/** The operator API: the platform's envelope, the operator token kept for this tab only. */
const TOKEN_KEY = 'tidemark.console.token';

export const token = {
  get: () => sessionStorage.getItem(TOKEN_KEY),
  set: (t: string) => sessionStorage.setItem(TOKEN_KEY, t),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly type: string,
  ) {
    super(message);
  }
}

export interface Page<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

let lang = 'en';
export const setApiLang = (l: string) => {
  lang = l;
};

/** Fires when the server says the session is gone (type 999): the app shows the login. */
export const onSignedOut = new EventTarget();

export async function api<T>(
  method: 'GET' | 'POST',
  url: string,
  data: Record<string, unknown> = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  const t = token.get();
  if (t) headers.authorization = `Bearer ${t}`;
  const clean = Object.fromEntries(
    Object.entries(data).filter(([, v]) => v !== undefined && v !== ''),
  );
  // The server reads the language of its messages from the query, on every method.
  const query = new URLSearchParams({ lang });
  let body: string | undefined;
  if (method === 'GET') for (const [k, v] of Object.entries(clean)) query.set(k, String(v));
  else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(clean);
  }
  const full = `${url}?${query.toString()}`;
  const res = await fetch(full, { method, headers, ...(body ? { body } : {}) });
  const env = (await res.json()) as { type: string; code?: string; message: unknown };
  if (env.type === 'ok') return env.message as T;
  if (env.type === '999') {
    token.clear();
    onSignedOut.dispatchEvent(new Event('signed-out'));
  }
  throw new ApiError(String(env.message), env.code ?? env.type, res.status, env.type);
}

/**
 * An uploaded file (identity document, voucher) as an object URL: it needs the operator token.
 * Takes the stored path ('/uploads/<name>') or the bare name; a refusal comes back as an
 * envelope, not an image, and is thrown.
 */
export async function fileUrl(path: string): Promise<string> {
  const t = token.get();
  const name = path.replace(/^\/uploads\//, '');
  const res = await fetch(`/api/admin/uploads/${encodeURIComponent(name)}`, {
    headers: t ? { authorization: `Bearer ${t}` } : {},
  });
  if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('image/'))
    throw new Error(String(res.status));
  return URL.createObjectURL(await res.blob());
}

/** Ends this tab's operator session on the server, then forgets the token. */
export async function signOut(): Promise<void> {
  try {
    await api('POST', '/api/admin/logout');
  } finally {
    token.clear();
  }
}
