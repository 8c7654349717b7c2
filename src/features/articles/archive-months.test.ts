import { describe, expect, it } from 'vitest'
import { archiveMonths } from './archive-months'

describe('archive months', () => {
  it('counts the articles of each Paris month, newest month first, with its address and French name', () => {
    const months = archiveMonths([
      { publishedAt: '2026-10-03T10:00:00.000Z', updatedAt: '2026-11-02T09:00:00.000Z' },
      { publishedAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z' },
      { publishedAt: '2026-10-28T10:00:00.000Z', updatedAt: '2026-10-28T10:00:00.000Z' },
      { publishedAt: '2025-12-24T10:00:00.000Z', updatedAt: '2025-12-24T10:00:00.000Z' },
    ])
    expect(months).toEqual([
      {
        year: 2026,
        month: 11,
        count: 1,
        path: '/archives/2026/11',
        label: 'novembre 2026',
        updatedAt: '2026-11-20T10:00:00.000Z',
      },
      {
        year: 2026,
        month: 10,
        count: 2,
        path: '/archives/2026/10',
        label: 'octobre 2026',
        updatedAt: '2026-11-02T09:00:00.000Z',
      },
      {
        year: 2025,
        month: 12,
        count: 1,
        path: '/archives/2025/12',
        label: 'décembre 2025',
        updatedAt: '2025-12-24T10:00:00.000Z',
      },
    ])
  })

  it('puts an article published just after midnight in Paris in its Paris month', () => {
    // 22:30 UTC on 31 July 2026 is 00:30 on 1 August in Paris (summer time).
    const article = { publishedAt: '2026-07-31T22:30:00.000Z', updatedAt: '2026-07-31T22:30:00.000Z' }
    expect(archiveMonths([article]).map((m) => m.path)).toEqual(['/archives/2026/08'])
  })

  it('has no months without articles', () => {
    expect(archiveMonths([])).toEqual([])
  })
})
