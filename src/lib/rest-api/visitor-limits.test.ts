import { describe, expect, it } from 'vitest'
import { boundVisitorArgs, VISITOR_MAX_DEPTH, VISITOR_MAX_LIMIT, withVisitorLimits } from './visitor-limits'

describe('boundVisitorArgs', () => {
  it('caps limit and depth, and turns "everything" into one page', () => {
    expect(boundVisitorArgs({ limit: 0, depth: 10 })).toMatchObject({
      limit: VISITOR_MAX_LIMIT,
      depth: VISITOR_MAX_DEPTH,
    })
    expect(boundVisitorArgs({ limit: 5000 })).toMatchObject({ limit: VISITOR_MAX_LIMIT })
    expect(boundVisitorArgs({ pagination: false })).toMatchObject({
      pagination: true,
      limit: VISITOR_MAX_LIMIT,
    })
    expect(boundVisitorArgs({ limit: 12, depth: 1 })).toEqual({ limit: 12, depth: 1 })
    expect(boundVisitorArgs({ id: 3 })).toEqual({ id: 3 })
  })
})

describe('withVisitorLimits', () => {
  type Hook = (input: { args: Record<string, unknown>; req: unknown }) => Record<string, unknown>
  const [articles] = withVisitorLimits([
    {
      slug: 'articles',
      fields: [],
      hooks: { beforeOperation: [({ args }: { args?: object }) => ({ ...args, own: true })] },
    },
  ])
  const hooks = articles.hooks!.beforeOperation as unknown as Hook[]
  const run = (req: unknown) =>
    hooks.reduce((args, hook) => hook({ args, req }), { limit: 0, depth: 9 } as Record<string, unknown>)

  it('adds the bounds after the entity’s own hooks, for visitors over REST only', () => {
    expect(hooks).toHaveLength(2)
    expect(run({ payloadAPI: 'REST', user: null })).toEqual({ limit: 100, depth: 2, own: true })
    expect(run({ payloadAPI: 'REST', user: { id: 1 } })).toEqual({ limit: 0, depth: 9, own: true })
    expect(run({ payloadAPI: 'local', user: null })).toEqual({ limit: 0, depth: 9, own: true })
  })
})
