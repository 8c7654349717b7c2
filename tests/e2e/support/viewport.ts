import type { Page, TestInfo } from '@playwright/test'

/** The projects of playwright.config.ts: 'phone' (390 px) and 'desktop' (1366 px). */
export const isDesktop = (testInfo: TestInfo) => testInfo.project.name === 'desktop'

/**
 * Opens a page and waits until it is hydrated (the header publishes its height from an effect), so that
 * hover and keyboard handlers are in place and DOM changes made by a test are not undone by hydration.
 */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url)
  await page.locator('html[data-header-height]').waitFor({ state: 'attached' })
  return response
}

/** Makes the page tall enough to scroll (a spacer at the end of <main>), whatever its content. */
export async function makeScrollable(page: Page, height = 3000) {
  await page.evaluate((px) => {
    const spacer = document.createElement('div')
    spacer.setAttribute('data-test-spacer', '')
    spacer.style.height = `${px}px`
    document.querySelector('main')?.append(spacer)
  }, height)
}

/** Scrolls the window to `y` and waits two frames, so that scroll handlers have run. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: 'instant' })
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  }, y)
}
