import type { CollectionConfig } from 'payload'
import { env } from '@/lib/env'
import { html } from '@/lib/html'

const ONE_HOUR = 60 * 60_000

/** "1 heure", "30 minutes": how long Payload keeps a reset link valid, said the way the mail says it. */
export function frenchDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000)
  if (minutes % 60 === 0) return minutes === 60 ? '1 heure' : `${minutes / 60} heures`
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

/** The admin's reset page on SITE_URL, whatever host the request came through. */
export const resetUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/admin/reset/${encodeURIComponent(token)}`

export function passwordResetHtml({ name, url, validity }: { name?: string; url: string; validity: string }) {
  return html`<p>Bonjour${name ? ` ${name}` : ''},</p>
    <p>
      Quelqu’un (vous, sans doute) a demandé à réinitialiser le mot de passe de votre compte d’éditeur Escale.
      Pour choisir un nouveau mot de passe, ouvrez ce lien, valable ${validity} :
    </p>
    <p><a href="${url}">${url}</a></p>
    <p>
      Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe ne change pas.
    </p>
    <p>L’équipe Escale</p>`.toString()
}

/**
 * The editors' collection with Payload's forgot-password mail in French, linking to the reset page on
 * SITE_URL. Payload sends it with `payload.sendEmail`, so it goes through the outbox like every mail.
 */
export function withPasswordResetMail(users: CollectionConfig): CollectionConfig {
  const auth = typeof users.auth === 'object' ? users.auth : {}
  const validity = frenchDuration(auth.forgotPassword?.expiration ?? ONE_HOUR)
  return {
    ...users,
    auth: {
      ...auth,
      forgotPassword: {
        ...auth.forgotPassword,
        generateEmailSubject: () => 'Escale : réinitialisation de votre mot de passe',
        generateEmailHTML: (args) =>
          passwordResetHtml({
            name: typeof args?.user?.name === 'string' ? args.user.name : undefined,
            url: resetUrl(env().SITE_URL, args?.token ?? ''),
            validity,
          }),
      },
    },
  }
}
