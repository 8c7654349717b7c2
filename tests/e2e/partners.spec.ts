import {
  type APIRequestContext,
  expect,
  request as playwrightRequest,
  test,
  type Page,
} from '@playwright/test'
import { fromMarkup } from '../../src/features/seed/lexical'
import { type PartnerStub, startPartnerStub } from '../stubs/partner'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { type AppServer, startOnE2eCopy } from './support/app-server'
import { projectPort } from './support/ports'
import { editorAuthorization } from './support/editor'

/**
 * The travel partner's widgets, the affiliate links and the audience measurement, on an instance of their
 * own whose settings point at a stub partner on 127.0.0.1 (docs/behaviour/partners.md). Nothing of the
 * partner's or the measurement's may be asked for before the visitor's consent.
 */
let server: AppServer
let stub: PartnerStub
let api: APIRequestContext
let articlePath = ''
const AFFILIATE = 'location-vacances.example'

const LONG =
  'La digue de Bray-Dunes se parcourt à pied ou à vélo, de la station de sauvetage jusqu’à la frontière belge. ' +
  'Les familles y trouvent des aires de jeux, les promeneurs des bancs face à la mer, et les photographes une ' +
  'lumière qui change toutes les heures, des matins clairs aux couchers de soleil orangés sur le large.'

async function settings(data: Record<string, unknown>) {
  const reply = await api.post('/api/globals/site-settings', { data })
  expect(reply.status(), await reply.text()).toBe(200)
}

const notice = (page: Page) => page.locator('#cc-main .cm')
const widget = (page: Page) => page.locator('.partner-widget:not(.partner-widget--auto)').first()

async function answer(page: Page, button: 'Tout accepter' | 'Tout refuser') {
  await expect(notice(page)).toBeVisible()
  await notice(page).getByRole('button', { name: button }).click()
  await expect(notice(page)).toBeHidden()
}

test.describe('travel partner widgets', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(180_000)
    stub = await startPartnerStub()
    const port = projectPort('partners', testInfo.project.name)
    server = await startOnE2eCopy(`e2e-partners-${testInfo.project.name}`, port)
    const login = await playwrightRequest.newContext({ baseURL: server.url })
    api = await playwrightRequest.newContext({
      baseURL: server.url,
      extraHTTPHeaders: { Authorization: await editorAuthorization(login) },
    })
    await login.dispose()
    await settings({
      partners: {
        partnerId: 'ESCALE-TEST',
        activitiesFrameUrl: `${stub.url}/cadre`,
        autoActivitiesFrameUrl: `${stub.url}/cadre-auto`,
        visitorUrl: `${stub.url}/visiteur`,
        widgetContextUrl: `${stub.url}/contexte`,
        autoWidgetContextUrl: `${stub.url}/contexte-auto`,
        metadataUrl: `${stub.url}/metadonnees`,
        autoInsert: { enabled: true, maxWidgets: 2, items: 3, pathPrefix: '/articles/', selector: '' },
      },
      affiliateHost: AFFILIATE,
      audience: { scriptUrl: `${stub.url}/mesure.js`, developmentHosts: '' },
    })
    const content = fromMarkup([
      `Pour dormir près de la plage, voyez ce [gîte sur la digue](https://${AFFILIATE}/gite?nuits=2).`,
      '{bloc partnerWidget widget=activities href="https://www.getyourguide.fr/bray-dunes" locationId=1234 numberOfItems=4}',
      ...Array.from({ length: 40 }, () => LONG),
    ])
    const made = await api.post('/api/articles', {
      data: { title: `Balades et activités ${testInfo.project.name}`, content, _status: 'published' },
    })
    expect(made.status(), await made.text()).toBe(201)
    articlePath = `/articles/${(await made.json()).doc.slug}`
  })

  test.afterAll(async () => {
    await api?.dispose()
    await server?.stop()
    await stub?.close()
  })

  test('before consent nothing is asked of the partner: the placeholder says what showing it loads; refusing keeps it so', async ({
    page,
  }) => {
    stub.reset()
    await page.goto(`${server.url}${articlePath}`)
    await expect(widget(page).locator('.partner-widget__placeholder')).toContainText(
      'Les afficher charge son contenu depuis son site',
    )
    await expect(widget(page).getByRole('link', { name: /site de notre partenaire/ })).toHaveAttribute(
      'href',
      'https://www.getyourguide.fr/bray-dunes',
    )
    await expect(notice(page)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await answer(page, 'Tout refuser')
    await page.reload()
    await page.waitForTimeout(2500)
    await expect(page.locator('.partner-widget__frame')).toHaveCount(0)
    await expect(page.locator('.partner-widget--auto')).toHaveCount(0)
    expect(stub.requests).toEqual([])
    expect(await page.evaluate(() => 'mesureChargee' in window || '__mesureChargee' in window)).toBe(false)
  })

  test('accepting shows the widgets and their frames, calls the visitor record, sends the context, loads the measurement', async ({
    page,
  }) => {
    stub.reset()
    const response = await page.goto(`${server.url}${articlePath}`)
    // The proxy adds the hosts the settings name to this page's CSP.
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).toMatch(new RegExp(`frame-src [^;]*${stub.url}`))
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${stub.url}`))
    expect(csp).toMatch(new RegExp(`script-src [^;]*${stub.url}`))
    await answer(page, 'Tout accepter')

    const frame = widget(page).locator('iframe.partner-widget__frame')
    await expect(frame).toHaveAttribute('src', new RegExp(`^${stub.url}/cadre\\?`))
    const query = new URL((await frame.getAttribute('src'))!).searchParams
    expect(query.get('partner_id')).toBe('ESCALE-TEST')
    expect(query.get('location_id')).toBe('1234')
    expect(query.get('number_of_items')).toBe('4')
    expect(query.get('website')).toBe(new URL(server.url).origin)
    expect(query.get('visitor_id')).toBe('visiteur-du-partenaire')
    await expect(widget(page).locator('.partner-widget__placeholder')).toBeHidden()
    // The frame said its size.
    await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(300)

    await expect.poll(() => stub.count('/visiteur')).toBe(1)
    const visitor = stub.requests.find((request) => request.path === '/visiteur')!
    expect(JSON.parse(Buffer.from(visitor.query.get('q')!, 'base64').toString())).toMatchObject({
      partnerHashCode: 'ESCALE-TEST',
      url: `${new URL(server.url).host}${articlePath}`,
    })
    await expect.poll(() => stub.count('/contexte')).toBeGreaterThanOrEqual(1)
    await expect.poll(() => stub.count('/metadonnees')).toBeGreaterThanOrEqual(1)
    const context = JSON.parse(stub.requests.find((request) => request.path === '/contexte')!.body)
    expect(context).toMatchObject({ language: 'fr', url: `${server.url}${articlePath}` })
    expect(context.metaTitle).toContain('Balades et activités')
    const metadata = JSON.parse(stub.requests.find((request) => request.path === '/metadonnees')!.body)
    expect(metadata.partnerHashCode).toBe('ESCALE-TEST')

    // Automatic widgets: at most 2, at least 3 window heights apart, each below 1.5 window heights.
    await expect
      .poll(() => page.locator('.partner-widget--auto').count(), { timeout: 15_000 })
      .toBeGreaterThan(0)
    await page.waitForTimeout(2500)
    const autos = await page
      .locator('.partner-widget--auto')
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().top + window.scrollY))
    expect(autos.length).toBeLessThanOrEqual(2)
    const height = page.viewportSize()!.height
    for (const top of autos) expect(top).toBeGreaterThanOrEqual(1.5 * height)
    if (autos.length === 2) expect(autos[1]! - autos[0]!).toBeGreaterThanOrEqual(3 * height)
    await expect(page.locator('.partner-widget--auto iframe').first()).toHaveAttribute(
      'src',
      new RegExp(`^${stub.url}/cadre-auto\\?`),
    )
    await expect.poll(() => stub.count('/contexte-auto')).toBeGreaterThanOrEqual(1)

    await expect
      .poll(() => page.evaluate(() => (window as { __mesureChargee?: boolean }).__mesureChargee))
      .toBe(true)
    await expectNoSeriousA11yViolations(page)
  })

  test('« Afficher les activités » allows the partners alone', async ({ page }) => {
    stub.reset()
    await page.goto(`${server.url}${articlePath}`)
    await expect(notice(page)).toBeVisible()
    await widget(page).getByRole('button', { name: 'Afficher les activités' }).click()
    await expect(widget(page).locator('iframe.partner-widget__frame')).toBeVisible()
    const consent = (await page.context().cookies()).find((cookie) => cookie.name === 'escale_consentement')
    expect(JSON.parse(decodeURIComponent(consent!.value)).categories).toEqual(['necessary', 'partners'])
    await page.waitForTimeout(1000)
    expect(stub.count('/mesure.js')).toBe(0)
  })

  // Server-rendered: the same at every width.
  test('links to the travel-rental affiliate carry the page’s sharedid, without script @desktop', async () => {
    const html = await (await fetch(`${server.url}${articlePath}`)).text()
    expect(html).toContain(`href="https://${AFFILIATE}/gite?nuits=2&amp;sharedid=articles"`)
  })

  test('the pages without a widget keep the partner out of their CSP; the measurement never runs on a development host', async ({
    page,
  }) => {
    const agenda = await fetch(`${server.url}/agenda`)
    const csp = agenda.headers.get('content-security-policy') ?? ''
    expect(csp).not.toMatch(new RegExp(`frame-src [^;]*${stub.url}`))
    expect(csp).toMatch(new RegExp(`script-src [^;]*${stub.url}`))

    await settings({ audience: { scriptUrl: `${stub.url}/mesure.js`, developmentHosts: 'localhost' } })
    stub.reset()
    await page.goto(`${server.url}/agenda`)
    await page.locator('footer').getByRole('button', { name: 'Gérer les cookies' }).click()
    await page.locator('#cc-main .pm').getByRole('button', { name: 'Tout accepter' }).click()
    await page.waitForTimeout(1500)
    expect(stub.count('/mesure.js')).toBe(0)
  })
})

// The notice is a plain script of the page, the same at every width: checked once.
test('browsers too old for modules get a dismissible notice in French; current ones never @desktop', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('.outdated-browser')).toHaveCount(0)
  const src = await page.locator('script[nomodule][src="/navigateur-ancien.js"]').getAttribute('src')
  const legacy = await (await page.request.get(src!)).text()
  expect(legacy).toContain('Votre navigateur est trop ancien')
  // What a browser without modules would run.
  await page.addScriptTag({ content: legacy! })
  const box = page.locator('.outdated-browser')
  await expect(box).toHaveAttribute('role', 'alert')
  await expect(box).toContainText('Votre navigateur est trop ancien')
  await box.getByRole('button', { name: 'Fermer' }).click()
  await expect(box).toHaveCount(0)
  await page.addScriptTag({ content: legacy! })
  await expect(page.locator('.outdated-browser')).toHaveCount(0)
})
