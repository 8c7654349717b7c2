import type { ImageKey } from '../images/catalogue'

/**
 * One demo article. `body` is written in the seed's small markup (see ../lexical.ts); `![clé]` places one
 * of the generated pictures inside the text.
 */
export type ArticleSeed = {
  title: string
  categories: string[]
  image: ImageKey
  excerpt: string
  body: string[]
  /** Drafts are never shown to visitors; the tests check that. */
  draft?: boolean
}
