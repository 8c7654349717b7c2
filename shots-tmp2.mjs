import { chromium } from 'playwright'
const B = 'http://127.0.0.1:3394'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const [w, h, tag] of [[390, 844, 'phone'], [1366, 900, 'desktop']]) {
  const page = await (await browser.newContext({ viewport: { width: w, height: h }, locale: 'fr-FR' })).newPage()
  await page.goto(B + '/articles/nouveau-l-agenda-des-sorties-nature')
  await page.locator('html[data-header-height]').waitFor({ state: 'attached' })
  const block = page.locator('.search-block').first()
  await block.scrollIntoViewIfNeeded()
  const field = block.getByRole('combobox')
  await field.click(); await field.pressSequentially('dunes', { delay: 40 })
  await page.waitForTimeout(1500)
  await block.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `/tmp/shots/block-${tag}.png` })
}
await browser.close()
