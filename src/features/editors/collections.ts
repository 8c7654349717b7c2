import type { CollectionConfig } from 'payload'
import { adminOrSelf, adminsOnly } from '@/lib/access'

/** Editors of the association: they log in to /admin with an e-mail and a password. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Éditeur', plural: 'Éditeurs' },
  auth: {
    // Lock an account for 10 minutes after 5 wrong passwords: slows down password guessing.
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
  },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'], group: 'Administration' },
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
