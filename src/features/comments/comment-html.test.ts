import { describe, expect, it } from 'vitest'
import { commentHtml, commentTextHtml, threadHtml, type PublicComment } from './comment-html'
import { MAX_DEPTH } from './rules'

const context = { postId: 7, postSlug: 'le-port' }
const comment = (id: number, parent: number | null, extra: Partial<PublicComment> = {}): PublicComment => ({
  id,
  parent,
  authorName: `Auteur ${id}`,
  content: `Texte du commentaire ${id}.`,
  createdAt: '2026-07-14T07:30:00.000Z',
  status: 'approved',
  ...extra,
})

describe('comment markup', () => {
  it('escapes what a visitor wrote and keeps their paragraphs and line ends', () => {
    const markup = commentTextHtml('<script>alert(1)</script>\nligne\n\n« deux » & <b>', true).toString()
    expect(markup).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;<br>ligne</p><p>« deux » &amp; &lt;b&gt;</p>',
    )
  })

  it('makes addresses clickable in approved comments only, with nofollow ugc', () => {
    const text = 'Voir https://exemple.fr/a?b=1&c=2. Et "https://exemple.fr/x"><script>'
    expect(commentTextHtml(text, true).toString()).toContain(
      '<a href="https://exemple.fr/a?b=1&amp;c=2" rel="nofollow ugc noopener">https://exemple.fr/a?b=1&amp;c=2</a>. Et &quot;<a href="https://exemple.fr/x" rel="nofollow ugc noopener">https://exemple.fr/x</a>&quot;&gt;&lt;script&gt;',
    )
    expect(commentTextHtml(text, false).toString()).not.toContain('<a ')
  })

  it('gives the reply link its four data attributes and a page for visitors without script', () => {
    const markup = commentHtml(comment(3, null), context, 1).toString()
    expect(markup).toContain('id="comment-3"')
    expect(markup).toContain('id="div-comment-3"')
    expect(markup).toContain('href="/articles/le-port/repondre/3#respond"')
    for (const attribute of [
      'data-commentid="3"',
      'data-postid="7"',
      'data-belowelement="div-comment-3"',
      'data-respondelement="respond"',
    ])
      expect(markup).toContain(attribute)
    expect(markup).toContain('14 juillet 2026 à 09:30')
  })

  it('marks a waiting comment, with no link at all', () => {
    const markup = commentHtml(
      comment(4, null, {
        status: 'pending',
        authorUrl: 'https://spam.example',
        content: 'Voir https://spam.example ici',
      }),
      context,
      1,
    ).toString()
    expect(markup).toContain('Votre commentaire est en attente de modération.')
    expect(markup).not.toContain('<a ')
  })

  it('nests replies down to the deepest level, then lists them after their comment', () => {
    const chain = Array.from({ length: MAX_DEPTH + 2 }, (_, index) => comment(index + 1, index || null))
    const markup = threadHtml(chain, context).toString()
    expect(markup.match(/<ol class="children">/g)).toHaveLength(MAX_DEPTH - 1)
    expect(markup.match(new RegExp(`depth-${MAX_DEPTH}\\b`, 'g'))).toHaveLength(3)
    // No reply link at the deepest level.
    expect(markup.match(/comment-reply-link/g)).toHaveLength(MAX_DEPTH - 1)
  })

  it('leaves out a reply whose parent is not shown', () => {
    const markup = threadHtml([comment(1, null), comment(2, 99)], context).toString()
    expect(markup).toContain('comment-1')
    expect(markup).not.toContain('comment-2')
  })
})
