import fc from 'fast-check'
import { jsonProbe, multipartProbe, type Probe } from './types'
import { ODD_QUERY_VALUES, ODD_SEGMENTS, sample } from './values'

/**
 * Payload's REST API for every collection and global. Their names come from the Payload config itself
 * (`configSlugs()`, with the collections Payload adds: jobs, preferences, key-value store...) and their
 * fields from the running server (`GET /api/access`, Payload's permission map for the visitor), so a new
 * collection or global is in the corpus without editing it. Collections that map leaves out (Payload's
 * hidden ones) are probed with their id and creation date.
 */
export type RestSchema = { collections: Record<string, string[]>; globals: Record<string, string[]> }

type AccessMap = {
  collections: Record<string, { fields?: Record<string, unknown> }>
  globals: Record<string, { fields?: Record<string, unknown> }>
}

export function restSchema(
  access: AccessMap,
  config: { collections: string[]; globals: string[] },
): RestSchema {
  const fieldsOf = (slugs: string[], entries: AccessMap['collections']) =>
    Object.fromEntries(
      slugs.map((slug) => [slug, Object.keys(entries[slug]?.fields ?? { id: 1, createdAt: 1 })]),
    )
  return {
    collections: fieldsOf(config.collections, access.collections),
    globals: fieldsOf(config.globals, access.globals),
  }
}

/** Requests generated per collection by fast-check: `where` queries (seeded: see values.ts). */
export const WHERE_SAMPLES = 60

const OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
  '$ne',
  '$gt',
  'nope',
]

/** The query strings the issue listed, and their neighbours, for every collection. */
const LIST_QUERIES = (fields: string[]) => {
  const date = fields.find((field) => /At$|Date$/.test(field)) ?? 'createdAt'
  const text = fields.find((field) => /title|name|slug/.test(field)) ?? 'id'
  const longLike = encodeURIComponent(Array(2000).fill('mot').join(' '))
  return [
    '?limit=0&depth=10',
    '?limit=-1',
    '?limit=abc',
    '?limit=1e999',
    '?limit[$ne]=1',
    '?page=-5',
    '?page=abc',
    '?page[$ne]=1',
    '?depth=abc',
    '?depth=-1',
    '?depth=99999',
    '?depth[$ne]=1',
    '?pagination=false',
    '?pagination=false&limit=0',
    '?sort=nope',
    '?sort[$ne]=1',
    `?sort=${'-'.repeat(500)}`,
    '?select[$ne]=1',
    '?select[nope]=true',
    '?populate[$ne]=1',
    '?draft=true',
    '?draft[$ne]=1',
    '?trash=true',
    '?locale=xx&fallback-locale=%ff',
    '?joins[$ne]=1',
    '?where=%7Bbroken',
    '?where=%5B1%2C2%5D',
    '?where=null',
    '?data=%7Bbroken',
    '?where[$ne]=1',
    `?where[${date}][equals]=notadate`,
    `?where[${date}][greater_than]=abc`,
    `?where[${date}][in]=abc,def`,
    `?where[${date}][equals][$ne]=x`,
    `?where[${text}][$ne]=x`,
    `?where[${text}][equals][$ne]=x`,
    `?where[${text}][in][0][$ne]=1`,
    `?where[${text}][like]=${longLike}`,
    `?where[${text}][contains]=${'x'.repeat(5000)}`,
    `?where[${text}][exists]=maybe`,
    `?where[${text}][near]=1,2,3`,
    `?where[id][equals]=abc`,
    `?where[id][in]=abc,1`,
    `?where[id][greater_than]=1e999`,
    `?where[_status][equals][$ne]=x`,
    `?where[or][0][${text}][equals]=x&where[or][1]=nope`,
    `?where[and][$ne]=1`,
    `?where[or]=x`,
    `?where[${'a.'.repeat(50)}b][equals]=1`,
    `?where[${text}.nope.deeper][equals]=1`,
    '?where' + '[and][0]'.repeat(12) + '[id][equals]=1',
  ]
}

/** A random `where` over the collection's fields: any operator, odd values, nested and/or. */
const whereArbitrary = (fields: string[]) => {
  const value = fc.constantFrom(...ODD_QUERY_VALUES, '2026-07-14', '1', 'true', 'x,y', '%5B1%5D')
  const condition = fc
    .tuple(fc.constantFrom(...fields, 'id', 'nope'), fc.constantFrom(...OPERATORS), value, fc.boolean())
    .map(([field, operator, v, asList]) => `[${field}][${operator}]${asList ? '[0]' : ''}=${v}`)
  return fc
    .tuple(fc.constantFrom('', '[and][0]', '[or][1]', '[and][0][or][0]'), condition)
    .map(([prefix, tail]) => `?where${prefix}${tail}`)
}

const ODD_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999',
  '%ff',
  '%00',
  '..%2f..%2fx',
  'null',
  "'%20OR%201=1",
]

const AUTH_ENDPOINTS = (base: string): Probe[] => [
  jsonProbe('rest', 'POST', `${base}/login`, { email: 'x', password: { $ne: null } }),
  jsonProbe('rest', 'POST', `${base}/login`, { email: ['a@b.c'], password: 'x'.repeat(10_000) }),
  jsonProbe('rest', 'POST', `${base}/login`, { raw: '{"email":' }),
  multipartProbe('rest', `${base}/login`, [
    ['email', '%ff'],
    ['password', ''],
  ]),
  { group: 'rest', method: 'POST', path: `${base}/login` },
  { group: 'rest', method: 'POST', path: `${base}/logout` },
  { group: 'rest', method: 'GET', path: `${base}/me` },
  { group: 'rest', method: 'POST', path: `${base}/refresh-token` },
  jsonProbe('rest', 'POST', `${base}/forgot-password`, { email: { $ne: null } }),
  jsonProbe('rest', 'POST', `${base}/forgot-password`, { email: 'a'.repeat(5000) }),
  jsonProbe('rest', 'POST', `${base}/reset-password`, { token: 'abc', password: 'x' }),
  jsonProbe('rest', 'POST', `${base}/reset-password`, { token: { $ne: null }, password: ['x'] }),
  { group: 'rest', method: 'POST', path: `${base}/verify/abc` },
  { group: 'rest', method: 'POST', path: `${base}/verify/%ff` },
  jsonProbe('rest', 'POST', `${base}/unlock`, { email: { $ne: null } }),
  jsonProbe('rest', 'POST', `${base}/first-register`, { email: 'x', password: 'y' }),
  { group: 'rest', method: 'GET', path: `${base}/init` },
]

const BAD_CREDENTIALS: Record<string, string>[] = [
  { authorization: 'JWT not.a.token' },
  { authorization: 'Bearer %ff' },
  { authorization: 'users API-Key nope' },
  { cookie: 'payload-token=garbage' },
  { cookie: 'payload-token=eyJhbGciOiJub25lIn0.eyJpZCI6MX0.' },
]

function collectionProbes(slug: string, fields: string[], salt: number): Probe[] {
  const base = `/api/${slug}`
  const get = (path: string, headers?: Record<string, string>): Probe => ({
    group: 'rest',
    method: 'GET',
    path,
    headers,
  })
  const probes: Probe[] = [
    ...LIST_QUERIES(fields).map((query) => get(`${base}${query}`)),
    ...sample(whereArbitrary(fields), WHERE_SAMPLES, salt).map((query) => get(`${base}${query}`)),
    ...LIST_QUERIES(fields)
      .slice(28, 40)
      .map((query) => get(`${base}/count${query}`)),
    ...BAD_CREDENTIALS.map((headers) => get(base, headers)),
    get(`${base}/versions?where[nope][equals]=1`),
    get(`${base}/versions/abc`),
    get(`${base}/distinct?field=nope`),
  ]
  for (const id of ODD_IDS) {
    probes.push(get(`${base}/${id}`), get(`${base}/${id}?depth=abc`))
    probes.push(jsonProbe('rest', 'PATCH', `${base}/${id}`, { title: 'x' }))
    probes.push({ group: 'rest', method: 'DELETE', path: `${base}/${id}` })
    probes.push({ group: 'rest', method: 'POST', path: `${base}/${id}/duplicate` })
    probes.push({ group: 'rest', method: 'POST', path: `${base}/access/${id}` })
  }
  for (const name of ODD_SEGMENTS.slice(0, 14)) probes.push(get(`${base}/file/${name}`))
  probes.push(
    jsonProbe('rest', 'POST', base, { raw: '{"title":' }),
    jsonProbe('rest', 'POST', base, [1, 2]),
    jsonProbe('rest', 'POST', base, { _status: { $ne: 1 }, id: 'abc' }),
    multipartProbe('rest', base, [
      ['_payload', '{broken'],
      ['file', 'not a file'],
    ]),
    { group: 'rest', method: 'POST', path: base, headers: { 'content-type': 'text/plain' }, body: 'x' },
    jsonProbe('rest', 'PATCH', `${base}?where[id][equals]=abc`, { title: 'x' }),
    { group: 'rest', method: 'DELETE', path: `${base}?where[id][in]=abc` },
    {
      group: 'rest',
      method: 'POST',
      path: base,
      headers: { 'x-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'where[id][equals]=abc&limit=abc',
    },
    ...AUTH_ENDPOINTS(base),
  )
  return probes
}

function globalProbes(slug: string): Probe[] {
  const base = `/api/globals/${slug}`
  return [
    ...[
      '?depth=abc',
      '?depth=99',
      '?depth[$ne]=1',
      '?draft=x',
      '?locale=%ff',
      '?select[$ne]=1',
      '?populate[x]=%ff',
    ].map((query): Probe => ({ group: 'rest', method: 'GET', path: `${base}${query}` })),
    jsonProbe('rest', 'POST', base, { raw: '{broken' }),
    jsonProbe('rest', 'POST', base, { siteName: { $ne: 1 } }),
    { group: 'rest', method: 'GET', path: `${base}/versions?where[nope][equals]=1` },
    { group: 'rest', method: 'GET', path: `${base}/versions/abc` },
  ]
}

const ROOT_PROBES: Probe[] = [
  '/api',
  '/api/',
  '/api/nope',
  '/api/globals',
  '/api/globals/nope',
  '/api/access',
  '/api/graphql',
  '/api/%ff',
  '/api/..%2f..%2f',
  '/api/articles%00',
].map((path) => ({ group: 'rest', method: 'GET', path }))

export function restProbes(schema: RestSchema): Probe[] {
  const probes = [
    ...ROOT_PROBES,
    jsonProbe('rest', 'POST', '/api/graphql', { query: '{__schema{types{name}}}' }),
  ]
  Object.entries(schema.collections).forEach(([slug, fields], index) =>
    probes.push(...collectionProbes(slug, fields, 100 + index)),
  )
  for (const slug of Object.keys(schema.globals)) probes.push(...globalProbes(slug))
  return probes
}
