import { CONTACT_API_ROOT, type ContactFormDefinition } from '../definition'

/** The site can hold every contact form (Contact Form 7's `wpcf7.blocked`), e.g. while a check runs. */
declare global {
  interface Window {
    wpcf7?: { blocked?: boolean }
  }
}

export const siteBlocked = () => typeof window !== 'undefined' && window.wpcf7?.blocked === true

/**
 * What the form needs from the browser and its configuration; each missing piece is logged to the
 * console, and the form then does not submit.
 */
export function startupProblems(definition: ContactFormDefinition | undefined): string[] {
  const problems: string[] = []
  if (!definition) problems.push('contact form: no configuration object')
  else if (!CONTACT_API_ROOT || !Number.isInteger(definition.id))
    problems.push('contact form: no api setting')
  if (typeof window.fetch !== 'function') problems.push('contact form: fetch is missing')
  if (typeof window.FormData !== 'function') problems.push('contact form: FormData is missing')
  if (typeof NodeList === 'undefined' || typeof NodeList.prototype.forEach !== 'function')
    problems.push('contact form: NodeList.forEach is missing')
  return problems
}
