import { chromium } from 'playwright'
const B = 'http://127.0.0.1:3394'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking','--disable-component-update'] })
for (const [w, h, tag] of [[390, 844, 'phone'], [1366, 900, 'desktop']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'fr-FR' })
  const page = await ctx.newPage()
  // before the scripts: hold the chunks back
  await page.route('**/_next/static/chunks/**', () => {})
  await page.goto(B + '/', { waitUntil: 'load' })
  await page.waitForTimeout(800)
  await page.screenshot({ path: `/tmp/shots/home-before-${tag}.png` })
  await page.unroute('**/_next/static/chunks/**')
  for (const [name, path] of [['home', '/'], ['agenda', '/agenda'], ['own', '/articles/nouveau-l-agenda-des-sorties-nature']]) {
    await page.goto(B + path)
    await page.locator('html[data-header-height]').waitFor({ state: 'attached' })
    await page.waitForTimeout(500)
    await page.screenshot({ path: `/tmp/shots/${name}-${tag}.png` })
  }
  await ctx.close()
}
await browser.close()
