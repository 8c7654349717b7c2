import { NextResponse, type NextRequest } from 'next/server'
import { isDecodablePath } from '@/lib/url-path'

const MESSAGE = 'Adresse mal encodée : un « % » n’y est pas suivi d’un code valide.'

const PAGE = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Adresse invalide</title>
<meta name="robots" content="noindex"></head><body><main><h1>Adresse invalide</h1><p>${MESSAGE}</p>
<p><a href="/">Revenir à l’accueil</a></p></main></body></html>`

/**
 * Answers 400 for an address whose path is not valid percent-encoding (`/%ff%fe`, `/articles/%`), which
 * Next would otherwise answer with a bare 500 (see lib/url-path.ts). Only addresses containing `%` reach
 * this function (matcher below), so pages pay nothing for it.
 */
export function proxy(request: NextRequest) {
  const rawPath = new URL(request.url).pathname
  if (isDecodablePath(rawPath)) return NextResponse.next()
  const headers = { 'Cache-Control': 'no-store' }
  // In the error format of each endpoint: Payload's REST API, the ajax endpoint, else a page.
  if (rawPath.startsWith('/api/'))
    return NextResponse.json({ errors: [{ message: MESSAGE }] }, { status: 400, headers })
  if (rawPath.startsWith('/ajax')) return NextResponse.json({ error: MESSAGE }, { status: 400, headers })
  return new NextResponse(PAGE, {
    status: 400,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  })
}

export const config = { matcher: '/(.*%.*)' }
