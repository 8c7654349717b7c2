import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig } from 'payload'

type FileHandler = NonNullable<NonNullable<Exclude<CollectionConfig['upload'], boolean>>['handlers']>[number]

/**
 * Payload serves an upload from disk and answers 500 when the file named in the address is not there
 * (an unknown name, or a file removed by hand). Run before that: a missing file is a 404. A name that
 * leaves the folder is left to Payload, which refuses it.
 */
export function missingFileIs404(staticDir: string): FileHandler {
  const root = path.resolve(staticDir)
  const check = async (filename: string): Promise<Response | undefined> => {
    const file = path.resolve(root, filename)
    if (!file.startsWith(root + path.sep)) return undefined
    try {
      if ((await fs.stat(file)).isFile()) return undefined
    } catch {
      // Not there: answered below.
    }
    return Response.json(
      { errors: [{ message: 'Fichier introuvable.' }] },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  // Payload awaits the handler and goes on when it gives no Response; its type spells that as
  // `Promise<Response> | Promise<void>`, which a promise of either value does not match.
  return (_req, { params }) => check(params.filename) as Promise<Response>
}
