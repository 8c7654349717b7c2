import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { adminOrSelf, adminsOnly } from '@/lib/access'
import { env } from '@/lib/env'

/**
 * The first account of a fresh site (Payload's "create first user" screen) is an admin: only admins
 * manage accounts, and nobody could ever give that role otherwise.
 */
const firstAccountIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}

/** Editors of the association: they log in to /admin with an e-mail and a password. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Éditeur', plural: 'Éditeurs' },
  auth: {
    // No lockout after wrong passwords: anyone could keep an editor locked out by failing on purpose.
    // Password guessing is slowed by rate limits per address and per account instead (auth-routes.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    // Behind HTTPS the session cookie must not travel over plain HTTP; auth-routes.ts also marks it when
    // a trusted proxy says the visitor came over HTTPS.
    cookies: { secure: env().SITE_URL.startsWith('https://') },
  },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'], group: 'Administration' },
  hooks: { beforeChange: [firstAccountIsAdmin] },
  access: {
    // An editor sees and edits their own account (name, e-mail, password); admins manage every account.
    read: adminOrSelf,
    create: adminsOnly,
    update: adminOrSelf,
    delete: adminsOnly,
  },
  fields: [
    { name: 'name', type: 'text', label: 'Nom', required: true },
    {
      name: 'role',
      type: 'select',
      label: 'Rôle',
      required: true,
      defaultValue: 'editor',
      options: [
        { label: 'Administrateur', value: 'admin' },
        { label: 'Éditeur', value: 'editor' },
      ],
      // Only an admin gives or takes the admin role, including their own.
      access: { create: adminsOnly, update: adminsOnly },
    },
  ],
}
