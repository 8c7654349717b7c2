/**
 * Next treats a multipart POST to a page as the no-JavaScript submission of a server action, and a body
 * it cannot read makes the page answer 500 (`TypeError` in the action decoder). The site's pages have no
 * server actions: such a post is never ours. Multipart posts go only to the REST API (uploads, the contact
 * form's feedback), the admin's server functions (which the admin's script calls with a `Next-Action`
 * header) and the comment form's route; any other address refuses them with 400 before Next sees them.
 */
const MULTIPART_ENDPOINTS = /^\/(api\/|ajax$|commentaires$|_next\/)/
const ADMIN = /^\/admin(\/|$)/

export const MULTIPART_POST_MESSAGE =
  'Requête invalide : cette adresse n’accepte pas de formulaire envoyé ainsi.'

/** Whether a request is a multipart POST to an address that takes none. */
export function isStrayMultipartPost(
  method: string,
  pathname: string,
  contentType: string | null,
  actionHeader: string | null = null,
): boolean {
  if (method !== 'POST') return false
  if (!/^multipart\/form-data\b/i.test(contentType ?? '')) return false
  if (ADMIN.test(pathname)) return !actionHeader
  return !MULTIPART_ENDPOINTS.test(pathname)
}
