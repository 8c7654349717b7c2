import type { Cell, Operation, Role } from './access-table'
import type { Sample, SampleContext } from './access-samples'
import { whereQuery, type Reply, type Rest, type Session } from './rest'

/** The accounts a matrix run uses: a visitor, an editor, an admin, and another editor whose documents are "not own". */
export type Accounts = Record<Role, Session> & { other: NonNullable<Session> }

/** A document made for one check, and the account that may read it back to see whether it changed. */
type Target = { id: number; marker: string; verifier: NonNullable<Session> }

const DENIED = [401, 403]
const HIDDEN = [401, 403, 404]

/**
 * Checks one cell of the access table (a collection, an operation, a role) by id and in bulk, against a
 * running instance. Returns what did not match, in words; every document it makes is recorded in
 * `created` for the suite to delete.
 */
export class CellChecker {
  private count = 0
  readonly created: { slug: string; id: number; verifier: NonNullable<Session> }[] = []

  constructor(
    private readonly rest: Rest,
    private readonly context: SampleContext,
    private readonly accounts: Accounts,
    private readonly runId: string,
  ) {}

  async check(slug: string, sample: Sample, operation: Operation, role: Role, cell: Cell): Promise<string[]> {
    const session = this.accounts[role]
    const where = `${slug} ${operation} as ${role} (${cell})`
    const failures: string[] = []
    const expect = (ok: boolean, what: string, reply?: Reply) => {
      if (!ok)
        failures.push(
          `${where}: ${what}${reply ? ` → ${reply.status} ${JSON.stringify(reply.body).slice(0, 160)}` : ''}`,
        )
    }
    if (cell === '-') {
      failures.push(`${where}: "-" is only for globals`)
      return failures
    }
    if (cell === 'none') {
      const method = { read: 'GET', create: 'POST', update: 'PATCH', delete: 'DELETE' }[operation]
      for (const path of [`/api/${slug}`, `/api/${slug}/1`]) {
        const reply = await this.rest.call(method, path, session, method === 'GET' ? undefined : {})
        expect(reply.status === 404, `${method} ${path} should be 404`, reply)
      }
      return failures
    }
    if (sample.unreachable && cell !== 'no') {
      failures.push(`${where}: no ${slug} document can be made over REST, so only "no" can be checked`)
      return failures
    }
    if (operation === 'create') await this.checkCreate(slug, sample, session, cell, expect)
    else if (cell === 'own') await this.checkOwn(slug, sample, operation, session, expect)
    else await this.checkOthers(slug, sample, operation, session, cell, expect)
    return failures
  }

  private marker() {
    return `matrice-${this.runId}-${++this.count}`
  }

  private query(slug: string, sample: Sample, extra: string) {
    return `/api/${slug}?depth=0${sample.drafts ? '&draft=true' : ''}&${extra}`
  }

  private byIdPath(slug: string, sample: Sample, target: Target) {
    // Payload serves the preferences by key (`/api/payload-preferences/<key>`) instead of by id.
    const key = sample.owner === 'creator' ? target.marker : String(target.id)
    return `/api/${slug}/${key}?depth=0${sample.drafts ? '&draft=true' : ''}`
  }

  /**
   * Makes a document as `as` (a draft or published where the collection has drafts), or has the server
   * make one for collections that nobody writes over REST. For unreachable collections, an id that
   * does not exist stands in: only refusals are checked there.
   */
  async make(
    slug: string,
    sample: Sample,
    as: NonNullable<Session>,
    status: 'draft' | 'published' = 'draft',
  ): Promise<Target> {
    const marker = this.marker()
    if (sample.unreachable) return { id: 2_000_000_000 + this.count, marker, verifier: as }
    if (sample.make) {
      const id = await sample.make(this.context)
      this.created.push({ slug, id, verifier: as })
      return { id, marker, verifier: as }
    }
    const data = sample.data(this.context, marker)
    const body = data instanceof FormData || !sample.drafts ? data : { ...data, _status: status }
    const path = `/api/${slug}${sample.drafts && status === 'draft' ? '?draft=true' : ''}`
    const reply = await this.rest.call('POST', path, as, body)
    const id = (reply.body.doc as { id?: number } | undefined)?.id
    if (reply.status !== 201 || !id)
      throw new Error(`cannot make a ${slug} sample: ${reply.status} ${JSON.stringify(reply.body)}`)
    this.created.push({ slug, id, verifier: as })
    return { id, marker, verifier: as }
  }

  /** The document as its verifier sees it, or null when it no longer exists. */
  private async readBack(slug: string, sample: Sample, target: Target) {
    const reply = await this.rest.call(
      'GET',
      this.query(slug, sample, whereQuery({ id: { equals: target.id } })),
      target.verifier,
    )
    return (reply.body.docs?.[0] as Record<string, unknown> | undefined) ?? null
  }

  private idsOf(reply: Reply) {
    return (reply.body.docs ?? []).map((doc) => doc.id)
  }

  private async checkCreate(slug: string, sample: Sample, session: Session, cell: Cell, expect: Expect) {
    const marker = this.marker()
    const data = sample.data(this.context, marker)
    const reply = await this.rest.call('POST', `/api/${slug}`, session, data)
    const id = (reply.body.doc as { id?: number } | undefined)?.id
    if (id) this.created.push({ slug, id, verifier: this.accounts.admin! })
    if (cell === 'yes') return expect(reply.status === 201 && Boolean(id), 'POST should create', reply)
    expect(DENIED.includes(reply.status), 'POST should be refused', reply)
    // Nobody may read an unreachable collection: the refusal is all there is to check.
    if (sample.unreachable) return
    const verifier = sample.owner === 'creator' && session ? session : this.accounts.admin!
    const found = await this.rest.call(
      'GET',
      this.query(slug, sample, whereQuery({ [sample.field]: { equals: marker } })),
      verifier,
    )
    expect(found.body.docs?.length === 0, 'a refused POST must store nothing', found)
  }

  /** Cells yes, no and published: documents made by the admin (or their creator for owned collections). */
  private async checkOthers(
    slug: string,
    sample: Sample,
    operation: Operation,
    session: Session,
    cell: Cell,
    expect: Expect,
  ) {
    const maker = sample.owner === 'creator' ? this.accounts.other : this.accounts.admin!
    const fresh = (status: 'draft' | 'published' = 'draft') => this.make(slug, sample, maker, status)
    if (operation === 'read') {
      const draft = await fresh()
      const one = await this.rest.call('GET', this.byIdPath(slug, sample, draft), session)
      const bulk = await this.rest.call(
        'GET',
        this.query(slug, sample, whereQuery({ id: { equals: draft.id } })),
        session,
      )
      if (cell === 'yes') {
        expect(one.status === 200 && one.body.id === draft.id, 'GET by id should answer the document', one)
        expect(
          bulk.status === 200 && this.idsOf(bulk).join() === String(draft.id),
          'GET where id should list it',
          bulk,
        )
      } else if (cell === 'no') {
        // The preferences' key route answers "not found" (value null) instead of refusing: nothing shown.
        const keyRouteHides = sample.owner === 'creator' && one.status === 200 && one.body.value === null
        expect(DENIED.includes(one.status) || keyRouteHides, 'GET by id should be refused', one)
        expect(DENIED.includes(bulk.status), 'GET where id should be refused', bulk)
      } else {
        expect(one.status === 404, 'a draft should not be found by id', one)
        expect(bulk.status === 200 && this.idsOf(bulk).length === 0, 'a draft should not be listed', bulk)
        const published = await fresh('published')
        const shown = await this.rest.call('GET', this.byIdPath(slug, sample, published), session)
        expect(
          shown.status === 200 && shown.body.id === published.id,
          'a published document should be found',
          shown,
        )
      }
      return
    }
    if (operation === 'update') {
      // One document for the update by id, another for the bulk one: an update may be allowed only once
      // (a kept mail sent again is no longer "kept").
      const [target, other] = [await fresh(), await fresh()]
      const change = sample.change ?? ((value: string) => ({ [sample.field]: value }))
      const applied =
        sample.applied ?? ((doc: Record<string, unknown>, value: string) => doc[sample.field] === value)
      const before = [await this.readBack(slug, sample, target), await this.readBack(slug, sample, other)]
      // The preferences' key route writes with POST (an upsert for the caller); other collections use PATCH.
      const one = await this.rest.call(
        sample.owner === 'creator' ? 'POST' : 'PATCH',
        this.byIdPath(slug, sample, target),
        session,
        change(`${target.marker}-a`),
      )
      const bulk = await this.rest.call(
        'PATCH',
        this.query(slug, sample, whereQuery({ id: { equals: other.id } })),
        session,
        change(`${other.marker}-b`),
      )
      const after = [await this.readBack(slug, sample, target), await this.readBack(slug, sample, other)]
      if (cell === 'yes') {
        const doc = (one.body.doc ?? one.body) as Record<string, unknown>
        expect(one.status === 200 && applied(doc, `${target.marker}-a`), 'PATCH by id should change it', one)
        const docs = (bulk.body.docs ?? []) as Record<string, unknown>[]
        expect(
          bulk.status === 200 && docs.length === 1 && applied(docs[0], `${other.marker}-b`),
          'PATCH where id should change it',
          bulk,
        )
      } else {
        expect(HIDDEN.includes(one.status), 'PATCH by id should be refused', one)
        expect(
          HIDDEN.includes(bulk.status) || this.idsOf(bulk).length === 0,
          'PATCH where id should be refused',
          bulk,
        )
        expect(JSON.stringify(after) === JSON.stringify(before), 'a refused PATCH must change nothing')
      }
      return
    }
    const first = await fresh()
    const second = await fresh()
    const one = await this.rest.call('DELETE', this.byIdPath(slug, sample, first), session)
    const bulk = await this.rest.call(
      'DELETE',
      this.query(slug, sample, whereQuery({ id: { equals: second.id } })),
      session,
    )
    const [firstLeft, secondLeft] = [
      await this.readBack(slug, sample, first),
      await this.readBack(slug, sample, second),
    ]
    if (cell === 'yes') {
      expect(one.status === 200 && !firstLeft, 'DELETE by id should delete it', one)
      expect(bulk.status === 200 && !secondLeft, 'DELETE where id should delete it', bulk)
    } else {
      expect(HIDDEN.includes(one.status), 'DELETE by id should be refused', one)
      expect(
        HIDDEN.includes(bulk.status) || this.idsOf(bulk).length === 0,
        'DELETE where id should be refused',
        bulk,
      )
      if (!sample.unreachable)
        expect(Boolean(firstLeft && secondLeft), 'a refused DELETE must delete nothing')
    }
  }

  /** Cell own: the account's own documents are allowed, another account's are not, by id and in bulk. */
  private async checkOwn(
    slug: string,
    sample: Sample,
    operation: Operation,
    session: Session,
    expect: Expect,
  ) {
    if (!session) return expect(false, '"own" makes no sense for a visitor')
    const ownTarget = async (): Promise<Target> => {
      if (sample.owner === 'account') return { id: session.id, marker: '', verifier: this.accounts.admin! }
      return this.make(slug, sample, session)
    }
    const otherTarget = async (): Promise<Target> => {
      if (sample.owner === 'account')
        return { id: this.accounts.other.id, marker: '', verifier: this.accounts.admin! }
      return this.make(slug, sample, this.accounts.other)
    }
    if (!sample.owner) return expect(false, `the sample of ${slug} does not say who owns a document`)
    const other = await otherTarget()
    const before = await this.readBack(slug, sample, other)
    if (operation === 'read') {
      const own = await ownTarget()
      const ownBulk = await this.rest.call(
        'GET',
        this.query(slug, sample, whereQuery({ id: { in: `${own.id},${other.id}` } })),
        session,
      )
      expect(
        ownBulk.status === 200 && this.idsOf(ownBulk).join() === String(own.id),
        'bulk read should list only its own',
        ownBulk,
      )
      if (sample.owner === 'account') {
        const one = await this.rest.call('GET', this.byIdPath(slug, sample, own), session)
        expect(one.status === 200, 'its own document should be found by id', one)
      }
      const theirs = await this.rest.call('GET', this.byIdPath(slug, sample, other), session)
      const revealed =
        theirs.status === 200 && (theirs.body.id === other.id || (theirs.body.value ?? null) !== null)
      expect(!revealed, "another account's document must not be readable by id", theirs)
      return
    }
    if (operation === 'update') {
      const own = await ownTarget()
      const field = sample.field
      const value = `${this.marker()}-own`
      // Preferences are keyed by `key`, which their own route takes: change their value instead.
      const body = sample.owner === 'creator' ? { value: { changed: value } } : { [field]: value }
      const mine = await this.rest.call(
        'PATCH',
        this.query(slug, sample, whereQuery({ id: { equals: own.id } })),
        session,
        body,
      )
      expect(
        mine.status === 200 && this.idsOf(mine).join() === String(own.id),
        'bulk update of its own should work',
        mine,
      )
      const theirs = await this.rest.call(
        'PATCH',
        this.query(slug, sample, whereQuery({ id: { equals: other.id } })),
        session,
        body,
      )
      expect(
        HIDDEN.includes(theirs.status) || this.idsOf(theirs).length === 0,
        "bulk update of another's should touch nothing",
        theirs,
      )
      if (sample.owner === 'account') {
        const one = await this.rest.call('PATCH', this.byIdPath(slug, sample, other), session, body)
        expect(HIDDEN.includes(one.status), "update by id of another's should be refused", one)
      }
    } else {
      const own = await ownTarget()
      const mine = await this.rest.call('DELETE', this.byIdPath(slug, sample, own), session)
      expect(
        mine.status === 200 && !(await this.readBack(slug, sample, own)),
        'deleting its own by id should work',
        mine,
      )
      const theirs = await this.rest.call('DELETE', this.byIdPath(slug, sample, other), session)
      const theirsBulk = await this.rest.call(
        'DELETE',
        this.query(slug, sample, whereQuery({ id: { equals: other.id } })),
        session,
      )
      expect(
        theirs.status !== 200 || (theirs.body.value ?? null) === null,
        "another's must not be deleted by id",
        theirs,
      )
      expect(
        HIDDEN.includes(theirsBulk.status) || this.idsOf(theirsBulk).length === 0,
        "bulk delete of another's should touch nothing",
        theirsBulk,
      )
    }
    const after = await this.readBack(slug, sample, other)
    expect(JSON.stringify(after) === JSON.stringify(before), "another account's document must be unchanged")
  }
}

type Expect = (ok: boolean, what: string, reply?: Reply) => void
