import { html } from '@/lib/html'

/** Why `/apercu` refused to open a preview, with the status it answers and what the editor reads. */
export const PREVIEW_REFUSALS = {
  invalid: {
    status: 400,
    title: 'Lien d’aperçu invalide',
    message: 'Ce lien d’aperçu est incomplet ou a été modifié. Ouvrez l’aperçu depuis l’administration.',
  },
  expired: {
    status: 410,
    title: 'Lien d’aperçu expiré',
    message:
      'Ce lien d’aperçu a expiré. Rechargez la page du document dans l’administration, puis cliquez de nouveau sur « Aperçu ».',
  },
  'no-session': {
    status: 401,
    title: 'Connexion nécessaire',
    message: 'Connectez-vous à l’administration pour voir l’aperçu d’un brouillon.',
  },
  'other-editor': {
    status: 403,
    title: 'Aperçu réservé',
    message: 'Ce lien d’aperçu a été créé pour un autre compte. Ouvrez l’aperçu depuis votre administration.',
  },
} as const

export type PreviewRefusal = keyof typeof PREVIEW_REFUSALS

/** The small page `/apercu` answers with when it refuses: never cached, never indexed. */
export function refusalPage(reason: PreviewRefusal): Response {
  const { status, title, message } = PREVIEW_REFUSALS[reason]
  const body = html`<!doctype html><html lang="fr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title} · Escale</title></head><body><main><h1>${title}</h1><p>${message}</p>
<p><a href="/admin">Aller à l’administration</a> · <a href="/">Revenir à l’accueil</a></p></main></body></html>`
  return new Response(body.toString(), {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
