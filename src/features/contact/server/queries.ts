import 'server-only'
import { cachedRead } from '@/lib/cache/reads'
import { payloadClient } from '@/lib/payload'
import { definitionFromForm } from './definition'
import { loadForm } from './load'

/**
 * A form for a page's render: its browser definition and its blocks (which hold the quiz answers, so
 * they stay on the server and only feed the challenges). Null when the form no longer exists.
 */
export const getContactForm = cachedRead(
  'contact-form',
  async (id: number) => {
    const form = await loadForm(await payloadClient(), id)
    return form ? { definition: definitionFromForm(form), blocks: form.fields ?? [] } : null
  },
  { keyedByVisitor: true },
)
