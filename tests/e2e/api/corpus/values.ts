import fc from 'fast-check'

/**
 * Seed of every fast-check sample in the corpus: the same requests on every run, so a failure repeats.
 * CORPUS_SEED=<n> explores other samples (the report prints the seed used).
 */
export const SEED = Number(process.env.CORPUS_SEED ?? 20261122)

/** `count` values of an arbitrary, the same ones for a given seed and salt. */
export const sample = <T>(arbitrary: fc.Arbitrary<T>, count: number, salt: number): T[] =>
  fc.sample(arbitrary, { numRuns: count, seed: SEED + salt })

const words = (count: number) => Array.from({ length: count }, (_, i) => `mot${i}`).join(' ')

/** Path segments that break naive decoding, matching or file handling. Already percent-encoded. */
export const ODD_SEGMENTS = [
  'junk-corpus',
  '%ff%fe',
  '%',
  '%2',
  '%zz',
  '%C0%AF',
  '%E0%A4%A',
  '%00',
  'a%00b',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '.',
  '..%5c..%5cwindows',
  '%20',
  encodeURIComponent('été à la plage'),
  encodeURIComponent('🦀🌊'),
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent("' OR 1=1 --"),
  '__proto__',
  'constructor',
  '0',
  '-1',
  '1e999',
  '99999999999999999999',
  'a'.repeat(2000),
  encodeURIComponent('é'.repeat(300)),
  'x.json',
  'index.html',
]

/** Query-string values (already encoded) for any parameter. */
export const ODD_QUERY_VALUES = [
  '',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e999',
  'NaN',
  'null',
  'true',
  '%ff%fe',
  '%',
  '%00',
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent('{"$ne":null}'),
  encodeURIComponent(words(2000)),
  'a'.repeat(3000),
]

/** Odd query strings for any page: bad encoding, prototype keys, arrays, deep nesting, long. */
export const ODD_QUERIES = [
  '?page=-1',
  '?page=abc&page=2',
  '?x=%ff%fe',
  '?%ff=1',
  '?__proto__[polluted]=1',
  '?constructor[prototype][polluted]=1',
  '?a[b][c][d][e][f][g][h][i][j][k]=1',
  '?a[]=1&a[]=2&a[x]=3',
  `?q=${'z'.repeat(4000)}`,
  '?lat=abc&lng=1e999&titre=%3Cscript%3E',
  '?categorie=%00&search=%ff',
  '?date=2026-02-31&dateStart=0000-00-00&dateEnd=9999-99-99&category=' + 'c,'.repeat(200),
  '?_rsc=%ff',
  '?=&&==&',
]

/** A field value as a visitor's browser (or a script) could send it. */
export const fieldValue: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc.json({ maxDepth: 3 }),
  fc.constantFrom(
    '',
    'null',
    'undefined',
    'NaN',
    '-1',
    '-0',
    '1e999',
    '[]',
    '{}',
    '{"$ne":null}',
    '__proto__',
    '2026-02-30',
    '\u0000',
    '\ud800',
    '\ufffe',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    words(2000),
    'a'.repeat(5000),
  ),
)
