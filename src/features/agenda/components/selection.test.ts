import { describe, expect, it } from 'vitest'
import { selectionSummary, toggleKey } from './selection'

describe('category selection', () => {
  it('summarises the selection, 50 items at most before an ellipsis', () => {
    expect(selectionSummary([])).toBe('Toutes')
    expect(selectionSummary(['Concerts', 'Sport'])).toBe('Concerts, Sport')
    const labels = Array.from({ length: 51 }, (_, i) => `c${i}`)
    expect(selectionSummary(labels.slice(0, 50))).not.toContain('…')
    const summary = selectionSummary(labels)
    expect(summary.endsWith(', …')).toBe(true)
    expect(summary.split(', ')).toHaveLength(51)
    expect(summary).not.toContain('c50')
  })

  it('keeps the order of the options whatever the order of the clicks', () => {
    const options = ['concerts', 'expositions', 'sport']
    expect(toggleKey(options, ['sport'], 'concerts', true)).toEqual(['concerts', 'sport'])
    expect(toggleKey(options, ['concerts', 'sport'], 'concerts', false)).toEqual(['sport'])
    expect(toggleKey(options, ['ancienne'], 'sport', true)).toEqual(['sport', 'ancienne'])
  })
})
