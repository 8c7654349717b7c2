import type { Payload } from 'payload'
import { DEMO_EDITOR } from './demo-editor'

/** Writes the French demo content into an empty database. */
export async function seedDemoContent(payload: Payload) {
  await payload.create({
    collection: 'users',
    data: { ...DEMO_EDITOR, role: 'admin' },
    context: { disableRevalidate: true },
  })
}
