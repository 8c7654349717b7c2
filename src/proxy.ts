import { NextResponse, type NextRequest } from 'next/server'
import { isStrayMultipartPost, MULTIPART_POST_MESSAGE } from '@/lib/page-posts'
import { currentCspExtras, extrasForPath } from '@/lib/csp/extras'
import { contentSecurityPolicy, siteAreaOf } from '@/lib/security-headers'
import { isDecodablePath } from '@/lib/url-path'

const MESSAGE = 'Adresse mal encodée : un « % » n’y est pas suivi d’un code valide.'

const page = (title: string, message: string) => `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<title>${title}</title><meta name="robots" content="noindex"></head><body><main><h1>${title}</h1>
<p>${message}</p><p><a href="/">Revenir à l’accueil</a></p></main></body></html>`

const htmlResponse = (html: string, status = 400) =>
  new NextResponse(html, {
    status,
    headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' },
  })

/**
 * Answers where Next or Payload would fail: 400 for an address whose path is not valid percent-encoding
 * (`/%ff%fe`, `/articles/%`; see lib/url-path.ts) and for a multipart post to a page (lib/page-posts.ts),
 * 404 for an admin address with a `__proto__` segment; and gives a page the CSP hosts an editor configured
 * (withEditorsHosts). Files, the API and the ajax endpoint never reach this function (matcher below).
 */
export function proxy(request: NextRequest) {
  const rawPath = new URL(request.url).pathname
  if (
    isStrayMultipartPost(
      request.method,
      rawPath,
      request.headers.get('content-type'),
      request.headers.get('next-action'),
    )
  )
    return htmlResponse(page('Requête invalide', MULTIPART_POST_MESSAGE))
  // Payload's admin looks its views up by the address's segments, and `__proto__` breaks that lookup
  // (a TypeError on every such request): no view has that name, so it is not found.
  if (/^\/admin\/(.+\/)?__proto__(\/|$)/.test(rawPath))
    return htmlResponse(page('Page introuvable', 'Cette page de l’administration n’existe pas.'), 404)
  if (isDecodablePath(rawPath)) return withEditorsHosts(rawPath)
  const headers = { 'Cache-Control': 'no-store' }
  // In the error format of each endpoint: Payload's REST API, the ajax endpoint, else a page.
  if (rawPath.startsWith('/api/'))
    return NextResponse.json({ errors: [{ message: MESSAGE }] }, { status: 400, headers })
  if (rawPath.startsWith('/ajax')) return NextResponse.json({ error: MESSAGE }, { status: 400, headers })
  return htmlResponse(page('Adresse invalide', MESSAGE))
}

/**
 * A site page whose CSP must also allow hosts an editor configured (a travel partner's frames, an
 * audience script: src/lib/csp/extras.ts) gets them here; every other page keeps next.config.ts's CSP.
 */
function withEditorsHosts(path: string) {
  const extra = PAGE.test(path) ? extrasForPath(currentCspExtras(), path) : null
  const response = NextResponse.next()
  if (extra) response.headers.set('Content-Security-Policy', contentSecurityPolicy(siteAreaOf(path), extra))
  return response
}

/** The site's pages (not its scripts, files, feeds, API, ajax endpoint or back office). */
const PAGE = /^\/(?!_next\/|api\/|ajax$|admin(\/|$)|.*\.[a-z0-9]+$)/i

export const config = {
  matcher: [
    // Every page, for the hosts an editor configured (withEditorsHosts): not the build's files, the API,
    // the ajax endpoint, the back office, nor addresses with a file extension (feeds, icons, images).
    '/((?!_next/|api/|ajax$|admin|.*\\.[a-zA-Z0-9]+$).*)',
    '/(.*%.*)',
    '/admin/(.*__proto__.*)',
    {
      source: '/((?!api/|_next/).*)',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    },
  ],
}
