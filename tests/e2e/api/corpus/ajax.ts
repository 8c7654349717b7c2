import fc from 'fast-check'
import type { AjaxActionFields } from './ajax-actions'
import { formProbe, jsonProbe, multipartProbe, type Probe } from './types'
import { fieldValue, sample } from './values'

/** Requests generated per action by fast-check (seeded: see values.ts). */
export const SAMPLES_PER_ACTION = 80

type Fields = Record<string, string | string[]>

/** An action's fields, some missing, some repeated as lists (`name[]`), plus fields it does not know. */
const fieldsArbitrary = (fields: string[]): fc.Arbitrary<Fields> =>
  fc
    .tuple(
      fc.record(
        Object.fromEntries(
          fields.map((name) => [name, fc.oneof(fieldValue, fc.array(fieldValue, { maxLength: 4 }))]),
        ),
        { requiredKeys: [] },
      ),
      fc.dictionary(fc.string({ maxLength: 12 }), fieldValue, { maxKeys: 2 }),
    )
    .map(([known, unknown]) => ({ ...unknown, ...known }) as Fields)

const pairs = (fields: Fields): [string, string][] =>
  Object.entries(fields).flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((item): [string, string] => [`${name}[]`, item]) : [[name, value]],
  )

const encode = (action: string, fields: Fields, how: number): Probe => {
  const all = [['action', action] as [string, string], ...pairs(fields)]
  if (how === 0) return formProbe('ajax', '/ajax', all)
  if (how === 1) return multipartProbe('ajax', '/ajax', all)
  return jsonProbe('ajax', 'POST', '/ajax', { action, ...fields })
}

/** Bodies that are wrong before any action is read. */
const BROKEN_BODIES: Probe[] = [
  { group: 'ajax', method: 'POST', path: '/ajax' },
  {
    group: 'ajax',
    method: 'POST',
    path: '/ajax',
    headers: { 'content-type': 'text/plain' },
    body: 'action=x',
  },
  jsonProbe('ajax', 'POST', '/ajax', { raw: '{"action":' }),
  jsonProbe('ajax', 'POST', '/ajax', ['loadmore']),
  jsonProbe('ajax', 'POST', '/ajax', null),
  jsonProbe('ajax', 'POST', '/ajax', { action: { $ne: 1 } }),
  jsonProbe('ajax', 'POST', '/ajax', { action: '__proto__' }),
  jsonProbe('ajax', 'POST', '/ajax', { action: 'constructor' }),
  formProbe('ajax', '/ajax', [['action', 'x'.repeat(10_000)]]),
  {
    group: 'ajax',
    method: 'POST',
    path: '/ajax',
    headers: { 'content-type': 'multipart/form-data; boundary=nope' },
    body: '--other\r\nbroken',
  },
  {
    group: 'ajax',
    method: 'POST',
    path: '/ajax',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=loadmore&%ff=%fe&page=%',
  },
  ...['GET', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'].map((method) => ({
    group: 'ajax',
    method,
    path: '/ajax?action=loadmore',
  })),
]

/** Every action of the dispatch table, with fields fast-check made from its schema's field names. */
export function ajaxProbes(actions: AjaxActionFields[]): Probe[] {
  const probes = [...BROKEN_BODIES]
  actions.forEach(({ action, fields }, index) => {
    const samples = sample(fc.tuple(fieldsArbitrary(fields), fc.nat(2)), SAMPLES_PER_ACTION, index)
    for (const [values, how] of samples) probes.push(encode(action, values, how))
    // Each field alone, with values built to cross type and size limits.
    for (const field of fields)
      for (const value of ['', '-1', '1e999', 'null', '[]', 'a'.repeat(20_000), '2026-02-30'])
        probes.push(
          formProbe('ajax', '/ajax', [
            ['action', action],
            [field, value],
          ]),
        )
  })
  return probes
}
