/** JSON answers of the contact form's routes; errors carry a French `message` (and `code`). */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  })
}

export const jsonError = (status: number, code: string, message: string, headers?: Record<string, string>) =>
  json(status, { code, message, data: { status } }, headers)

export const formNotFound = () => jsonError(404, 'form_not_found', 'Ce formulaire n’existe pas.')

/** The `{id}` of the paths: a positive integer, or null. */
export function formIdParam(raw: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : null
}
