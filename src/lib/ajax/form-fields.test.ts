import { describe, expect, it } from 'vitest'
import { formToObject } from './form-fields'

const form = (query: string) => {
  const data = new FormData()
  for (const [name, value] of new URLSearchParams(query)) data.append(name, value)
  return data
}

describe('formToObject', () => {
  it('keeps single fields, and makes lists of repeated names and of names ending in []', () => {
    expect(formToObject(form('a=1&b=2&b=3&c[]=x'))).toEqual({ a: '1', b: ['2', '3'], c: ['x'] })
  })

  it('reads options[name] as a group of fields, one level deep', () => {
    expect(
      formToObject(form('options[playlistId]=p&options[pageSize]=6&options[ids][]=1&security=n')),
    ).toEqual({
      options: { playlistId: 'p', pageSize: '6', ids: ['1'] },
      security: 'n',
    })
  })

  it('never reaches the prototype, and never mixes a group with a plain field', () => {
    const out = formToObject(form('__proto__[x]=1&__proto__=2&a[__proto__]=3&g=1&g[x]=2&h[x]=1&h=2'))
    // A name that would make a group of `__proto__` stays a plain (meaningless) field name.
    expect(out).toEqual({ '__proto__[x]': '1', 'a[__proto__]': '3', g: '1', h: { x: '1' } })
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).x).toBeUndefined()
  })

  it('keeps fields named like Object methods', () => {
    expect(formToObject(form('toString=1&hasOwnProperty[x]=2'))).toEqual({
      toString: '1',
      hasOwnProperty: { x: '2' },
    })
  })
})
