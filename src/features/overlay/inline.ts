/**
 * Inline overlay content: a copy of the children of the element named by `inlineId` (thickbox shows that
 * element's children; the element itself is usually hidden). We copy rather than move them so that content
 * React rendered stays where React expects it. Ids inside the copy get a prefix, and the references to
 * them follow, so labels and ARIA links still point inside the copy and ids stay unique on the page.
 */

/** Attributes that name other elements by id (space-separated). */
const ID_REFERENCES = [
  'for',
  'form',
  'list',
  'headers',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'aria-details',
  'aria-errormessage',
]

/** Rewrites the ids in a space-separated reference list that were renamed; the others stay. */
export function renameIdRefs(value: string, renamed: ReadonlyMap<string, string>): string {
  return value
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => renamed.get(id) ?? id)
    .join(' ')
}

/** Same for an in-page link ("#plan"). */
export const renameHash = (href: string, renamed: ReadonlyMap<string, string>) =>
  href.startsWith('#') && renamed.has(href.slice(1)) ? `#${renamed.get(href.slice(1))}` : href

/** A copy of the children of `#inlineId`, or null when there is no such element. */
export function copyInline(inlineId: string, prefix: string): DocumentFragment | null {
  const source = document.getElementById(inlineId)
  if (!source) return null
  const fragment = document.createDocumentFragment()
  for (const child of Array.from(source.childNodes)) fragment.append(child.cloneNode(true))
  const renamed = new Map<string, string>()
  for (const element of Array.from(fragment.querySelectorAll('[id]'))) {
    renamed.set(element.id, `${prefix}${element.id}`)
    element.id = `${prefix}${element.id}`
  }
  if (renamed.size === 0) return fragment
  for (const element of Array.from(fragment.querySelectorAll('*'))) {
    for (const name of ID_REFERENCES) {
      const value = element.getAttribute(name)
      if (value) element.setAttribute(name, renameIdRefs(value, renamed))
    }
    const href = element.getAttribute('href')
    if (href) element.setAttribute('href', renameHash(href, renamed))
  }
  return fragment
}
