import { expect, test } from '@playwright/test'
import { DEMO_EDITOR } from '../../../../src/features/seed/demo-editor'
import {
  configSlugs,
  seededPostgres,
  seededSqlite,
  startAppServer,
  type AppServer,
} from '../../support/app-server'
import { extraPort, type Instance } from '../../support/ports'
import { CellChecker, type Accounts } from './access-checks'
import { SAMPLES, sampleContext } from './access-samples'
import { OPERATIONS, readAccessTable, ROLES, type Role } from './access-table'
import { Rest, type Session } from './rest'

/** For globals: the field an update test writes (and then restores), and how it wraps a marker. */
const GLOBAL_FIELDS: Record<string, { field: string; wrap?: (marker: string) => unknown }> = {
  'site-settings': { field: 'tagline' },
  'newsletter-settings': { field: 'mailSubject' },
  'search-bar': { field: 'placeholder' },
  // A JSON field: it takes an object.
  'payload-jobs-stats': { field: 'stats', wrap: (marker) => ({ matrice: marker }) },
}

const table = readAccessTable()

/**
 * The access-control matrix of docs/access-control.md, checked through the REST API of an instance of the
 * production build on a database of its own (SQLite, or PostgreSQL when it can be reached).
 */
export function accessMatrixSuite(kind: 'sqlite' | 'postgres', instance: Instance) {
  test.describe(`access-control matrix on ${kind}`, () => {
    test.describe.configure({ mode: 'serial' })
    let server: AppServer | undefined
    let rest: Rest
    let accounts: Accounts
    let checker: CellChecker
    const runId = Date.now().toString(36)

    test.beforeAll(async () => {
      test.setTimeout(240_000)
      let env: Record<string, string | undefined>
      if (kind === 'postgres') {
        const database = await seededPostgres('access', './data/e2e-access-pg-media')
        if ('skip' in database) {
          console.warn(`[api] access-control matrix on postgres skipped: ${database.skip}`)
          test.skip(true, `skipped: ${database.skip}`)
          return
        }
        env = { DATABASE_URL: database.url, MEDIA_DIR: './data/e2e-access-pg-media' }
      } else {
        env = seededSqlite('e2e-access')
      }
      server = await startAppServer({ port: extraPort(instance), env })
      rest = new Rest(server.url)
      const admin = await rest.login(DEMO_EDITOR.email, DEMO_EDITOR.password)
      const editors: NonNullable<Session>[] = []
      for (const name of ['editeur', 'autre']) {
        const email = `${name}-${runId}@matrice.example`
        const made = await rest.call('POST', '/api/users', admin, {
          email,
          name,
          password: 'matrice-mot-de-passe',
          role: 'editor',
        })
        expect(made.status, JSON.stringify(made.body)).toBe(201)
        editors.push(await rest.login(email, 'matrice-mot-de-passe'))
      }
      accounts = { visitor: null, editor: editors[0], admin, other: editors[1] }
      checker = new CellChecker(rest, await sampleContext(rest, admin), accounts, runId)
    })

    test.afterAll(async () => {
      if (!server) return
      for (const { slug, id, verifier } of checker?.created.reverse() ?? []) {
        await rest.call(
          'DELETE',
          `/api/${slug}/${id}`,
          slug === 'payload-preferences' ? verifier : accounts.admin,
        )
      }
      await server.stop()
    })

    test('the table lists every collection and global of the config, and nothing else', async () => {
      const { collections, globals } = configSlugs()
      const inConfig = [...collections, ...globals.map((slug) => `global ${slug}`)].sort()
      expect([...table.keys()].sort()).toEqual(inConfig)
      for (const [subject, row] of table)
        expect([...row.keys()].sort(), subject).toEqual([...OPERATIONS].sort())
    })

    test("a visitor's /api/access grants no write anywhere", async () => {
      const access = await rest.call('GET', '/api/access', null)
      // Payload answers `true` or `{ permission: true, where }` for a granted operation, nothing otherwise.
      type Grant = boolean | { permission?: boolean } | undefined
      const grants = access.body as Record<string, Record<string, Record<string, Grant>>>
      const writes: string[] = []
      for (const kind of ['collections', 'globals']) {
        for (const [slug, permissions] of Object.entries(grants[kind] ?? {})) {
          for (const operation of ['create', 'update', 'delete']) {
            const grant = permissions[operation]
            if (grant === true || (typeof grant === 'object' && grant.permission))
              writes.push(`${slug}.${operation}`)
          }
        }
      }
      expect(writes).toEqual([])
    })

    test('an editor cannot give themselves the admin role', async () => {
      const editor = accounts.editor!
      const reply = await rest.call('PATCH', `/api/users/${editor.id}`, editor, {
        role: 'admin',
        name: 'Promu',
      })
      expect(reply.status).toBe(200)
      const after = await rest.call('GET', `/api/users/${editor.id}?depth=0`, accounts.admin)
      expect(after.body).toMatchObject({ role: 'editor', name: 'Promu' })
    })

    for (const [subject, row] of table) {
      test(`${subject}: ${ROLES.join(', ')}`, async () => {
        const failures: string[] = []
        if (subject.startsWith('global ')) {
          failures.push(...(await checkGlobal(rest, accounts, subject.slice('global '.length), row)))
        } else {
          // A collection without a REST route ('none' everywhere) needs no sample document.
          const needsSample = [...row.values()].some((cells) => ROLES.some((role) => cells[role] !== 'none'))
          const sample = SAMPLES[subject] ?? { field: 'id', data: () => ({}) }
          if (needsSample) {
            expect(
              SAMPLES[subject],
              `add a sample for "${subject}" in tests/e2e/api/support/access-samples.ts`,
            ).toBeTruthy()
          }
          for (const [operation, cells] of row) {
            for (const role of ROLES) {
              failures.push(...(await checker.check(subject, sample, operation, role, cells[role])))
            }
          }
        }
        expect(failures).toEqual([])
      })
    }
  })
}

async function checkGlobal(
  rest: Rest,
  accounts: Accounts,
  slug: string,
  row: ReturnType<typeof table.get> & object,
): Promise<string[]> {
  const failures: string[] = []
  if (!GLOBAL_FIELDS[slug]) return [`add a field of global "${slug}" to GLOBAL_FIELDS in access-matrix.ts`]
  const { field, wrap = (marker: string) => marker } = GLOBAL_FIELDS[slug]
  const path = `/api/globals/${slug}`
  const original = (await rest.call('GET', `${path}?depth=0`, accounts.admin)).body[field] ?? null
  for (const role of ROLES as readonly Role[]) {
    const session = accounts[role]
    for (const [operation, cells] of row) {
      const cell = cells[role]
      const where = `global ${slug} ${operation} as ${role} (${cell})`
      if (operation === 'create' || operation === 'delete') {
        if (cell !== '-') failures.push(`${where}: globals are never created or deleted, write "-"`)
        continue
      }
      if (operation === 'read') {
        const reply = await rest.call('GET', path, session)
        const ok = cell === 'yes' ? reply.status === 200 : [401, 403].includes(reply.status)
        if (!ok) failures.push(`${where}: GET → ${reply.status}`)
        continue
      }
      const value = `matrice-${role}-${Date.now()}`
      const reply = await rest.call('POST', path, session, { [field]: wrap(value) })
      const after = JSON.stringify((await rest.call('GET', `${path}?depth=0`, accounts.admin)).body[field])
      const ok =
        cell === 'yes'
          ? reply.status === 200 && after === JSON.stringify(wrap(value))
          : [401, 403].includes(reply.status) && after !== JSON.stringify(wrap(value))
      if (!ok) failures.push(`${where}: POST → ${reply.status}, ${field} is now ${after}`)
      await rest.call('POST', path, accounts.admin, { [field]: original })
    }
  }
  return failures
}
