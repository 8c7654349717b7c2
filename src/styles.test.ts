import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The styling rule: four base sheets in src/app/(site)/ (globals, page-layout, components, prose), and
 * every other sheet a plain global stylesheet in a `components/` folder, named after a BEM block it
 * defines and imported by a component beside it. No CSS Modules. A block (the first class of a selector,
 * without its `__element` or `--modifier`) is defined in one sheet only, and so is an @keyframes name.
 */

const SRC = path.resolve(import.meta.dirname)
const BASE_DIR = path.join(SRC, 'app', '(site)')
const BASE_SHEETS = ['globals.css', 'page-layout.css', 'components.css', 'prose.css']

type Sheet = { file: string; selectors: string[]; keyframes: string[] }

/** Every selector of a stylesheet (inside @media and @supports too) and its @keyframes names. */
export function parseSheet(css: string): Omit<Sheet, 'file'> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  const selectors: string[] = []
  const keyframes: string[] = []
  let prelude = ''
  let depth = 0
  // Depth at which a block whose content holds no selectors (a rule, @keyframes, @font-face) opened.
  let skipFrom = -1
  for (const char of text) {
    if (char === '{') {
      const head = prelude.trim()
      prelude = ''
      if (skipFrom < 0) {
        const frames = /^@(?:-webkit-)?keyframes\s+([\w-]+)/.exec(head)
        if (frames) keyframes.push(frames[1]!)
        if (!head.startsWith('@')) selectors.push(...splitSelectorList(head))
        if (!/^@(media|supports|layer|container)\b/.test(head)) skipFrom = depth
      }
      depth += 1
    } else if (char === '}') {
      depth -= 1
      if (depth === skipFrom) skipFrom = -1
      prelude = ''
    } else if (char === ';') {
      prelude = ''
    } else {
      prelude += char
    }
  }
  return { selectors, keyframes }
}

/** "a, b:is(c, d)" → ["a", "b:is(c, d)"]: commas inside parentheses belong to one selector. */
function splitSelectorList(list: string): string[] {
  const parts: string[] = []
  let level = 0
  let current = ''
  for (const char of list) {
    if (char === '(') level += 1
    if (char === ')') level -= 1
    if (char === ',' && level === 0) {
      parts.push(current.trim())
      current = ''
    } else current += char
  }
  parts.push(current.trim())
  return parts.filter(Boolean)
}

/** The block a selector styles: its first class, without element or modifier ("card__title" → "card"). */
export function blockOf(selector: string): string | null {
  const withoutAttributes = selector.replace(/\[[^\]]*\]/g, '')
  const first = /\.(-?[_a-zA-Z][\w-]*)/.exec(withoutAttributes)
  return first ? first[1]!.split(/__|--/)[0]! : null
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })
}

const files = walk(SRC)
const sheets: Sheet[] = files
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file, ...parseSheet(fs.readFileSync(file, 'utf8')) }))
const relative = (file: string) => path.relative(SRC, file)
const isBase = (file: string) => path.dirname(file) === BASE_DIR && BASE_SHEETS.includes(path.basename(file))

/** Items defined by more than one sheet, with the sheets that define them. */
export function definedTwice(definitions: { file: string; names: string[] }[]): Record<string, string[]> {
  const owners = new Map<string, Set<string>>()
  for (const { file, names } of definitions) {
    for (const name of names) owners.set(name, (owners.get(name) ?? new Set()).add(file))
  }
  return Object.fromEntries(
    [...owners].filter(([, where]) => where.size > 1).map(([name, where]) => [name, [...where].sort()]),
  )
}

const blocksOf = (sheet: Sheet) =>
  [...new Set(sheet.selectors.map(blockOf).filter((block): block is string => block !== null))].sort()

describe('the stylesheet parser', () => {
  it('finds selectors inside at-rules, not inside declarations, and keyframe names', () => {
    const parsed = parseSheet(`
      /* .commented { } */
      .card, .card__title:is(h2, h3) { color: red; }
      @media (min-width: 600px) { .grid-item { width: 50%; } }
      @keyframes spin { to { transform: rotate(360deg); } }
      a[href$=".pdf"] .icon { content: '›'; }
    `)
    expect(parsed.selectors).toEqual([
      '.card',
      '.card__title:is(h2, h3)',
      '.grid-item',
      'a[href$=".pdf"] .icon',
    ])
    expect(parsed.keyframes).toEqual(['spin'])
  })

  it('names the block of a selector by its first class', () => {
    expect(blockOf('.card__title:hover')).toBe('card')
    expect(blockOf('.btn--primary')).toBe('btn')
    expect(blockOf('.map-openers .btn')).toBe('map-openers')
    expect(blockOf('a[href$=".pdf"] .icon')).toBe('icon')
    expect(blockOf('svg.inline-svg')).toBe('inline-svg')
    expect(blockOf('body')).toBeNull()
  })

  it('reports a name defined in two sheets', () => {
    expect(
      definedTwice([
        { file: 'a.css', names: ['card', 'news-grid'] },
        { file: 'b.css', names: ['card'] },
      ]),
    ).toEqual({ card: ['a.css', 'b.css'] })
  })
})

describe('stylesheets', () => {
  it('finds the base sheets', () => {
    expect(
      sheets
        .filter((sheet) => isBase(sheet.file))
        .map((sheet) => path.basename(sheet.file))
        .sort(),
    ).toEqual([...BASE_SHEETS].sort())
  })

  it('has no CSS Modules', () => {
    expect(files.filter((file) => file.endsWith('.module.css')).map(relative)).toEqual([])
  })

  it('keeps every other sheet in a components/ folder, imported by a component beside it', () => {
    const misplaced = sheets
      .filter((sheet) => !isBase(sheet.file))
      .filter((sheet) => {
        const dir = path.dirname(sheet.file)
        if (path.basename(dir) !== 'components') return true
        const importLine = `'./${path.basename(sheet.file)}'`
        return !fs
          .readdirSync(dir)
          .filter((name) => name.endsWith('.tsx'))
          .some((name) => fs.readFileSync(path.join(dir, name), 'utf8').includes(importLine))
      })
      .map((sheet) => relative(sheet.file))
    expect(misplaced).toEqual([])
  })

  it('names every component sheet after a block it defines, and scopes each of its rules to a block', () => {
    const wrong = sheets
      .filter((sheet) => !isBase(sheet.file))
      .flatMap((sheet) => {
        const unscoped = sheet.selectors.filter((selector) => blockOf(selector) === null)
        const named = blocksOf(sheet).includes(path.basename(sheet.file, '.css'))
        return [
          ...(named ? [] : [`${relative(sheet.file)}: no block of that name`]),
          ...unscoped.map((selector) => `${relative(sheet.file)}: ${selector}`),
        ]
      })
    expect(wrong).toEqual([])
  })

  it('defines each block in one sheet only', () => {
    const twice = definedTwice(
      sheets.map((sheet) => ({ file: relative(sheet.file), names: blocksOf(sheet) })),
    )
    expect(twice).toEqual({})
  })

  it('defines each @keyframes name in one sheet only', () => {
    const twice = definedTwice(
      sheets.map((sheet) => ({ file: relative(sheet.file), names: sheet.keyframes })),
    )
    expect(twice).toEqual({})
  })

  it('uses two font weights on the public pages, 400 and 700', () => {
    // Each weight is one more font the browser looks up while it lays out the page (a request to its
    // main process on Linux). The back office keeps Payload's own.
    const admin = path.join(SRC, 'features', 'editors', 'admin')
    const others = sheets
      .filter((sheet) => !sheet.file.startsWith(admin))
      .flatMap((sheet) =>
        fontWeightsOf(fs.readFileSync(sheet.file, 'utf8'))
          .filter((weight) => !['400', '700', 'normal', 'bold', 'inherit'].includes(weight))
          .map((weight) => `${relative(sheet.file)}: ${weight}`),
      )
    expect(others).toEqual([])
  })
})

/** The weights a sheet sets, by `font-weight` or as the first word of the `font` shorthand. */
export function fontWeightsOf(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  const longhand = [...text.matchAll(/font-weight\s*:\s*([^;}!]+)/g)].map((match) => match[1]!.trim())
  const shorthand = [...text.matchAll(/(?:^|[\s;{])font\s*:\s*(\d+|bold|bolder|lighter)\s/g)].map(
    (match) => match[1]!,
  )
  return [...longhand, ...shorthand]
}

describe('the font weight reader', () => {
  it('reads longhand and shorthand weights, not other declarations', () => {
    expect(
      fontWeightsOf(`
        /* font-weight: 900 */
        .a { font-weight: 600 !important; font-size: 1rem; }
        .b { font: 800 1rem/1 var(--font-sans); }
        .c { font: inherit; font-variant: small-caps; }
        .d{font:bold 12px serif}
      `),
    ).toEqual(['600', '800', 'bold'])
  })
})
