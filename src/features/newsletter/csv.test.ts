import { describe, expect, it } from 'vitest'
import { csvCell, subscribersCsv } from './csv'

describe('subscribers export', () => {
  it('quotes cells and defuses spreadsheet formulas', () => {
    expect(csvCell('a "b"')).toBe('"a ""b"""')
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell('+33 6 12')).toBe('"\'+33 6 12"')
    expect(csvCell(null)).toBe('""')
  })

  it('writes a header line and one line per subscriber, with a byte-order mark', () => {
    const csv = subscribersCsv([
      { email: 'marie@exemple.fr', status: 'confirmed', lists: ['Agenda', 'Bons plans'], sms: null },
    ])
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n')
    expect(csv.startsWith('\uFEFF"E-mail";"État"')).toBe(true)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toBe('"marie@exemple.fr";"confirmed";"";"";"";"Agenda ; Bons plans";"";"";""')
  })
})
