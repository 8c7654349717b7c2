import { Rest, whereQuery, type Session } from './rest'
import { richText } from '../../../support/rich-text'
import { CONSENT_REVISION } from '../../../../src/features/consent/categories'

/** How many votes the samples made: each one votes on the next published article. */
let votesMade = 0
/** How many comments the samples posted: each from another address, with another text. */
let commentsMade = 0
/** How many consent choices the samples logged: each on its own page address. */
let consentsMade = 0
/** How many searched phrases the samples counted: each its own phrase. */
let keywordsMade = 0

/** Ids of existing documents that samples point to (the demo content of the instance). */
export type SampleContext = {
  rest: Rest
  admin: NonNullable<Session>
  placeCategory: number
  article: number
  form: number
  media: number
  video: number
}

/**
 * How to make a document of a collection for the access matrix: its data (JSON or multipart), the field a
 * marker string goes into (to find it and to change it), whether the collection has drafts, and who owns
 * a document when a rule says `own` (the account itself, or the account that created it). Collections
 * whose documents only the server writes say how to get one made (`make`), or that none can be reached
 * over REST (`unreachable`: only refusals are checked, on an id that does not exist). `change` and
 * `applied` replace "write the marker into `field`" where that field is not what an update changes.
 */
export type Sample = {
  data: (context: SampleContext, marker: string) => Record<string, unknown> | FormData
  field: string
  drafts?: boolean
  owner?: 'account' | 'creator'
  make?: (context: SampleContext) => Promise<number>
  unreachable?: boolean
  change?: (marker: string) => Record<string, unknown>
  applied?: (doc: Record<string, unknown>, marker: string) => boolean
}

/** A 1×1 PNG: the smallest valid upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** One entry per collection of the Payload config; a collection without one fails the matrix. */
export const SAMPLES: Record<string, Sample> = {
  articles: { field: 'title', drafts: true, data: (_, m) => ({ title: m, content: richText('Matrice.') }) },
  categories: { field: 'title', data: (_, m) => ({ title: m }) },
  events: {
    field: 'name',
    drafts: true,
    data: (_, m) => ({ name: m, startDate: '2030-06-01T12:00:00.000Z' }),
  },
  'event-categories': { field: 'title', data: (_, m) => ({ title: m }) },
  places: {
    field: 'title',
    data: (c, m) => ({ title: m, latitude: 51.07, longitude: 2.55, category: c.placeCategory }),
  },
  'place-categories': { field: 'title', data: (_, m) => ({ title: m, color: '#123456' }) },
  media: {
    field: 'alt',
    data: (_, m) => {
      const form = new FormData()
      form.set('file', new Blob([PNG], { type: 'image/png' }), `${m}.png`)
      form.set('_payload', JSON.stringify({ alt: m }))
      return form
    },
  },
  videos: {
    field: 'title',
    // A thumbnail given: saving never asks the video service (no network in the tests).
    data: (c, m) => ({ title: m, youtubeId: 'dQw4w9WgXcQ', thumbnail: c.media }),
  },
  playlists: { field: 'title', data: (c, m) => ({ title: m, videos: [c.video] }) },
  // Consent records come through the consent notice's call only (nobody writes them over REST): a sample
  // is logged the way the notice logs a choice.
  'consent-records': {
    field: 'page',
    data: (_, m) => ({ choice: 'all', categories: ['necessary'], revision: CONSENT_REVISION, page: `/${m}` }),
    make: async ({ rest, admin }) => {
      const page = `/matrice-${++consentsMade}-${Date.now()}`
      const logged = await fetch(`${rest.baseUrl}/ajax`, {
        method: 'POST',
        body: new URLSearchParams({
          action: 'consent_log',
          choice: 'necessary',
          revision: String(CONSENT_REVISION),
          page,
          'categories[]': 'necessary',
        }),
      })
      if (logged.status !== 200)
        throw new Error(`consent for a sample: ${logged.status} ${await logged.text()}`)
      const made = await rest.call(
        'GET',
        `/api/consent-records?depth=0&${whereQuery({ page: { equals: page } })}`,
        admin,
      )
      return made.body.docs?.[0]?.id ?? 0
    },
    change: () => ({ revision: 99 }),
    applied: (doc) => doc.revision === 99,
  },
  // The search index is written by the search plugin's hooks; an admin may still add an entry by hand.
  search: {
    field: 'title',
    data: (c, m) => ({
      title: m,
      kind: 'page',
      url: `/${m}`,
      doc: { relationTo: 'articles', value: c.article },
    }),
  },
  // A search of its own (« Recherches »): a name is all it needs, every setting has its default.
  searches: { field: 'title', data: (_, m) => ({ title: m, kinds: ['event'] }) },
  // Searched phrases come through the bar's statistics call only: a sample is counted the way the bar does.
  'search-keywords': {
    field: 'keyword',
    data: (_, m) => ({ keyword: m, count: 1, noResults: 0 }),
    make: async ({ rest, admin }) => {
      const keyword = `matrice ${++keywordsMade} ${Date.now()}`
      const counted = await fetch(`${rest.baseUrl}/ajax`, {
        method: 'POST',
        body: new URLSearchParams({ action: 'ajaxsearchpro_addkeyword', id: '1', keyword }),
      })
      if (!counted.ok) throw new Error(`ajaxsearchpro_addkeyword: ${counted.status} ${await counted.text()}`)
      const made = await rest.call(
        'GET',
        `/api/search-keywords?depth=0&${whereQuery({ keyword: { equals: keyword } })}`,
        admin,
      )
      return made.body.docs?.[0]?.id ?? 0
    },
    change: () => ({ count: 99 }),
    applied: (doc) => doc.count === 99,
  },
  pages: { field: 'title', drafts: true, data: (_, m) => ({ title: m, content: richText('Matrice.') }) },
  users: {
    field: 'name',
    owner: 'account',
    data: (_, m) => ({
      name: m,
      email: `${m}@matrice.example`,
      password: 'matrice-mot-de-passe',
      role: 'editor',
    }),
  },
  'payload-locked-documents': {
    field: 'globalSlug',
    data: (c, m) => ({
      globalSlug: m,
      document: { relationTo: 'articles', value: c.article },
      user: { relationTo: 'users', value: c.admin.id },
    }),
  },
  'payload-preferences': {
    field: 'key',
    owner: 'creator',
    data: (_, m) => ({ key: m, value: { matrice: true } }),
  },
  forms: {
    field: 'title',
    data: (_, m) => ({
      title: m,
      recipient: 'contact@matrice.example',
      mailSubject: 'Matrice',
      submitLabel: 'Envoyer',
      fields: [{ blockType: 'text', name: 'nom', label: 'Nom' }],
    }),
  },
  // Visitors' messages come through the contact form's feedback route; only an admin writes one over
  // REST, which is how the matrix gets its samples.
  'form-submissions': {
    field: 'unitTag',
    data: (c, m) => ({ form: c.form, unitTag: m, submissionData: [{ field: 'nom', value: m }] }),
  },
  // Only the server writes mails: a forgot-password request makes one (kept here, as the test instance
  // has no mail server), for an account made for it (Payload sends one such mail per account at most
  // every few minutes). The one thing an editor may change is to send a kept or failed mail again.
  outbox: {
    field: 'subject',
    data: (_, m) => ({ subject: m, to: 'personne@matrice.example', text: m, source: 'matrice' }),
    make: async ({ rest, admin }) => {
      const newest = async () =>
        (await rest.call('GET', '/api/outbox?sort=-id&limit=1&depth=0', admin)).body.docs?.[0]?.id ?? 0
      const before = await newest()
      const email = `courrier-${Date.now()}-${Math.random().toString(36).slice(2)}@matrice.example`
      const account = { email, name: 'Courrier', password: 'matrice-mot-de-passe', role: 'editor' }
      const made = await rest.call('POST', '/api/users', admin, account)
      if (made.status !== 201)
        throw new Error(`account for a mail: ${made.status} ${JSON.stringify(made.body)}`)
      const asked = await rest.call('POST', '/api/users/forgot-password', null, { email })
      if (asked.status !== 200)
        throw new Error(`forgot-password: ${asked.status} ${JSON.stringify(asked.body)}`)
      // Payload may answer before its mail is written: wait for the new row.
      for (let tries = 0; tries < 50; tries++) {
        const id = await newest()
        if (id > before) return id
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error('forgot-password wrote no mail in the outbox')
    },
    change: () => ({ requeue: true }),
    applied: (doc) => doc.status === 'queued',
  },
  'newsletter-lists': { field: 'title', data: (_, m) => ({ title: m }) },
  // Votes come through the rating call only (nobody writes them over REST): a vote is made the way a
  // visitor's browser makes it, with the nonce read from the post page. One vote per address, article and
  // day, so each sample votes on another published article.
  'post-ratings': {
    field: 'voter',
    data: (c, m) => ({ article: c.article, rating: 3, voter: m, addressOfDay: m }),
    make: async ({ rest, admin }) => {
      const published = await rest.call(
        'GET',
        `/api/articles?depth=0&limit=100&sort=id&select[slug]=true&${whereQuery({ _status: { equals: 'published' } })}`,
        admin,
      )
      const articles = (published.body.docs ?? []) as Array<{ id: number; slug: string }>
      const article = articles[votesMade++ % articles.length]
      if (!article) throw new Error('no published article to vote on')
      const page = await fetch(`${rest.baseUrl}/articles/${article.slug}`)
      const nonce = /data-nonce="([^"]+)"/.exec(await page.text())?.[1] ?? ''
      const vote = await fetch(`${rest.baseUrl}/ajax`, {
        method: 'POST',
        body: new URLSearchParams({
          action: 'postratings',
          pid: String(article.id),
          rate: '4',
          [`postratings_${article.id}_nonce`]: nonce,
        }),
      })
      if (vote.status !== 200) throw new Error(`vote for a sample: ${vote.status} ${await vote.text()}`)
      const made = await rest.call(
        'GET',
        `/api/post-ratings?depth=0&sort=-id&limit=1&${whereQuery({ article: { equals: article.id } })}`,
        admin,
      )
      return made.body.docs?.[0]?.id ?? 0
    },
    change: () => ({ rating: 1 }),
    applied: (doc) => doc.rating === 1,
  },
  // Comments come through the comment form's post only (nobody writes them over REST): a sample is posted
  // as a browser without script posts it (it then waits for moderation), with the nonce of the post page.
  comments: {
    field: 'authorName',
    data: (c, m) => ({
      article: c.article,
      authorName: m,
      authorEmail: 'matrice@example.org',
      content: `Commentaire de la matrice ${m}`,
      addressOfDay: m,
    }),
    make: async ({ rest, admin }) => {
      const published = await rest.call(
        'GET',
        `/api/articles?depth=0&limit=1&sort=-publishedAt&select[slug]=true&${whereQuery({ _status: { equals: 'published' } })}`,
        admin,
      )
      const [article] = (published.body.docs ?? []) as Array<{ id: number; slug: string }>
      if (!article) throw new Error('no published article to comment on')
      const page = await fetch(`${rest.baseUrl}/articles/${article.slug}`)
      const nonce = /name="comment_nonce" value="([^"]+)"/.exec(await page.text())?.[1] ?? ''
      const author = `Matrice ${++commentsMade} ${Date.now()}`
      const posted = await fetch(`${rest.baseUrl}/commentaires`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({
          author: author,
          email: `matrice-${commentsMade}@example.org`,
          comment: `Un commentaire de la matrice d’accès, numéro ${commentsMade}.`,
          comment_post_ID: String(article.id),
          comment_parent: '0',
          comment_nonce: nonce,
        }),
      })
      if (posted.status !== 200)
        throw new Error(`comment for a sample: ${posted.status} ${await posted.text()}`)
      const made = await rest.call(
        'GET',
        `/api/comments?depth=0&sort=-id&limit=1&${whereQuery({ authorName: { equals: author } })}`,
        admin,
      )
      return made.body.docs?.[0]?.id ?? 0
    },
    change: () => ({ status: 'approved' }),
    applied: (doc) => doc.status === 'approved',
  },
  subscribers: {
    field: 'sms',
    data: (_, m) => ({
      email: `abonne-${m.replace(/[^a-z0-9-]/gi, '').toLowerCase()}@matrice.example`,
      sms: m.slice(0, 32),
      consentAt: new Date().toISOString(),
    }),
  },
  // Payload's own job queue: closed to every account, and only the server makes jobs.
  'payload-jobs': { field: 'taskSlug', unreachable: true, data: (_, m) => ({ taskSlug: m }) },
  // Payload's key-value store for its own use: closed to every account, written by the server only.
  'payload-kv': { field: 'key', unreachable: true, data: (_, m) => ({ key: m, data: { matrice: true } }) },
}

/** Looks up what the samples point to, in the instance's demo content. */
export async function sampleContext(rest: Rest, admin: NonNullable<Session>): Promise<SampleContext> {
  const first = async (path: string) => {
    const reply = await rest.call('GET', path, admin)
    const id = reply.body.docs?.[0]?.id
    if (!id) throw new Error(`no document for ${path}: ${reply.status}`)
    return id
  }
  return {
    rest,
    admin,
    placeCategory: await first(
      `/api/place-categories?limit=1&depth=0&${whereQuery({ parent: { exists: 'false' } })}`,
    ),
    article: await first('/api/articles?limit=1&depth=0'),
    form: await first('/api/forms?limit=1&depth=0'),
    media: await first('/api/media?limit=1&depth=0'),
    video: await first('/api/videos?limit=1&depth=0'),
  }
}
