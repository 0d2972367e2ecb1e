import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { ANALYSIS_CSV } from './analysis-csv.ts';

/*
 * Requests that have broken HTTP services somewhere, for the API's fuzz test: a valid request per route
 * that reads input, and arbitraries that change it one field at a time (so that the oddity reaches the
 * validation and the database rather than being refused at the first missing field) or send anything.
 */

export interface ValidRequest {
  body?: Record<string, unknown> | string;
  query?: Record<string, string>;
}

/** A valid request per route that reads input, by method and route path. */
export const VALID_REQUESTS: Record<string, ValidRequest> = {
  'GET /api/live': { query: { sessionId: 'course', at: '01:00:00' } },
  'GET /api/sessions/:id/report': { query: { page: '1', pageSize: '50' } },
  'GET /api/admin/analytics': { query: { days: '7' } },
  'POST /api/analytics': {
    body: {
      events: [
        {
          name: 'click',
          section: 'live',
          path: '/live',
          at: '2025-06-15T14:03:00.000Z',
          data: { cible: 'x' },
        },
      ],
    },
  },
  'POST /api/messages': {
    body: { name: 'Ana', email: 'ana@example.org', subject: 'Autre', message: 'Bonjour' },
  },
  'POST /api/admin/login': { body: { password: 'pas le bon' } },
  'POST /api/admin/streams': {
    body: {
      team_number: '007',
      team_name: 'Aston Martin THOR Team',
      stream_url: 'https://www.youtube.com/watch?v=abc',
      stream_title: 'Caméra embarquée',
      stream_description: 'Le relais de nuit',
      status: 'live',
      is_active: true,
      priority: 5,
      category: 'HYPERCAR',
    },
  },
  'PATCH /api/admin/messages/:id/status': { body: { status: 'read' } },
  'POST /api/admin/replays': {
    body: { recording_id: '00000000-0000-0000-0000-000000000000', speed: 60, start: '01:00:00' },
  },
  'POST /api/admin/replays/:id/control': { body: { paused: true, speed: 2, race_time: '02:00:00' } },
  'POST /api/admin/recordings': { body: ANALYSIS_CSV, query: { date: '2025-06-14', name: 'Course' } },
};
VALID_REQUESTS['PUT /api/admin/streams/:id'] = VALID_REQUESTS['POST /api/admin/streams'] as ValidRequest;

/** Texts that have broken a service somewhere: bytes Postgres refuses, numbers JavaScript bends, escapes. */
const nastyText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\ud83d\ude00\ud83d',
    '%',
    '%E0%A4%A',
    '..',
    '1e309',
    '-0',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '1',
    '007',
    '99999999999999999999',
    '1.5',
    'null',
    '[]',
    "'; DROP TABLE streams; --",
    '<script>alert(1)</script>',
    '🏁 é',
    '0000-01-01',
    '2025-02-30',
    '-01:00:00',
    '99:99:99',
    'replied',
    'x'.repeat(5000),
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

/** Nasty text in a URL: %-encoded as UTF-8, or as the bytes a lone surrogate would have in CESU-8. */
const encoded = (text: string) => (/\p{Cs}/u.test(text) ? '%ED%A0%80' : encodeURIComponent(text));
/** Escapes no decoder accepts, sent as they are. */
const brokenEscape = fc.constantFrom('%', '%E0%A4%A', '%ff', '%F0%9F%8F', '%%', '%2');

/** A path parameter: nasty text encoded, broken escapes, or an id that may exist. */
export const segment = fc.oneof(
  nastyText.map(encoded),
  brokenEscape,
  fc.constantFrom('1', '2', '2147483648', '00000000-0000-0000-0000-000000000000'),
);

/** Placeholders replaced in the serialised body by what JSON.stringify cannot write. */
const RAW = '@@brut@@';
const rawLiteral = fc.oneof(
  fc.constantFrom('1e309', '-1e309', '-0', '1e-400', '123456789012345678901234567890', '0.1e1'),
  fc
    .tuple(fc.integer({ min: 500, max: 12_000 }), fc.boolean())
    .map(([depth, arrays]) =>
      arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    ),
);

/** Any JSON value, its strings nasty. */
const { json } = fc.letrec<{ json: unknown }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small' },
    nastyText,
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('json'), { maxLength: 3 }),
    fc.dictionary(nastyText, tie('json'), { maxKeys: 3 }),
  ),
}));

/** The paths to every value inside a JSON document (`['events', 0, 'path']`...), containers included. */
function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [path];
  const children = Object.entries(value).flatMap(([key, child]) =>
    pathsOf(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
  return [path, ...children];
}

function valueAt(document: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)?.[key], document);
}

function withValueAt(document: unknown, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy = Array.isArray(document) ? [...document] : { ...(document as object) };
  (copy as Record<string | number, unknown>)[head] = withValueAt(
    (document as Record<string | number, unknown>)[head],
    rest,
    value,
  );
  return copy;
}

/** What Postgres refuses in text, alone or inside a value that is otherwise valid. */
const unstorable = fc.constantFrom('\u0000', '\ud800', '\udfff', '\ud83d');

/** What a field becomes: any value, a raw literal, or the valid text with something slipped in. */
function mutation(current: unknown): fc.Arbitrary<{ value: unknown; raw?: string }> {
  const options = [json.map((value) => ({ value })), rawLiteral.map((raw) => ({ value: RAW, raw }))];
  if (typeof current === 'string') {
    options.push(
      nastyText.map((text) => ({ value: `${current}${text}` })),
      unstorable.map((text) => ({ value: `${current}${text}` })),
    );
  }
  return fc.oneof(...options);
}

/** The valid document with one value (or a new key) changed, serialised. */
function mutated(document: Record<string, unknown>): fc.Arbitrary<string> {
  const paths = pathsOf(document);
  return fc.tuple(fc.constantFrom(...paths), fc.option(nastyText, { freq: 4 })).chain(([path, newKey]) => {
    // A new key only goes into an object: an array's "length" or "-1" would not be a key of the JSON.
    const parent = valueAt(document, path.slice(0, -1));
    const takesNewKey = newKey !== null && path.length > 0 && !Array.isArray(parent);
    const target = takesNewKey ? [...path.slice(0, -1), newKey] : path;
    const current = valueAt(document, path);
    return mutation(current).map(({ value, raw }) => {
      const text = JSON.stringify(withValueAt(document, target, value));
      return raw === undefined ? text : text.replace(`"${RAW}"`, raw);
    });
  });
}

/** A body without a template: anything, in JSON or not. */
const anyBodyText = fc.oneof(
  json.map((value) => JSON.stringify(value) ?? 'null'),
  rawLiteral,
  fc.constantFrom('', '{', '[1,]', 'nul', '"\\ud800"', '{"a":"\\u0000"}', 'a;b;c\n1;2;3', '\u0000\u0001'),
);

const CONTENT_TYPES = [
  'application/json; charset=klingon',
  'application/json; charset=utf-16',
  'text/plain',
  'text/csv',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
];

export interface Body {
  bytes: Buffer;
  headers: Record<string, string>;
}

/** The bytes on the wire with their Content-Type and, sometimes, a Content-Encoding true or false. */
export function bodyFor(
  template: Record<string, unknown> | string | undefined,
): fc.Arbitrary<Body | undefined> {
  const usual = typeof template === 'string' ? 'text/csv' : 'application/json';
  const text =
    template === undefined
      ? anyBodyText
      : typeof template === 'string'
        ? fc.oneof(
            fc.constant(template),
            nastyText.map((cell) => template.replace('Harry', cell)),
            anyBodyText,
          )
        : fc.oneof({ arbitrary: mutated(template), weight: 4 }, { arbitrary: anyBodyText, weight: 1 });
  const type = fc.oneof(
    { arbitrary: fc.constant(usual), weight: 6 },
    { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 1 },
  );
  const coding = fc.oneof(
    { arbitrary: fc.constant('identity'), weight: 8 },
    { arbitrary: fc.constantFrom('gzip', 'gzip-garbage', 'deflate', 'br', 'x-inconnu'), weight: 1 },
  );
  return fc.option(
    fc.tuple(text, type, coding).map(([bodyText, contentType, contentCoding]) => {
      const plain = Buffer.from(bodyText, 'utf8');
      const headers: Record<string, string> = { 'content-type': contentType };
      if (contentCoding === 'identity') return { bytes: plain, headers };
      headers['content-encoding'] = contentCoding === 'gzip-garbage' ? 'gzip' : contentCoding;
      return { bytes: contentCoding === 'gzip' ? gzipSync(plain) : plain, headers };
    }),
    { freq: 8 },
  );
}

const QUERY_KEYS = [
  'sessionId',
  'at',
  'page',
  'pageSize',
  'days',
  'date',
  'name',
  'year',
  'x',
  'sessionId[]',
];

/** A query string: the valid one with values changed, keys added or repeated, escapes broken. */
export function queryFor(template: Record<string, string> = {}): fc.Arbitrary<string> {
  const value = fc.oneof(nastyText.map(encoded), brokenEscape);
  const changes = fc.array(fc.tuple(fc.constantFrom(...Object.keys(template), ...QUERY_KEYS), value), {
    maxLength: 3,
  });
  return fc.tuple(changes, fc.boolean()).map(([pairs, repeat]) => {
    const query = new Map(Object.entries(template).map(([key, text]) => [key, [encodeURIComponent(text)]]));
    for (const [key, text] of pairs) query.set(key, repeat ? [...(query.get(key) ?? []), text] : [text]);
    const parts = [...query].flatMap(([key, texts]) => texts.map((text) => `${key}=${text}`));
    return parts.length === 0 ? '' : `?${parts.join('&')}`;
  });
}

/** The valid request once per text in it, that text given a NUL or half a surrogate pair at its end. */
export function* withUnstorableText(valid: ValidRequest) {
  const query = valid.query ?? {};
  const body = (document: unknown) => (typeof document === 'string' ? document : JSON.stringify(document));
  for (const [key, value] of Object.entries(query)) {
    // A query string cannot carry half a surrogate pair: its bytes decode as U+FFFD.
    yield { query: { ...query, [key]: `${value}\u0000` }, body: valid.body && body(valid.body) };
  }
  for (const text of ['\u0000', '\ud800', 'x\udfff']) {
    if (typeof valid.body === 'string') yield { query, body: valid.body.replace('Harry', `Harry${text}`) };
    else if (valid.body) {
      for (const path of pathsOf(valid.body)) {
        const value = valueAt(valid.body, path);
        if (typeof value === 'string')
          yield { query, body: body(withValueAt(valid.body, path, `${value}${text}`)) };
      }
    }
  }
}
