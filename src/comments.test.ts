import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Comments must stand on their own: a comment says the rule itself, or points to a document that is in
 * the repository (docs/…). Citations of outside documents (a numbered section, a "§", the design notes
 * file) cannot be followed by a maintainer, so they fail here.
 */
const ROOT = path.resolve(import.meta.dirname, '..')
const FOLDERS = ['src', 'tests', 'bench', 'scripts']
const SKIPPED_FOLDERS = new Set(['node_modules', 'results'])
const THIS_FILE = path.relative(ROOT, import.meta.filename)

/** How each kind of file writes its comments; Markdown is documentation through and through. */
const SLASH_COMMENTS = /\/\*[\s\S]*?\*\/|\/\/.*$/gm
const HASH_COMMENTS = /^\s*#.*$/gm
const COMMENTS_BY_EXTENSION: Record<string, RegExp | 'all'> = {
  '.ts': SLASH_COMMENTS,
  '.tsx': SLASH_COMMENTS,
  '.js': SLASH_COMMENTS,
  '.mjs': SLASH_COMMENTS,
  '.cjs': SLASH_COMMENTS,
  '.scss': SLASH_COMMENTS,
  '.css': SLASH_COMMENTS,
  '.sh': HASH_COMMENTS,
  '.md': 'all',
}

/**
 * A citation of the outside specification or design notes. A lone word "spec" counts too ("the spec
 * says"), but not a test file's name (`admin.spec.ts`) nor identifiers such as `ImageSpec` or `spec.key`.
 */
const CITATION = /spec(?:ification)?(?:'s)? sections?\b|§|DESIGN\.md|(?<![\w.])spec(?![\w.])/i

function filesUnder(folder: string): string[] {
  const found: string[] = []
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) continue
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) found.push(...filesUnder(full))
    else if (path.extname(entry.name) in COMMENTS_BY_EXTENSION) found.push(full)
  }
  return found
}

type CommentLine = { line: number; text: string }

/** Every line of the text's comments, with its line number. */
function commentLines(text: string, extension: string): CommentLine[] {
  const pattern = COMMENTS_BY_EXTENSION[extension]
  if (!pattern) return []
  const lines = (block: string, first: number) =>
    block.split('\n').map((line, offset) => ({ line: first + offset, text: line.trim() }))
  if (pattern === 'all') return lines(text, 1)
  return Array.from(text.matchAll(pattern)).flatMap((match) =>
    lines(match[0], text.slice(0, match.index).split('\n').length),
  )
}

/** "file:line: comment" for every comment line of the file that cites an outside document. */
function citationsIn(relativePath: string, text: string): string[] {
  return commentLines(text, path.extname(relativePath))
    .filter((comment) => CITATION.test(comment.text))
    .map((comment) => `${relativePath}:${comment.line}: ${comment.text}`)
}

describe('self-contained comments', () => {
  it('recognises a citation in a comment and nothing else', () => {
    expect(citationsIn('a.ts', '/** Spec section 9: a dropdown hides after 300 ms. */')).toHaveLength(1)
    expect(citationsIn('a.ts', 'const x = 1 // see § 4')).toHaveLength(1)
    expect(citationsIn('a.ts', '/*\n * ok\n * as DESIGN.md says\n */')).toEqual([
      'a.ts:3: * as DESIGN.md says',
    ])
    expect(citationsIn('a.tsx', '// The spec hides the button while loading.')).toHaveLength(1)
    expect(citationsIn('run.sh', '# call 2 of the spec')).toHaveLength(1)
    expect(citationsIn('README.md', 'The budgets of DESIGN.md.')).toHaveLength(1)
    expect(
      citationsIn('a.ts', "// An editor of its own: admin.spec.ts resets the demo editor's password."),
    ).toEqual([])
    expect(citationsIn('a.ts', 'const spec = images[0] // the first ImageSpec, read as spec.key')).toEqual([])
    expect(citationsIn('a.ts', "const label = 'spec section 9'")).toEqual([])
    expect(citationsIn('a.css', '/* spec section 9 */')).toHaveLength(1)
  })

  it('holds in src, tests, bench and scripts and in style sheets', () => {
    const found = FOLDERS.flatMap((folder) => filesUnder(path.join(ROOT, folder)))
      .map((file) => path.relative(ROOT, file))
      .filter((file) => file !== THIS_FILE)
      .flatMap((file) => citationsIn(file, fs.readFileSync(path.join(ROOT, file), 'utf8')))
    expect(found).toEqual([])
  })
})
