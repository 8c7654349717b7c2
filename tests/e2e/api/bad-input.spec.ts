import path from 'node:path'
import { expect, test } from '@playwright/test'
import { e2eEnv } from '../../../playwright.config'
import { ajaxProbes } from './corpus/ajax'
import { readAjaxActions } from './corpus/ajax-actions'
import { EXTRA_PROBES } from './corpus/extra'
import { describeFailure, problemWith, send, type Probe } from './corpus/index'
import { buildRoutes, pageProbes } from './corpus/pages'
import { restProbes, restSchema } from './corpus/rest'
import { SEED } from './corpus/values'
import { configSlugs } from '../support/app-server'

/**
 * The bad-input corpus against the production build: pages with odd paths and query strings, every ajax
 * action with fast-check fields, Payload's REST API for every collection and global, and the extra
 * probes. Rules for every answer: no 5xx, no stack trace or internal path in the body, within 1 s. The
 * requests go one at a time, so each time is that request's own. Where the corpus comes from, and how a
 * new endpoint joins it: tests/e2e/api/corpus/extra.ts.
 */
const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3100}`

/** Sends a probe and says what is wrong with its answer, or null. */
async function check(probe: Probe): Promise<string | null> {
  try {
    const answer = await send(BASE_URL, probe)
    const problem = problemWith(answer)
    return problem && describeFailure(probe, answer, problem)
  } catch (error) {
    return describeFailure(probe, error as Error, `no answer: ${(error as Error).message}`)
  }
}

async function run(probes: Probe[]) {
  const failures: string[] = []
  for (const probe of probes) {
    let failure = await check(probe)
    // Only time is measured again, once: on a 2-core machine shared with builds, one request can wait
    // behind another process. A status or a leak is never retried.
    if (failure && / -> \d+ ms/.test(failure)) failure = await check(probe)
    if (failure) failures.push(failure)
  }
  return failures
}

/**
 * The first request of each kind loads code and opens the database (Payload's first request takes
 * seconds): done once, untimed, before the timed corpus.
 */
async function warmUp(paths: string[]) {
  for (const target of paths) await send(BASE_URL, { group: 'warm-up', method: 'GET', path: target })
}

/** Recorded on the test and printed: the figures the run is about. */
function report(entry: { type: string; description: string }) {
  test.info().annotations.push(entry)
  console.log(`[${entry.type}] ${entry.description}`)
}

// In order, in one worker (the warm-up is done once); a failing group does not stop the others.
test.describe.configure({ mode: 'default' })
test.setTimeout(600_000)

test.beforeAll(async () => {
  await warmUp([
    '/',
    '/articles',
    '/articles/junk',
    '/agenda/resultats',
    '/api/articles',
    '/api/globals/site-settings',
  ])
  await send(BASE_URL, {
    group: 'warm-up',
    method: 'POST',
    path: '/ajax',
    body: 'action=loadmore',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
})

test('pages and route handlers from the route manifest', async () => {
  const routes = buildRoutes(path.resolve(e2eEnv.NEXT_DIST_DIR))
  expect(routes).toContain('/articles/[slug]')
  const probes = pageProbes(routes)
  report({
    type: 'corpus',
    description: `pages: ${probes.length} requests, ${routes.length} routes`,
  })
  expect(await run(probes)).toEqual([])
})

test('every ajax action of the dispatch table, with fast-check fields', async () => {
  const actions = readAjaxActions()
  // An action whose fields cannot be read from its schema would only get generic fields: say so. The
  // newsletter's nonce and captcha-challenge actions read nothing (their schemas are empty objects):
  // generic fields are all they get.
  const takesNoFields = new Set(['sib_newsletter_nonce', 'sib_captcha_challenge'])
  expect(
    actions
      .filter((action) => action.fields.length === 0 && !takesNoFields.has(action.action))
      .map((action) => action.action),
  ).toEqual([])
  const probes = ajaxProbes(actions)
  report({
    type: 'corpus',
    description: `ajax: ${probes.length} requests, ${actions.length} actions, seed ${SEED}`,
  })
  expect(await run(probes)).toEqual([])
})

test('the REST API of every collection and global', async () => {
  const access = await send(BASE_URL, { group: 'rest', method: 'GET', path: '/api/access' })
  expect(access.status).toBe(200)
  const schema = restSchema(JSON.parse(access.body), configSlugs())
  expect(Object.keys(schema.collections)).toContain('articles')
  const probes = restProbes(schema)
  report({
    type: 'corpus',
    description: `rest: ${probes.length} requests, ${Object.keys(schema.collections).length} collections, ${Object.keys(schema.globals).length} globals, seed ${SEED}`,
  })
  expect(await run(probes)).toEqual([])
})

test('the extra probes', async () => {
  report({ type: 'corpus', description: `extra: ${EXTRA_PROBES.length} requests` })
  expect(await run(EXTRA_PROBES)).toEqual([])
})

test('requests Next or Payload used to fail on get a clear refusal', async ({ request }) => {
  // A broken multipart post to a page: Next read it as a server action's submission and answered 500.
  const post = await request.fetch('/', {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    data: 'x=1',
  })
  expect(post.status()).toBe(400)
  expect(await post.text()).toContain('cette adresse n’accepte pas de formulaire envoyé ainsi')
  // `__proto__` as an admin view's name: Payload's lookup threw on every such request.
  for (const address of ['/admin/__proto__', '/admin/collections/__proto__/1']) {
    const view = await request.get(address)
    expect(view.status(), address).toBe(404)
  }
})
