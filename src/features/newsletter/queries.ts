import 'server-only'
import { cachedRead } from '@/lib/cache/reads'
import { payloadClient } from '@/lib/payload'
import { NEWSLETTER_LISTS } from './collections'
import { DEFAULT_MESSAGES, type SignupMessages } from './messages'
import type { SignupRules } from './rules'
import { NEWSLETTER_SETTINGS } from './settings-global'

/** What the sign-up form needs, read by the server (visitors cannot read these through REST). */
export type NewsletterFormConfig = SignupRules & {
  dateLabel: string | null
  captcha: boolean
  redirectUrl: string | null
  lists: Array<{ id: string; title: string }>
  messages: SignupMessages
  mailSubject: string
  mailIntro: string
}

async function readConfig(): Promise<NewsletterFormConfig> {
  const payload = await payloadClient()
  const [settings, lists] = await Promise.all([
    payload.findGlobal({ slug: NEWSLETTER_SETTINGS, depth: 0 }),
    payload.find({ collection: NEWSLETTER_LISTS, depth: 0, limit: 50, sort: 'title', pagination: false }),
  ])
  const stored = (settings.messages ?? {}) as Partial<SignupMessages>
  const messages = Object.fromEntries(
    Object.entries(DEFAULT_MESSAGES).map(([key, text]) => [key, stored[key as keyof SignupMessages] || text]),
  ) as SignupMessages
  const listItems = lists.docs.map((list) => ({ id: String(list.id), title: list.title }))
  return {
    smsShown: settings.smsShown ?? true,
    smsRequired: Boolean(settings.smsRequired),
    listsRequired: Boolean(settings.listsRequired) && listItems.length > 0,
    listIds: listItems.map((list) => list.id),
    dateLabel: settings.dateLabel || null,
    captcha: Boolean(settings.captcha),
    redirectUrl: settings.redirectUrl?.startsWith('/') ? settings.redirectUrl : null,
    lists: listItems,
    messages,
    mailSubject: settings.mailSubject || 'Confirmez votre inscription',
    mailIntro: settings.mailIntro || '',
  }
}

export const getNewsletterConfig = cachedRead('newsletter-form', readConfig)

/** The part of the settings the browser's form needs (no mail texts). */
export type NewsletterFormProps = Omit<NewsletterFormConfig, 'mailSubject' | 'mailIntro' | 'redirectUrl'>

export async function getNewsletterFormProps(): Promise<NewsletterFormProps> {
  const {
    mailSubject: _subject,
    mailIntro: _intro,
    redirectUrl: _redirect,
    ...props
  } = await getNewsletterConfig()
  return props
}
