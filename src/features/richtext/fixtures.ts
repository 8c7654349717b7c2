import type { RichTextContent, RichTextNode } from './headings'

/** Small builders of Lexical JSON for the tests of this feature. */
export const text = (value: string, format = 0): RichTextNode => ({
  type: 'text',
  text: value,
  format,
  version: 1,
  detail: 0,
  mode: 'normal',
  style: '',
})
const element = (
  type: string,
  children: RichTextNode[],
  extra: Record<string, unknown> = {},
): RichTextNode => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
export const heading = (tag: 'h2' | 'h3' | 'h4', ...children: RichTextNode[]) =>
  element('heading', children, { tag })
export const paragraph = (...children: RichTextNode[]) => element('paragraph', children)
export const link = (fields: Record<string, unknown>, label: string) =>
  element('link', [text(label)], { fields })
export const upload = (value: unknown) => ({
  type: 'upload',
  relationTo: 'media',
  value,
  fields: null,
  version: 3,
  format: '',
})
export const doc = (...children: RichTextNode[]): RichTextContent => ({
  root: element('root', children) as RichTextContent['root'],
})
