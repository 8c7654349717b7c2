import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { DEMO_EDITOR } from '../../../src/features/seed/demo-editor'
import { PREVIEW_LINK_TTL_MS, signPreviewToken } from '../../../src/features/publishing/preview-link'
import { runnerToken } from '../../../src/features/publishing/runner-token'
import { loadOrCreateSecret } from '../../../src/lib/secret'
import { e2eEnv } from '../../../playwright.config'
import { Rest, type Session } from './support/rest'
import { richText } from '../../support/rich-text'

/**
 * The editors' workflow routes (docs/access-control.md, "routes outside the REST collections"): entering
 * a draft's preview through a signed link, the draft shown in draft mode, leaving the preview, and the
 * jobs queue's run endpoint. Every cell of the document's table is checked against the running build,
 * then the refusals the table does not show: forged, expired and borrowed links.
 */

const BASE = e2eEnv.SITE_URL
// The e2e server has no PAYLOAD_SECRET in its environment: it uses the one generated under data/.
const SECRET = loadOrCreateSecret()
const sign = (path: string, userId: number, now?: number) => signPreviewToken(path, userId, SECRET, now)
const ROLES = ['visitor', 'editor', 'admin'] as const
type Role = (typeof ROLES)[number]
type Row = { route: string; method: string; expected: Record<Role, 'yes' | 'no'> }

function readRouteTable(): Row[] {
  const rows: Row[] = []
  for (const line of fs.readFileSync(path.resolve('docs/access-control.md'), 'utf8').split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim())
    if (cells.length !== 5 || !['GET', 'POST'].includes(cells[1])) continue
    const [route, method, ...values] = cells
    for (const value of values)
      if (value !== 'yes' && value !== 'no') throw new Error(`bad cell in "${line}"`)
    rows.push({
      route,
      method,
      expected: Object.fromEntries(ROLES.map((role, i) => [role, values[i]])) as Row['expected'],
    })
  }
  return rows
}

const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** The draft-mode cookie a response sets, or null. */
function draftCookie(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${DRAFT_MODE_COOKIE}=`))
  return cookie ? cookie.split(';')[0] : null
}

const authHeader = (session: Session): Record<string, string> =>
  session ? { Authorization: `JWT ${session.token}` } : {}

test.describe('the editors’ workflow routes', () => {
  // One editor account and one draft for the whole suite, made once.
  test.describe.configure({ mode: 'serial' })
  const rest = new Rest(BASE)
  const runId = Date.now()
  const title = `Brouillon secret ${runId}`
  let accounts: Record<Role, Session>
  let draftPath: string
  /** A draft-mode cookie, as `/apercu` sets it for an editor. */
  let enteredCookie: string

  const enter = (token: string, session: Session, cookie?: string) =>
    fetch(`${BASE}/apercu?jeton=${encodeURIComponent(token)}`, {
      redirect: 'manual',
      headers: { ...authHeader(session), ...(cookie ? { Cookie: cookie } : {}) },
    })

  test.beforeAll(async () => {
    const admin = await rest.login(DEMO_EDITOR.email, DEMO_EDITOR.password)
    const email = `editeur-apercu-${runId}@escale.example`
    const made = await rest.call('POST', '/api/users', admin, {
      email,
      name: 'Éditrice aperçu',
      password: 'apercu-mot-de-passe',
      role: 'editor',
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    accounts = { visitor: null, editor: await rest.login(email, 'apercu-mot-de-passe'), admin }
    const draft = await rest.call('POST', '/api/articles?draft=true', admin, {
      title,
      content: richText('Un texte que seuls les éditeurs voient.'),
      _status: 'draft',
    })
    expect(draft.status, JSON.stringify(draft.body)).toBe(201)
    draftPath = `/articles/${(draft.body.doc as { slug: string }).slug}`
    const entered = await enter(sign(draftPath, admin.id), admin)
    expect(entered.status).toBe(307)
    enteredCookie = draftCookie(entered) ?? ''
    expect(enteredCookie).not.toBe('')
  })

  const checks: Record<string, (role: Role) => Promise<boolean>> = {
    '`/apercu` (a preview link made for oneself)': async (role) => {
      // A visitor holds a link made for the editor: without the session it opens nothing.
      const session = accounts[role]
      const response = await enter(sign(draftPath, (session ?? accounts.editor)!.id), session)
      const opened = response.status === 307 && draftCookie(response) !== null
      if (opened) expect(response.headers.get('location')).toBe(draftPath)
      else expect(draftCookie(response)).toBeNull()
      return opened
    },
    "a draft's public page in draft mode": async (role) => {
      const response = await fetch(`${BASE}${draftPath}`, {
        headers: { ...authHeader(accounts[role]), Cookie: enteredCookie },
      })
      const body = await response.text()
      if (response.status === 200 && body.includes(title)) {
        expect(response.headers.get('cache-control')).toContain('no-store')
        expect(body).toContain('Quitter l’aperçu')
        return true
      }
      expect(body).not.toContain(title)
      return false
    },
    '`/apercu/quitter`': async (role) => {
      const response = await fetch(`${BASE}/apercu/quitter`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...authHeader(accounts[role]), Cookie: enteredCookie, Referer: `${BASE}${draftPath}` },
      })
      const cleared = draftCookie(response)
      if (response.status !== 303) return false
      expect(response.headers.get('location')).toBe(draftPath)
      expect(cleared, 'the draft-mode cookie is cleared').not.toBeNull()
      expect(response.headers.getSetCookie().join('\n')).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i)
      return true
    },
    '`/api/payload-jobs/run`': async (role) => {
      const response = await fetch(`${BASE}/api/payload-jobs/run?queue=default&limit=1`, {
        headers: authHeader(accounts[role]),
      })
      if (response.status === 200) return true
      expect(response.status).toBe(401)
      return false
    },
    "`/api/payload-jobs/run` (the server's token)": async () => {
      const response = await fetch(`${BASE}/api/payload-jobs/run?queue=default&limit=1`, {
        headers: { Authorization: `Bearer ${runnerToken(SECRET)}` },
      })
      return response.status === 200
    },
  }

  for (const row of readRouteTable()) {
    test(`${row.method} ${row.route}`, async () => {
      const check = checks[row.route]
      expect(check, `a check for the table's row "${row.route}"`).toBeDefined()
      for (const role of ROLES) {
        expect(await check(role), `${role} on ${row.route}`).toBe(row.expected[role] === 'yes')
      }
    })
  }

  test('every check names a row of the table', () => {
    const routes = readRouteTable().map((row) => row.route)
    expect(Object.keys(checks).sort()).toEqual([...routes].sort())
  })

  test('refuses forged, altered, expired and borrowed links, and sets no draft-mode cookie', async () => {
    const { admin, editor } = accounts
    const valid = sign(draftPath, admin!.id)
    const [body, signature] = valid.split('.')
    const elsewhere = Buffer.from(
      JSON.stringify({ p: '/articles/autre', u: String(admin!.id), e: Date.now() + PREVIEW_LINK_TTL_MS }),
    ).toString('base64url')
    const cases: [string, string, number, string][] = [
      ['forged', 'pas-un-jeton', 400, 'Lien d’aperçu invalide'],
      ['altered', `${elsewhere}.${signature}`, 400, 'Lien d’aperçu invalide'],
      ['truncated', `${body}.${signature.slice(0, 10)}`, 400, 'Lien d’aperçu invalide'],
      ['expired', sign(draftPath, admin!.id, Date.now() - PREVIEW_LINK_TTL_MS - 1000), 410, 'expiré'],
      ['made for another account', sign(draftPath, editor!.id), 403, 'un autre compte'],
    ]
    for (const [what, token, status, message] of cases) {
      const response = await enter(token, admin)
      expect(response.status, what).toBe(status)
      expect(draftCookie(response), what).toBeNull()
      expect(response.headers.get('cache-control'), what).toContain('no-store')
      expect(await response.text(), what).toContain(message)
    }
    const missing = await fetch(`${BASE}/apercu`, { redirect: 'manual', headers: authHeader(admin) })
    expect(missing.status).toBe(400)
    const noSession = await enter(valid, null)
    expect(noSession.status).toBe(401)
    expect(await noSession.text()).toContain('Connectez-vous')
  })

  test('visitors never see the draft: not on its address, not with an editor’s expired preview', async () => {
    const visitor = await fetch(`${BASE}${draftPath}`)
    expect(visitor.status).toBe(404)
    expect(await visitor.text()).not.toContain(title)
    // The draft-mode cookie without a session (the editor logged out): the published page, here none.
    const leftover = await fetch(`${BASE}${draftPath}`, { headers: { Cookie: enteredCookie } })
    expect(leftover.status).toBe(404)
    const text = await leftover.text()
    expect(text).not.toContain(title)
    expect(text).toContain('Aperçu interrompu')
  })

  test('events and pages are previewed the same way, and stay hidden from visitors', async () => {
    const { admin } = accounts
    const kinds = [
      {
        collection: 'events',
        data: { name: `Événement en brouillon ${runId}`, startDate: '2027-07-14', _status: 'draft' },
        text: `Événement en brouillon ${runId}`,
        pathOf: (slug: string) => `/agenda/${slug}`,
      },
      {
        collection: 'pages',
        data: { title: `Page en brouillon ${runId}`, content: richText('Bientôt.'), _status: 'draft' },
        text: `Page en brouillon ${runId}`,
        pathOf: (slug: string) => `/${slug}`,
      },
    ]
    for (const kind of kinds) {
      const made = await rest.call('POST', `/api/${kind.collection}?draft=true`, admin, kind.data)
      expect(made.status, JSON.stringify(made.body)).toBe(201)
      const path = kind.pathOf((made.body.doc as { slug: string }).slug)
      const entered = await enter(sign(path, admin!.id), admin)
      expect(entered.status, kind.collection).toBe(307)
      const cookie = draftCookie(entered)!
      const previewed = await fetch(`${BASE}${path}`, { headers: { ...authHeader(admin), Cookie: cookie } })
      expect(previewed.status, kind.collection).toBe(200)
      expect(await previewed.text(), kind.collection).toContain(kind.text)
      const visitor = await fetch(`${BASE}${path}`)
      expect(visitor.status, kind.collection).toBe(404)
      expect(await visitor.text(), kind.collection).not.toContain(kind.text)
    }
  })

  test('leaving the preview is a button’s post, never a link to follow', async () => {
    const response = await fetch(`${BASE}/apercu/quitter`, {
      redirect: 'manual',
      headers: { Cookie: enteredCookie },
    })
    expect(response.status).toBe(405)
    expect(draftCookie(response)).toBeNull()
  })
})
