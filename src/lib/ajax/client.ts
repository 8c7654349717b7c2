/** The ajax endpoint's address, given to the page as `<meta name="ajax-url">` (docs/behaviour/ajax.md). */
export function ajaxUrl(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="ajax-url"]')?.content || '/ajax'
}

/**
 * Posts form fields to the ajax endpoint. Lists are sent as repeated `name[]` fields. Rejects on a network
 * failure or a non-2xx answer, so callers have one place to show their "try again" message.
 */
export async function postAjax(
  fields: Record<string, string | number | string[] | null | undefined>,
): Promise<Response> {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue
    if (Array.isArray(value)) for (const item of value) body.append(`${name}[]`, item)
    else body.append(name, String(value))
  }
  const response = await fetch(ajaxUrl(), {
    method: 'POST',
    body,
    credentials: 'same-origin',
    cache: 'no-store',
  })
  if (!response.ok) throw new Error(`ajax ${fields.action}: HTTP ${response.status}`)
  return response
}
