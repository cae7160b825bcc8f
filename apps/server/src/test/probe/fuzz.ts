import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { z } from 'zod';
import { COLUMN_INT_MAX } from '@tidemark/contracts';
import { routeKey, type ProbedRoute } from './routes';

/** One request of the probe: where, how encoded, and what is special about it (for the report). */
export interface ProbeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** How the input was sent and what it carries: json, form, query, dup-keys, proto-key, nul... */
  features: string[];
}

export type FindingKind = '5xx' | 'non-envelope' | 'http-404';

export interface Finding {
  route: string;
  kind: FindingKind;
  status: number;
  features: string[];
  request: string;
  answer: string;
}

export const PROTO_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
];

/** The object fields of a route's input (empty for a schema that is not an object). */
export function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
}

const SAMPLE_CANDIDATES: unknown[] = [
  1,
  '1',
  3,
  '100',
  '0.01',
  'BTC/USDT',
  'change',
  'lever',
  'crypto',
  'email',
  'register',
  'en',
  'USD',
  'ERC20',
  'a@b.co',
  'abc123',
  'Probe text',
  '+1 202 555 0100',
  '6222020012345678',
  'VICTUS33',
  '021000021',
  'US',
  'P1234567',
  '123456',
  'correct-horse-1',
  true,
  [],
  {},
  // A text per language with English required (announcements, coupon names and terms).
  { en: 'Probe text' },
];

/** Values tried first for a field of that name (passwords that match, an e-mail, a file name). */
const NAME_HINTS: Array<[RegExp, unknown]> = [
  [/pass/, 'correct-horse-1'],
  [/^(user_string|account|email)$/, 'probe@example.com'],
  [/voucher|portrait|image/, 'probe.png'],
  [/^address$/, '0x52908400098527886E0F7030069857D2E4169EE7'],
];

/** A value the field's own schema accepts, when one of a few plain candidates is (else undefined). */
function sampleValue(name: string, field: z.ZodType): unknown {
  const enumLike = field as unknown as { options?: unknown[] };
  const extra = Array.isArray(enumLike.options) ? enumLike.options : [];
  const hints = NAME_HINTS.filter(([re]) => re.test(name)).map(([, v]) => v);
  for (const c of [...hints, ...SAMPLE_CANDIDATES, ...extra])
    if (field.safeParse(c).success) return c;
  return undefined;
}

/** A plausible input for the route (each required field given a value its schema accepts). */
export function sampleInput(route: ProbedRoute): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fieldsOf(route.input))) {
    if (field.safeParse(undefined).success) continue;
    const v = sampleValue(name, field);
    if (v !== undefined) out[name] = v;
  }
  return out;
}

/** Field names that carry a record id (the cross-user matrix puts the victim's ids there). */
export const isIdField = (name: string) => /(^|_)ids?$/.test(name);

/** Fills `:param` segments of a route url. */
export const fillUrl = (url: string, value: string) =>
  url.replace(/:[a-zA-Z_]+/g, encodeLoosely(value));

const toForm = (data: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(data).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
    ]),
  ).toString();

export function plainRequest(
  route: ProbedRoute,
  data: Record<string, unknown>,
  token?: string,
  urlParam = 'probe.png',
): ProbeRequest {
  const headers: Record<string, string> = token ? { authorization: token } : {};
  const url = fillUrl(route.url, urlParam);
  if (route.method === 'GET' || route.method === 'DELETE') {
    const q = toForm(data);
    return { method: route.method, url: q ? `${url}?${q}` : url, headers, features: ['query'] };
  }
  return {
    method: route.method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(data),
    features: ['json'],
  };
}

// ---------------------------------------------------------------- arbitraries

/**
 * Percent-encoding that also takes lone surrogates, as the bytes a careless encoder would
 * send for them (ED A0 80...: invalid UTF-8), where encodeURIComponent throws.
 */
export function encodeLoosely(s: string): string {
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

const nul = fc.constantFrom('\u0000', 'a\u0000b', '%00', '1\u0000', '\u0000'.repeat(3));
const surrogates = fc.constantFrom(
  '\ud800',
  '\udfff',
  'a\ud83db',
  '\udc00\ud800',
  '\ufffe',
  '\uffff',
);
const protoStrings = fc.constantFrom(...PROTO_NAMES);
const decimals = fc.constantFrom(
  '0',
  '-0',
  '-1',
  '0.00000001',
  '0.000000001',
  '1e308',
  '1e-7',
  '9'.repeat(40),
  '999999999999999999999999.999999999',
  '0.1e1',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '0b1',
  ' 1',
  '1 ',
  '1,5',
  '.5',
  '5.',
  '١٢٣',
  '+1',
  '00001',
  '1.0000000000000000000001',
);
const numbers = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1,
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53,
    -(2 ** 53),
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    0.5,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const wrongTypes = fc.constantFrom<unknown>(
  null,
  true,
  false,
  [],
  {},
  [1, 2],
  { a: 1 },
  { __proto__: null },
  [[]],
  '',
  ' ',
);
const huge = fc.constantFrom(
  'a'.repeat(10_000),
  '9'.repeat(5_000),
  '\u0000'.repeat(2_000),
  '😀'.repeat(3_000),
  'é'.repeat(20_000),
);

/** A bad value of any kind, by its feature name. */
const badValue: fc.Arbitrary<[string, unknown]> = fc.oneof(
  nul.map((v): [string, unknown] => ['nul', v]),
  surrogates.map((v): [string, unknown] => ['lone-surrogate', v]),
  protoStrings.map((v): [string, unknown] => ['proto-value', v]),
  decimals.map((v): [string, unknown] => ['boundary-decimal', v]),
  numbers.map((v): [string, unknown] => ['number', v]),
  wrongTypes.map((v): [string, unknown] => ['wrong-type', v]),
  huge.map((v): [string, unknown] => ['huge-string', v]),
  fc.string({ unit: 'binary', maxLength: 40 }).map((v): [string, unknown] => ['random-string', v]),
  fc.jsonValue({ maxDepth: 2 }).map((v): [string, unknown] => ['random-json', v]),
);

/** Key names: the route's own, prototype keys, and strangers. */
function keyArb(names: string[]): fc.Arbitrary<[string, string]> {
  const own = names.length ? [fc.constantFrom(...names).map((k): [string, string] => ['', k])] : [];
  return fc.oneof(
    ...own,
    ...own,
    protoStrings.map((k): [string, string] => ['proto-key', k]),
    fc
      .constantFrom('lang', 'user_id', 'page', 'limit', 'id', '', ' ', 'a.b', 'a[b]', 'x\u0000')
      .map((k): [string, string] => ['stray-key', k]),
  );
}

type Encoding =
  | 'json'
  | 'form'
  | 'query'
  | 'dup-keys'
  | 'raw-bytes'
  | 'non-object'
  | 'bad-percent'
  | 'long-query'
  | 'content-type';

/**
 * Malformed requests for one route, drawn by fast-check from its zod input: a plausible
 * input with some fields replaced or added by bad values, sent as JSON, form, query, JSON
 * text with duplicate keys, invalid UTF-8 bytes, a body that is no object, a query with
 * broken percent-encoding or of great length.
 */
export function fuzzArbitrary(
  route: ProbedRoute,
  token: string | undefined,
): fc.Arbitrary<ProbeRequest> {
  const names = Object.keys(fieldsOf(route.input));
  const base = sampleInput(route);
  const get = route.method === 'GET' || route.method === 'DELETE';
  const encodings: Encoding[] = get
    ? ['query', 'query', 'query', 'bad-percent', 'long-query', 'dup-keys']
    : [
        'json',
        'json',
        'json',
        'form',
        'form',
        'dup-keys',
        'raw-bytes',
        'non-object',
        'query',
        'bad-percent',
        'content-type',
      ];
  return fc
    .record({
      encoding: fc.constantFrom(...encodings),
      changes: fc.array(fc.tuple(keyArb(names), badValue), { minLength: 1, maxLength: 3 }),
      param: fc.oneof(
        fc.constant('probe.png'),
        nul.map((v) => `a${v}.png`),
        protoStrings,
        surrogates,
        fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%', '%zz', 'a'.repeat(3000)),
      ),
    })
    .map(({ encoding, changes, param }) => {
      const features = new Set<string>([encoding]);
      // Key and value pairs in sending order; an own object would swallow __proto__.
      const pairs: Array<[string, unknown]> = Object.entries(base);
      for (const [[keyFeature, key], [valueFeature, value]] of changes) {
        if (keyFeature) features.add(keyFeature);
        features.add(valueFeature);
        const at = pairs.findIndex(([k]) => k === key);
        if (at >= 0 && encoding !== 'dup-keys') pairs[at] = [key, value];
        else pairs.push([key, value]);
      }
      const headers: Record<string, string> = token ? { authorization: token } : {};
      if (route.url.includes(':')) {
        features.add(`param:${param === 'probe.png' ? 'plain' : 'bad'}`);
        if (param.includes('\u0000') || param.includes('%00')) features.add('nul');
      }
      const url = route.url.includes(':')
        ? route.url.replace(/:[a-zA-Z_]+/g, /^%|\.\.%2F/.test(param) ? param : encodeLoosely(param))
        : route.url;
      const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
      const query = pairs
        .map(([k, v]) => `${encodeLoosely(k)}=${encodeLoosely(text(v))}`)
        .join('&');
      const jsonText = `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
      const method = route.method;
      // A request with the body of `payload` as `contentType`, or without a body (at `at`).
      const bare = (at: string) => ({ method, url: at, headers, features: [...features] });
      const sent = (contentType: string, payload: string | Buffer) => ({
        method,
        url,
        headers: { ...headers, 'content-type': contentType },
        payload,
        features: [...features],
      });
      switch (encoding) {
        case 'query':
        case 'form':
          if (encoding === 'query' || get) return bare(`${url}?${query}`);
          return sent('application/x-www-form-urlencoded', query);
        case 'bad-percent':
          return bare(`${url}?${query}&x=%zz&y=%E0%A4%A&%=1`);
        case 'long-query':
          return bare(`${url}?${query}&pad=${'a'.repeat(20_000)}`);
        case 'dup-keys': {
          if (get) return bare(`${url}?${query}&${query}`);
          return sent('application/json', jsonText);
        }
        case 'raw-bytes': {
          // Invalid UTF-8 inside a JSON string: a lone continuation byte and a truncated sequence.
          const payload = Buffer.concat([
            Buffer.from(jsonText.slice(0, -1) + ',"zz":"'),
            Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xe2, 0x82]),
            Buffer.from('"}'),
          ]);
          features.add('invalid-utf8');
          return sent('application/json', payload);
        }
        case 'non-object':
          return sent('application/json', JSON.stringify(changes[0]![1][1] ?? null));
        case 'content-type':
          return sent('text/plain', jsonText);
        default:
          return sent('application/json', jsonText);
      }
    });
}

const EDGE_VALUES: Array<[string, unknown]> = [
  ['proto-value', '__proto__'],
  ['proto-value', 'constructor'],
  ['proto-value', 'prototype'],
  ['nul', 'a\u0000b'],
  ['lone-surrogate', 'a\ud800'],
  ['huge-string', 'x'.repeat(10_000)],
  ['wrong-type', null],
  ['wrong-type', { a: 1 }],
  ['boundary-decimal', '-0.00000001'],
];

/**
 * One past each PostgreSQL integer column width (32,768 and 2^31), for every field that takes a
 * whole number: a schema bounded by a wider column than the one its value lands in lets the
 * database refuse it with an error instead of the route answering `validation_failed`.
 */
const COLUMN_BOUNDS: Array<[string, unknown]> = Object.values(COLUMN_INT_MAX).map(
  (max): [string, unknown] => ['column-bound', max + 1],
);

/** Strings that are no number, for the decimal fields of a schema with a cross-field rule. */
const NOT_A_NUMBER: Array<[string, unknown]> = [
  ['not-a-number', 'NaN'],
  ['not-a-number', 'abc'],
];

/** The values edge cases put in one field: column bounds only where a whole number is taken. */
function edgeValuesFor(field: z.ZodType, crossField: boolean): Array<[string, unknown]> {
  return [
    ...EDGE_VALUES,
    ...(field.safeParse(1).success ? COLUMN_BOUNDS : []),
    ...(crossField && field.safeParse('1').success ? NOT_A_NUMBER : []),
  ];
}

/** True when the schema has checks of its own across its fields (an object-level refine). */
export function hasCrossFieldRule(schema: z.ZodType): boolean {
  const checks = (schema as unknown as { _zod: { def: { checks?: unknown[] } } })._zod.def.checks;
  return schema instanceof z.ZodObject && (checks?.length ?? 0) > 0;
}

/** The options of an enum field, through `.optional()` and `.default()` (else undefined). */
function enumOptions(field: z.ZodType): unknown[] | undefined {
  let inner: z.ZodType | undefined = field;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault)
    inner = inner._zod.def.innerType as z.ZodType;
  return inner instanceof z.ZodEnum ? inner.options : undefined;
}

/**
 * The plausible inputs edge cases start from: the sample, and for a schema with a cross-field
 * rule one more per option of each enum field (a rule often applies to one kind only, such as
 * a stake voucher's minimum order), so an invalid field meets the rule on every branch.
 */
function edgeBases(route: ProbedRoute): Array<Record<string, unknown>> {
  const base = sampleInput(route);
  if (!hasCrossFieldRule(route.input)) return [base];
  const out = [base];
  for (const [name, field] of Object.entries(fieldsOf(route.input))) {
    const options = enumOptions(field);
    if (options)
      for (const option of options)
        if (option !== base[name]) out.push({ ...base, [name]: option });
  }
  return out;
}

/**
 * The same few bad values in every field of the route, one field at a time, as JSON (or a
 * query for a GET) and as a form: what a random draw might miss on a route with many fields.
 * Then prototype keys and duplicate keys in a raw JSON text.
 */
export function edgeCases(route: ProbedRoute, token: string | undefined): ProbeRequest[] {
  const base = sampleInput(route);
  const crossField = hasCrossFieldRule(route.input);
  const out: ProbeRequest[] = [];
  const get = route.method === 'GET' || route.method === 'DELETE';
  const headers: Record<string, string> = token ? { authorization: token } : {};
  const url = fillUrl(route.url, 'probe.png');
  const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  const form = (data: Record<string, unknown>) =>
    Object.entries(data)
      .map(([k, v]) => `${encodeLoosely(k)}=${encodeLoosely(text(v))}`)
      .join('&');
  for (const start of edgeBases(route))
    for (const [name, field] of Object.entries(fieldsOf(route.input))) {
      for (const [feature, value] of edgeValuesFor(field, crossField)) {
        const data = { ...start, [name]: value };
        if (get) {
          out.push({
            method: route.method,
            url: `${url}?${form(data)}`,
            headers,
            features: ['query', feature, `field:${name}`],
          });
          continue;
        }
        out.push({
          method: route.method,
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(data),
          features: ['json', feature, `field:${name}`],
        });
        if (typeof value === 'string' && value.length < 100)
          out.push({
            method: route.method,
            url,
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            payload: form(data),
            features: ['form', feature, `field:${name}`],
          });
      }
    }
  const json = JSON.stringify(base).slice(1, -1);
  const sep = json ? ',' : '';
  const raw = [
    ['proto-key', `{"__proto__":{"polluted":1}${sep}${json}}`],
    ['proto-key', `{"constructor":{"prototype":{"polluted":1}}${sep}${json}}`],
    ['dup-keys', `{${json}${sep}${json}}`],
    [
      'dup-keys',
      `{${json}${sep}${Object.keys(base)
        .map((k) => `"${k}":{"__proto__":null}`)
        .join(',')}}`,
    ],
  ];
  if (!get)
    for (const [feature, payload] of raw)
      out.push({
        method: route.method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
        features: ['json', feature!],
      });
  else
    out.push({
      method: route.method,
      url: `${url}?__proto__[polluted]=1&constructor[prototype][polluted]=1&${form(base)}`,
      headers,
      features: ['query', 'proto-key'],
    });
  return out;
}

/** `n` fuzz requests for the route, the same for the same seed. */
export function fuzzCases(
  route: ProbedRoute,
  token: string | undefined,
  seed: number,
  n: number,
): ProbeRequest[] {
  return fc.sample(fuzzArbitrary(route, token), { seed, numRuns: n });
}

export async function send(
  app: FastifyInstance,
  req: ProbeRequest,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: req.headers,
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
    remoteAddress: '203.0.113.7',
  });
}

export type Body = { type?: unknown; message?: unknown; code?: unknown };

export function parse(res: LightMyRequestResponse): Body | null {
  try {
    const body = res.json() as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : null;
  } catch {
    return null;
  }
}

export const isEnvelope = (b: Body | null) =>
  b !== null &&
  (b.type === 'ok' ||
    (['error', '999', '998'].includes(b.type as string) && typeof b.message === 'string'));

/** What is wrong with an answer, if anything: a 5xx, an answer outside the envelope, HTTP 404 on the API. */
export function judge(
  route: ProbedRoute,
  req: ProbeRequest,
  res: LightMyRequestResponse,
): Finding | null {
  const body = parse(res);
  let kind: FindingKind | null = null;
  if (res.statusCode >= 500) kind = '5xx';
  // A raw route's 200 is its file or its fixed shape; any refusal must still be an envelope.
  else if (!(route.auth === 'raw' && res.statusCode === 200) && !isEnvelope(body))
    kind = 'non-envelope';
  // docs/api.md: every API answer is HTTP 200. A file URL (/uploads/…) keeps HTTP's 404 for a file
  // that is not there, in the envelope, as images and caches expect.
  else if (res.statusCode === 404 && req.url.startsWith('/api/')) kind = 'http-404';
  if (!kind) return null;
  const payload = req.payload === undefined ? '' : ` ${String(req.payload).slice(0, 160)}`;
  return {
    route: routeKey(route),
    kind,
    status: res.statusCode,
    features: req.features,
    request: `${req.method} ${req.url.slice(0, 200)}${payload}`,
    answer: res.body.slice(0, 160),
  };
}
