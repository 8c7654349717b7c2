import { signedLink } from './links'

/** The confirmation mail: the editors' intro, the confirm link, and the unsubscribe link every mail has. */
export function confirmationMail(subscriber: { id: string | number; email: string }, intro: string) {
  const confirm = signedLink('confirmer', subscriber.id, subscriber.email)
  const unsubscribe = signedLink('desinscription', subscriber.id, subscriber.email)
  const text = [
    intro,
    '',
    'Pour confirmer votre inscription, ouvrez ce lien :',
    confirm,
    '',
    'Si vous n’avez rien demandé, ignorez ce message. Pour vous désinscrire à tout moment :',
    unsubscribe,
  ].join('\n')
  return { text, confirm, unsubscribe }
}
