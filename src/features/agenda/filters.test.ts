import { describe, expect, it } from 'vitest'
import { agendaFiltersSchema, agendaWhere } from './filters'

const parse = (input: Record<string, unknown>) => agendaFiltersSchema.safeParse(input)

describe('agenda filters', () => {
  it('applies the defaults', () => {
    expect(parse({}).data).toEqual({
      limit: 12,
      page: 1,
      search: '',
      category: [],
      date: undefined,
      dateStart: undefined,
      dateEnd: undefined,
    })
  })

  it('reads the wire forms: "null" dates, comma or repeated categories', () => {
    const parsed = parse({
      date: 'null',
      dateStart: '2026-07-01',
      dateEnd: '',
      category: ['concerts', 'marches', 'concerts'],
      page: '2',
      limit: '24',
    })
    expect(parsed.data).toMatchObject({
      date: undefined,
      dateStart: '2026-07-01',
      dateEnd: undefined,
      category: ['concerts', 'marches'],
      page: 2,
      limit: 24,
    })
    expect(parse({ category: 'a,b' }).data?.category).toEqual(['a', 'b'])
  })

  it.each([
    ['a date not in yyyy-mm-dd', { date: '14/07/2026' }, 'date'],
    ['an impossible date', { date: '2026-02-30' }, 'date'],
    ['an end before the start', { dateStart: '2026-07-10', dateEnd: '2026-07-01' }, 'dateEnd'],
    ['page 0', { page: '0' }, 'page'],
    ['a page that is not a number', { page: 'deux' }, 'page'],
    ['limit over 48', { limit: '49' }, 'limit'],
    ['a search over 200 characters', { search: 'x'.repeat(201) }, 'search'],
  ])('refuses %s', (_label, input, field) => {
    const result = parse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0].path).toEqual([field])
  })

  it('builds the where clause: one day, text words folded, categories', () => {
    const filters = parse({ date: '2026-07-14', search: 'Fête  Mer', category: ['x'] }).data!
    const where = agendaWhere(filters, '2026-11-22', [3, 4])
    expect(JSON.stringify(where)).toContain('"startDate":{"less_than_equal":"2026-07-14T12:00:00.000Z"}')
    expect(where.and).toContainEqual({ searchText: { contains: 'fete' } })
    expect(where.and).toContainEqual({ searchText: { contains: 'mer' } })
    expect(where.and).toContainEqual({ categories: { in: [3, 4] } })
  })

  it('shows events that have not ended when no date is chosen', () => {
    const where = agendaWhere(parse({}).data!, '2026-11-22', null)
    expect(JSON.stringify(where)).toContain('"endDate":{"greater_than_equal":"2026-11-22T12:00:00.000Z"}')
    expect(JSON.stringify(where)).not.toContain('categories')
  })
})
