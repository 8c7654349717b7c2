import type { Payload } from 'payload'
import type { Form } from '@/payload-types'
import { FORMS } from '../collections/plugin'

/** A form by id for the visitor's routes and pages (forms are not readable through REST). */
export async function loadForm(payload: Payload, id: number): Promise<Form | null> {
  return payload.findByID({ collection: FORMS, id, depth: 0, overrideAccess: true, disableErrors: true })
}
