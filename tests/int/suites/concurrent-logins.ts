import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'
import { type Backend, describeOn } from '../support/backends'
import { startPayload } from '../support/payload'

const ACCOUNT = { name: 'Camille', email: 'camille@escale.example', password: 'mot-de-passe-1' }
const LOGINS = 6

/**
 * Logins to one account at the same moment (an editor on a laptop and a phone, two people sharing the
 * association's account): each keeps its session, so each token still names the account, and a logout
 * ends its own session only (src/lib/concurrent-sessions.ts).
 */
export function concurrentLoginsSuite(backend: Backend) {
  describeOn(backend, 'logins to one account at the same moment', (ready) => {
    let payload: Payload
    let accountId: number | string
    beforeAll(async () => {
      payload = await startPayload(ready.url, ready.mediaDir)
      accountId = (await payload.create({ collection: 'users', data: { ...ACCOUNT, role: 'editor' } })).id
    })

    const userOf = async (token: string) =>
      (await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })).user

    it(`keeps the session of each of ${LOGINS} logins at once`, async () => {
      const logins = await Promise.all(
        Array.from({ length: LOGINS }, () =>
          payload.login({ collection: 'users', data: { email: ACCOUNT.email, password: ACCOUNT.password } }),
        ),
      )
      for (const { token } of logins) expect((await userOf(token!))?.email).toBe(ACCOUNT.email)
      const stored = await payload.findByID({ collection: 'users', id: accountId, showHiddenFields: true })
      expect((stored as { sessions?: unknown[] }).sessions).toHaveLength(LOGINS)
    })

    it('ends only its own session at a logout, and the account keeps its date', async () => {
      const before = await payload.findByID({ collection: 'users', id: accountId })
      const [first, second] = await Promise.all([
        payload.login({ collection: 'users', data: { email: ACCOUNT.email, password: ACCOUNT.password } }),
        payload.login({ collection: 'users', data: { email: ACCOUNT.email, password: ACCOUNT.password } }),
      ])
      const user = await userOf(first.token!)
      await logoutOperation({
        collection: payload.collections.users,
        req: await createLocalReq({ user: user! }, payload),
      })
      expect(await userOf(first.token!)).toBeNull()
      expect((await userOf(second.token!))?.email).toBe(ACCOUNT.email)
      const after = await payload.findByID({ collection: 'users', id: accountId })
      expect(after.updatedAt).toBe(before.updatedAt)
    })
  })
}
