import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Parts of a page that are not ours to fix (third-party frames and map tiles). */
const EXCLUDED = ['iframe', '.leaflet-tile-pane']

/**
 * Runs axe (WCAG 2.0/2.1/2.2 A and AA rules) on the page as it is now, and fails on any serious or
 * critical violation, listing each rule with the elements it failed on.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ])
  for (const selector of [...EXCLUDED, ...(options.exclude ?? [])]) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  const serious = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  const report = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ')}`)
        .join('\n'),
  )
  expect(report, `axe violations on ${page.url()}`).toEqual([])
}
