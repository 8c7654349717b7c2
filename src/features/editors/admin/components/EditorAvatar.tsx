import type { ServerProps } from 'payload'
import { initialsOf } from '../initials'
import './editor-avatar.css'

/**
 * The account button's picture: the editor's initials in a circle, drawn here. Payload's default fetches
 * a picture from Gravatar, which would send a hash of each editor's e-mail address to a third party (and
 * which the site's Content-Security-Policy blocks). The link around it is named « Compte » by Payload.
 */
export function EditorAvatar({ user }: ServerProps) {
  const record = (user ?? {}) as { name?: string | null; email?: string | null }
  return (
    <span className="editor-avatar" aria-hidden="true" data-editor-avatar="">
      {initialsOf(record.name, record.email)}
    </span>
  )
}
