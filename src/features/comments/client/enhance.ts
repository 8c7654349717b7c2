import { armAntiSpam, type ArmedForm } from '@/lib/anti-spam/client'
import { COMMENT_POST_PATH, commentInput, FIELDS, FORM_TITLE, MAX_DEPTH } from '../rules'
import { visitReferrer } from './visit-cookie'

type Answer = {
  id?: number
  parent?: number
  status?: string
  message?: string
  html?: string
  error?: string
  field?: string | null
}

const SENDING = 'Envoi du commentaire…'
const OFFLINE = 'Le commentaire n’a pas pu être envoyé : vérifiez votre connexion, puis réessayez.'

const byId = <T extends HTMLElement>(root: ParentNode, id: string) => root.querySelector<T>(`#${id}`)

function parts(root: HTMLElement) {
  const respond = byId<HTMLDivElement>(root, 'respond')
  const form = byId<HTMLFormElement>(root, 'commentform')
  return {
    respond,
    form,
    title: root.querySelector<HTMLElement>('#reply-title .comment-reply-title__text'),
    cancel: byId<HTMLAnchorElement>(root, 'cancel-comment-reply-link'),
    parent: byId<HTMLInputElement>(root, 'comment_parent'),
    post: byId<HTMLInputElement>(root, 'comment_post_ID'),
    status: form?.querySelector<HTMLElement>('.comment-form__status') ?? null,
  }
}

/**
 * WordPress's moveForm: puts the form under the comment answered (data-belowelement), sets the parent id
 * and post id, titles the form « Répondre à … » and shows the cancel link. A hidden marker keeps the
 * form's first place. Returns false when an element is missing: the link then works as a link.
 */
export function moveForm(root: HTMLElement, link: HTMLAnchorElement): boolean {
  const { respond, title, cancel, parent, post } = parts(root)
  const below = document.getElementById(link.dataset.belowelement ?? '')
  if (!respond || !below || !parent || !post || !cancel || !title) {
    window.location.href = link.href
    return false
  }
  if (!byId(root, 'wp-temp-form-div')) {
    const marker = document.createElement('div')
    marker.id = 'wp-temp-form-div'
    marker.hidden = true
    respond.before(marker)
  }
  below.after(respond)
  post.value = link.dataset.postid ?? post.value
  parent.value = link.dataset.commentid ?? '0'
  title.textContent = link.dataset.replyto ?? FORM_TITLE
  cancel.hidden = false
  respond.querySelector('textarea')?.focus()
  return true
}

/** Puts the form back in its place, the parent back to 0, the title back, the cancel link hidden. */
export function cancelReply(root: HTMLElement) {
  const { respond, title, cancel, parent } = parts(root)
  const marker = byId(root, 'wp-temp-form-div')
  if (!respond || !marker) return
  marker.replaceWith(respond)
  if (parent) parent.value = '0'
  if (title) title.textContent = FORM_TITLE
  if (cancel) cancel.hidden = true
  respond.querySelector('textarea')?.focus()
}

function showError(form: HTMLFormElement, field: string | null | undefined, message: string) {
  const input = field ? form.querySelector<HTMLElement>(`[name="${field}"]`) : null
  const tip = input ? form.querySelector<HTMLElement>(`#${input.id}-error`) : null
  if (input && tip) {
    tip.textContent = message
    tip.hidden = false
    input.setAttribute('aria-invalid', 'true')
    input.focus()
  }
}

function clearErrors(form: HTMLFormElement) {
  for (const tip of form.querySelectorAll<HTMLElement>('.comment-form__error')) {
    tip.textContent = ''
    tip.hidden = true
  }
  for (const input of form.querySelectorAll('[aria-invalid]')) input.removeAttribute('aria-invalid')
}

const depthOf = (element: Element) => Number(/\bdepth-(\d+)\b/.exec(element.className)?.[1] ?? 1)

/** Puts the new comment where it belongs: at the end of the thread, or under the comment answered. */
function insertComment(root: HTMLElement, markup: string, parentId: number): HTMLElement | null {
  const holder = document.createElement('ol')
  holder.innerHTML = markup
  const item = holder.firstElementChild as HTMLElement | null
  if (!item) return null
  const parent = parentId ? document.getElementById(`comment-${parentId}`) : null
  let depth = 1
  if (!parent) {
    root.querySelector('.comment-list')?.append(item)
    root.querySelector('.comments-empty')?.remove()
  } else if (depthOf(parent) < MAX_DEPTH) {
    depth = depthOf(parent) + 1
    let children = parent.querySelector<HTMLOListElement>(':scope > ol.children')
    if (!children) {
      children = document.createElement('ol')
      children.className = 'children'
      parent.append(children)
    }
    children.append(item)
  } else {
    depth = MAX_DEPTH
    parent.after(item)
  }
  item.className = item.className.replace(/\bdepth-\d+\b/, `depth-${depth}`)
  if (depth >= MAX_DEPTH) item.querySelector('.comment-reply')?.remove()
  return item
}

async function send(root: HTMLElement, form: HTMLFormElement, armed: ArmedForm) {
  const { status } = parts(root)
  clearErrors(form)
  const checked = commentInput.safeParse(Object.fromEntries(new FormData(form).entries()))
  if (!checked.success) {
    // Every wrong field says why; the first one in the form gets the focus.
    const byField = new Map<string, string>()
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? '')
      if (!byField.has(field)) byField.set(field, issue.message)
    }
    const order = [...form.elements].map((element) => (element as HTMLInputElement).name)
    const fields = [...byField.keys()].sort((a, b) => order.indexOf(a) - order.indexOf(b))
    for (const field of fields.reverse()) showError(form, field, byField.get(field) ?? '')
    if (status) status.textContent = byField.get(fields.at(-1) ?? '') ?? ''
    return
  }
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (button) button.disabled = true
  form.setAttribute('aria-busy', 'true')
  if (status) status.textContent = SENDING
  try {
    await armed.prepare()
    const referrer = form.querySelector<HTMLInputElement>(`input[name="${FIELDS.referrer}"]`)
    if (referrer) referrer.value = visitReferrer()
    const response = await fetch(COMMENT_POST_PATH, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: new URLSearchParams([...new FormData(form).entries()] as [string, string][]),
      credentials: 'same-origin',
      cache: 'no-store',
    })
    const answer = (await response.json().catch(() => ({}))) as Answer
    if (!response.ok || !answer.html) {
      const message = answer.error ?? OFFLINE
      if (status) status.textContent = message
      showError(form, answer.field, message)
      return
    }
    const item = insertComment(root, answer.html, answer.parent ?? 0)
    const textarea = form.querySelector('textarea')
    if (textarea) textarea.value = ''
    if (byId(root, 'wp-temp-form-div')) cancelReply(root)
    item?.scrollIntoView({ block: 'nearest' })
    if (status) status.textContent = answer.message ?? ''
  } catch {
    if (status) status.textContent = OFFLINE
  } finally {
    if (button) button.disabled = false
    form.removeAttribute('aria-busy')
  }
}

const armedForms = new WeakMap<HTMLFormElement, { armed: ArmedForm; sending: boolean }>()

/**
 * Gives the form its behaviour once: the anti-spam fields (the timing token is asked for on the next
 * keystroke) and Ctrl or Cmd + Enter to send. The section's own listener turns every submit into `submit`.
 */
export function enhance(root: HTMLElement) {
  const { form } = parts(root)
  if (!form || armedForms.has(form)) return
  armedForms.set(form, { armed: armAntiSpam(form, 'comment'), sending: false })
  form.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      form.requestSubmit()
    }
  })
}

/** Sends the form without leaving the page (the new comment appears in place); one post at a time. */
export async function submit(root: HTMLElement) {
  const { form } = parts(root)
  if (!form) return
  enhance(root)
  const state = armedForms.get(form)
  if (!state || state.sending) return
  state.sending = true
  try {
    await send(root, form, state.armed)
  } finally {
    state.sending = false
  }
}
