import { expect, test, type Page, type Request } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './support/a11y'
import { gotoReady, makeScrollable, scrollToY } from './support/viewport'

/**
 * The site shell: skip link, header (desktop dropdowns and sticky bar, mobile bar and menu), anchors,
 * smooth 'Haut de page', inline svgs, full-bleed sections and the French 404.
 */
const INFOS = '/infos-pratiques' // seeded page with in-page links to #acces, #stationnement and #plages
const UNKNOWN = '/une-page-qui-n-existe-pas/vraiment'

const header = (page: Page) => page.locator('[data-site-header]')
const headerHeight = (page: Page) =>
  page.evaluate(() => Number(document.documentElement.dataset.headerHeight))
const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

test.describe('skip link', () => {
  test('is the first Tab stop, shows on focus and moves focus to the content', async ({ page }) => {
    await gotoReady(page, INFOS)
    const skip = page.locator('.skip-link')
    await expect(skip).not.toBeInViewport()
    await page.keyboard.press('Tab')
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await expect(skip).toHaveText('Aller au contenu')
    await page.keyboard.press('Enter')
    await expect(page.locator('main#contenu')).toBeFocused()
    await expect(page).toHaveURL(/#contenu$/)
  })
})

// Desktop-only behaviour: the menu bar exists from 1024 px.
test.describe('desktop menu', { tag: '@desktop' }, () => {
  const firstDropdown = async (page: Page) => {
    const top = page.locator('[data-header-bar="desktop"] nav a[aria-expanded]').first()
    const list = page.locator(`#${await top.getAttribute('aria-controls')}`)
    return { top, list }
  }

  test('a dropdown opens on hover and hides 300 ms after the mouse leaves', async ({ page }) => {
    await gotoReady(page, INFOS)
    const { top, list } = await firstDropdown(page)
    await expect(list).toBeHidden()
    await top.hover()
    await expect(list).toBeVisible()
    await expect(top).toHaveAttribute('aria-expanded', 'true')
    // Time the delay inside the page, from the real mouseleave to the list being hidden.
    await list.evaluate((element) => {
      const w = window as unknown as { leftAt?: number; hiddenAt?: number }
      element.parentElement!.addEventListener('mouseleave', () => (w.leftAt = performance.now()), {
        once: true,
      })
      new MutationObserver(() => {
        if ((element as HTMLElement).hidden) w.hiddenAt ??= performance.now()
      }).observe(element, { attributes: true, attributeFilter: ['hidden'] })
    })
    await page.mouse.move(20, 800)
    await expect(list).toBeHidden()
    const delay = await page.evaluate(() => {
      const w = window as unknown as { leftAt: number; hiddenAt: number }
      return w.hiddenAt - w.leftAt
    })
    expect(delay).toBeGreaterThanOrEqual(295)
    expect(delay).toBeLessThan(1000)
    await expect(top).toHaveAttribute('aria-expanded', 'false')
  })

  test('coming back within 300 ms keeps the dropdown open', async ({ page }) => {
    await gotoReady(page, INFOS)
    const { top, list } = await firstDropdown(page)
    await top.hover()
    await expect(list).toBeVisible()
    const link = (await list.locator('a').first().boundingBox())!
    // Raw mouse moves (no actionability waits), so the way back takes a few milliseconds only.
    await page.mouse.move(20, 800)
    await page.mouse.move(link.x + link.width / 2, link.y + link.height / 2)
    await page.waitForTimeout(600)
    await expect(list).toBeVisible()
  })

  test('a click on a top-level entry goes to its first link', async ({ page }) => {
    await gotoReady(page, INFOS)
    const { top, list } = await firstDropdown(page)
    const first = await list.locator('a').first().getAttribute('href')
    expect(first).toBeTruthy()
    await top.click()
    await expect(page).toHaveURL((url) => url.pathname === first)
  })

  test('keyboard: focus opens, ArrowDown enters, Escape closes and keeps focus', async ({ page }) => {
    await gotoReady(page, INFOS)
    const { top, list } = await firstDropdown(page)
    await top.focus()
    await expect(list).toBeVisible()
    await expect(top).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(list.locator('a').first()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(list).toBeVisible() // still inside the dropdown
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
    await expect(top).toBeFocused()
    await expect(top).toHaveAttribute('aria-expanded', 'false')
    await expectNoSeriousA11yViolations(page)
  })

  test('the menu bar sticks once scrolled past, and unsticks back above it', async ({ page }) => {
    await gotoReady(page, INFOS)
    await makeScrollable(page)
    const bar = page.locator('[data-header-bar="desktop"]')
    const mainTop = () =>
      page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + window.scrollY)
    const before = await mainTop()
    const initialY = (await bar.boundingBox())!.y
    expect(initialY).toBeGreaterThan(0)
    await expect(header(page)).not.toHaveClass(/is-sticky/)

    await scrollToY(page, initialY - 10) // not past it yet
    await expect(header(page)).not.toHaveClass(/is-sticky/)
    await scrollToY(page, 600)
    await expect(header(page)).toHaveClass(/is-sticky/)
    expect((await bar.boundingBox())!.y).toBe(0)
    expect(await mainTop()).toBe(before) // the bar's room is kept: nothing jumps

    await scrollToY(page, 0)
    await expect(header(page)).not.toHaveClass(/is-sticky/)
    expect((await bar.boundingBox())!.y).toBe(initialY)
  })
})

// Phone-only behaviour: the sticky bar and its menu exist below 1024 px.
test.describe('mobile bar and menu', { tag: '@phone' }, () => {
  test('the bar pads the body by its height, hides on scrolling down and shows on scrolling up', async ({
    page,
  }) => {
    await gotoReady(page, INFOS)
    await makeScrollable(page)
    const bar = page.locator('[data-header-bar="mobile"]')
    const height = (await bar.boundingBox())!.height
    const padding = () => page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).paddingTop))
    expect(height).toBeGreaterThan(40)
    expect(Math.abs((await padding()) - height)).toBeLessThanOrEqual(1)
    expect(await headerHeight(page)).toBe(Math.round(height))
    // The stylesheet's first-paint value is the bar's height: <html> gets no copy of it (setting a custom
    // property there restyles every element of the page).
    const headerProperty = () =>
      page.evaluate(() => ({
        inline: document.documentElement.style.getPropertyValue('--header-height'),
        computed: getComputedStyle(document.documentElement).getPropertyValue('--header-height').trim(),
      }))
    expect(await headerProperty()).toEqual({ inline: '', computed: `${Math.round(height)}px` })

    await scrollToY(page, 300)
    await scrollToY(page, 700)
    await expect(header(page)).toHaveClass(/is-scrolled-down/)
    await expect.poll(async () => (await bar.boundingBox())!.y + height).toBeLessThanOrEqual(0)

    await scrollToY(page, 500)
    await expect(header(page)).toHaveClass(/is-scrolled-up/)
    await expect(header(page)).not.toHaveClass(/is-scrolled-down/)
    await expect.poll(async () => (await bar.boundingBox())!.y).toBe(0)

    // The padding follows the bar when its height changes (ResizeObserver).
    await page.addStyleTag({ content: '[data-header-bar="mobile"] > div { height: 80px !important; }' })
    await expect.poll(padding).toBe(80)
    expect((await headerProperty()).computed).toBe('80px')
  })

  test('the menu opens and closes by keyboard, with focus moved in and back', async ({ page }) => {
    await gotoReady(page, INFOS)
    const button = page.locator('[data-header-bar="mobile"] button[aria-controls="menu-mobile"]')
    const panel = page.locator('#menu-mobile')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
    // Drawn on opening only: a closed panel holds no second copy of the menu.
    await expect(panel.locator('a')).toHaveCount(0)
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    await expect(panel.locator(':focus')).toHaveCount(1)
    await expectNoSeriousA11yViolations(page)

    // Sub-menus fold and unfold from the keyboard.
    const group = panel.locator('button[aria-expanded]').first()
    const groupList = page.locator(`#${await group.getAttribute('aria-controls')}`)
    await group.focus()
    const wasOpen = (await group.getAttribute('aria-expanded')) === 'true'
    await page.keyboard.press('Enter')
    await expect(group).toHaveAttribute('aria-expanded', String(!wasOpen))
    await expect(groupList).toBeVisible({ visible: !wasOpen })

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('on a category page the menu opens the group of that category', async ({ page }) => {
    await gotoReady(page, UNKNOWN)
    const button = page.locator('[data-header-bar="mobile"] button[aria-controls="menu-mobile"]')
    await button.click()
    const links = page.locator('#menu-mobile ul ul a[href^="/categorie/"]')
    expect(await links.count(), 'the main menu links to at least one category').toBeGreaterThan(0)
    const href = (await links.last().getAttribute('href'))!
    const groupId = await links.last().evaluate((a) => a.closest('ul')!.id)

    // The category route may still be missing: the 404 for that address renders the same header.
    await gotoReady(page, href)
    await button.click()
    const group = page.locator(`#menu-mobile button[aria-controls="${groupId}"]`)
    await expect(group).toHaveAttribute('aria-expanded', 'true')
    const current = page.locator(`#${groupId} a[href="${href}"]`)
    await expect(current).toBeVisible()
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('#menu-mobile button[aria-expanded="true"]')).toHaveCount(1)
  })
})

test.describe('anchors', () => {
  // Classes and attributes in the markup, the same at every width: checked once.
  test('anchor links in content mark their targets', { tag: '@desktop' }, async ({ page }) => {
    await gotoReady(page, INFOS)
    for (const id of ['acces', 'stationnement', 'plages']) {
      await expect(page.locator(`.prose a[href="#${id}"]`).first()).toBeAttached()
      const target = page.locator(`#${id}`)
      await expect(target).toHaveClass(/anchor-target/)
      await expect(target).toHaveAttribute('tabindex', '-1')
    }
  })

  test('a hash in the address scrolls the target to header height + 20 px', async ({ page }) => {
    await page.goto(`${INFOS}#plages`)
    await page.waitForLoadState('load')
    const offset = () =>
      page.evaluate(
        () =>
          document.getElementById('plages')!.getBoundingClientRect().top -
          Number(document.documentElement.dataset.headerHeight),
      )
    await expect.poll(offset).toBeGreaterThanOrEqual(17)
    await expect.poll(offset).toBeLessThanOrEqual(23)
    expect(await scrollY(page)).toBeGreaterThan(0)
  })

  test('a content anchor jumps below the header and focuses its target', async ({ page }) => {
    await gotoReady(page, INFOS)
    await page.locator('.prose a[href="#stationnement"]').first().click()
    await expect(page).toHaveURL(/#stationnement$/)
    await expect(page.locator('#stationnement')).toBeFocused()
    const top = await page.evaluate(
      () => document.getElementById('stationnement')!.getBoundingClientRect().top,
    )
    expect(Math.abs(top - ((await headerHeight(page)) + 20))).toBeLessThanOrEqual(3)
  })

  test('“Haut de page” scrolls smoothly for about a second, then focuses the top', async ({ page }) => {
    await gotoReady(page, INFOS)
    await makeScrollable(page)
    await scrollToY(page, 100_000)
    const from = await scrollY(page)
    expect(from).toBeGreaterThan(1000)
    // Sample the scroll position on every frame from the click until the top is reached.
    await page.evaluate(() => {
      const w = window as unknown as { scrollRun: Promise<{ duration: number; positions: number[] }> }
      w.scrollRun = new Promise((resolve) => {
        document.querySelector('a.page-scroller')!.addEventListener(
          'click',
          () => {
            const start = performance.now()
            const positions: number[] = []
            const tick = () => {
              positions.push(window.scrollY)
              if (window.scrollY === 0 || performance.now() - start > 4000)
                resolve({ duration: performance.now() - start, positions })
              else requestAnimationFrame(tick)
            }
            requestAnimationFrame(tick)
          },
          { once: true },
        )
      })
    })
    await page.locator('a.page-scroller').click()
    const run = await page.evaluate(
      () =>
        (window as unknown as { scrollRun: Promise<{ duration: number; positions: number[] }> }).scrollRun,
    )
    const between = new Set(run.positions.filter((y) => y > 0 && y < from))
    expect(between.size).toBeGreaterThan(5) // moved through many positions, not one jump
    expect(run.duration).toBeGreaterThan(800)
    expect(run.duration).toBeLessThan(3000)
    await expect(page).toHaveURL(/#top$/)
    await expect(page.locator('#top')).toBeFocused()
  })

  // The reduced-motion choice, the same at every width: checked once (the smooth scroll at both widths).
  test(
    '“Haut de page” jumps at once when the visitor prefers reduced motion',
    { tag: '@desktop' },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await gotoReady(page, INFOS)
      await makeScrollable(page)
      await scrollToY(page, 100_000)
      await page.locator('a.page-scroller').click()
      expect(await scrollY(page)).toBe(0)
    },
  )
})

test.describe('images', () => {
  /** An svg image as an editor's content puts one: the inliner follows images added after the load too. */
  const addSvgImage = (page: Page) =>
    page.locator('.prose').evaluate((prose) => {
      const img = Object.assign(document.createElement('img'), { src: '/icons/vague.svg', alt: '' })
      img.className = 'figure-icon'
      img.setAttribute('width', '40')
      img.setAttribute('height', '40')
      prose.prepend(img)
    })

  // The header's own logo is drawn inline by the server: no image to fetch, preload or sanitize.
  test('the logo is an inline svg from the start, at every width', async ({ page }) => {
    const logoRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('vague.svg')) logoRequests.push(request.url())
    })
    const response = await page.goto(INFOS)
    expect(await response!.text()).not.toContain('vague.svg')
    const logo = header(page).locator('svg.site-brand__logo').filter({ visible: true })
    await expect(logo).toHaveCount(1)
    await expect(logo).toHaveAttribute('aria-hidden', 'true')
    await expect(logo.locator('path')).toHaveCount(3)
    await page.waitForLoadState('load')
    expect(logoRequests).toEqual([])
  })

  // The replacement, the same at every width: checked once.
  test('svg images are replaced by their inline markup', { tag: '@desktop' }, async ({ page }) => {
    await gotoReady(page, INFOS)
    await addSvgImage(page)
    const svg = page.locator('.prose svg.inline-svg')
    await expect(svg).toHaveCount(1)
    await expect(svg).toHaveAttribute('class', 'inline-svg figure-icon')
    await expect(svg).toHaveAttribute('aria-hidden', 'true') // the img's alt was empty
    await expect(svg).toHaveAttribute('width', '40')
    await expect(svg.locator('path').first()).toBeAttached()
    await expect(page.locator('.prose img[src$=".svg"]').filter({ visible: true })).toHaveCount(0)
  })

  test('an svg that fails to load keeps its img', { tag: '@desktop' }, async ({ page }) => {
    await page.route('**/icons/vague.svg', (route) => route.fulfill({ status: 500, body: 'erreur' }))
    await gotoReady(page, INFOS)
    await addSvgImage(page)
    const img = page.locator('.prose img[src$="vague.svg"]').filter({ visible: true })
    await expect(img).toHaveAttribute('data-svg-inlined', 'failed')
    await expect(page.locator('.prose svg.inline-svg')).toHaveCount(0)
  })

  // Sanitising happens in the browser, the same at every width: checked once.
  test(
    'an svg is sanitized before it is inlined: nothing in it styles, moves or scripts the page',
    {
      tag: '@desktop',
    },
    async ({ page }) => {
      const evil = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml"
      xmlns:x="http://www.w3.org/1999/xlink" viewBox="0 0 48 48" id="contenu" style="position:fixed;inset:0">
      <style>h1 { display: none !important } body { background: red }</style>
      <h:meta http-equiv="refresh" content="0;url=/articles"/><script>window.__svgRan = true</script>
      <foreignObject><h:div>faux contenu</h:div></foreignObject>
      <a x:href="javascript:window.__svgRan=true"><rect width="48" height="48" onload="window.__svgRan=true"/></a>
      <a href="java&#9;script:window.__svgRan=true"><circle r="4"/></a>
      <a href="/"><animate attributeName="href" values="x;javascript:window.__svgRan=true" dur="1s"/><path d="M0 0h9"/></a>
    </svg>`
      await page.route('**/icons/vague.svg', (route) =>
        route.fulfill({ status: 200, contentType: 'image/svg+xml', body: evil }),
      )
      const dialogs: string[] = []
      page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())))
      await gotoReady(page, INFOS)
      await addSvgImage(page)
      const inlined = page.locator('.prose svg.inline-svg')
      await expect(inlined).toHaveCount(1)
      const markup = await inlined.evaluate((svg) => svg.outerHTML)
      expect(markup).not.toMatch(
        /<style|<meta|<script|foreignObject|javascript|x:href|<animate|onload|position:/i,
      )
      expect(await inlined.getAttribute('id')).toBeNull()
      await page.waitForTimeout(1500) // a meta refresh of 0 s or an animation would have acted by now
      await expect(page).toHaveURL(new RegExp(`${INFOS}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await page.evaluate(() => (window as { __svgRan?: boolean }).__svgRan)).toBeUndefined()
      expect(dialogs).toEqual([])
    },
  )

  test('full-bleed sections span the window without a horizontal scrollbar', async ({ page }) => {
    await gotoReady(page, INFOS)
    await page.evaluate(() => {
      const section = document.createElement('section')
      section.className = 'full-bleed'
      section.style.height = '40px'
      document.querySelector('.prose')!.append(section)
    })
    const box = await page.locator('.prose .full-bleed').boundingBox()
    const width = await page.evaluate(() => document.documentElement.clientWidth)
    expect(box!.x).toBeCloseTo(0, 0)
    expect(box!.width).toBeCloseTo(width, 0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
})

test.describe('pages and errors', () => {
  test('an unknown address gets the French 404 with the site layout', async ({ page }) => {
    for (const path of [UNKNOWN, '/page-inconnue']) {
      const response = await gotoReady(page, path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('main#contenu[data-page="404"] h1')).toHaveText('Page introuvable')
      await expect(page).toHaveTitle(/Page introuvable/)
    }
    for (const name of ['Accueil', 'Articles', 'Agenda', 'Carte']) {
      await expect(page.locator('main').getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(header(page).locator('[data-header-bar]').filter({ visible: true })).toHaveCount(1)
    await expect(page.locator('footer a.page-scroller')).toHaveText(/Haut de page/)
    await expectNoSeriousA11yViolations(page)
  })

  test('an editor’s page renders its title, rich text and metadata, and passes axe', async ({ page }) => {
    const response = await gotoReady(page, INFOS)
    expect(response?.status()).toBe(200)
    await expect(page.locator('main#contenu[data-page="page"] h1')).toBeVisible()
    await expect(page.locator('main .prose h2#plages')).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/infos-pratiques$/)
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('links to other pages', () => {
  // How Next fetches a page's data ahead: `_rsc` in the address, or its RSC header.
  const isRouteFetch = (request: Request) =>
    request.url().includes('_rsc=') || request.headers()['rsc'] !== undefined

  test('fetch the next page ahead when a visitor means to follow them, not on sight, and change pages without a reload', async ({
    page,
  }, testInfo) => {
    const fetched: string[] = []
    page.on('request', (request) => {
      if (isRouteFetch(request)) fetched.push(new URL(request.url()).pathname)
    })
    await gotoReady(page, '/articles')
    const home = header(page).locator('a.site-brand__link').filter({ visible: true })
    await expect(home).toBeInViewport()
    // Next's own links fetched the logo's page (and the cards' pages) as soon as they showed: none now.
    await page.waitForTimeout(1500)
    expect(fetched).toEqual([])

    // The pointer over the link on wide screens; on phones, the keyboard's focus.
    if (testInfo.project.name === 'desktop') await home.hover()
    else await home.focus()
    await expect.poll(() => fetched).toContain('/')

    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    await home.click()
    await expect(page.locator('main#contenu[data-page="home"]')).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    )
  })
})
