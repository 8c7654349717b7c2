import {
  AUTO_ATTRIBUTE,
  AUTO_MARGIN_PX,
  CREATED_ATTRIBUTE,
  FRAME_CLASS,
  FRAME_TITLE,
  INITIAL_FRAME_HEIGHT_PX,
  PLACEHOLDER_CLASS,
  WIDGET_CLASS,
} from './constants'

export const MISSING_HREF_OR_WIDGET = 'Missing href or widget'

/**
 * An editor's widget in the page: the block's element (the link shown without a partner account aside),
 * or any element naming a widget type or a link to the partner's page.
 */
export const EDITOR_WIDGETS = `.${WIDGET_CLASS}:not(.${WIDGET_CLASS}--link), [data-partner-widget], [data-partner-href]`
/** Every widget of the page, the editors' and the automatic ones. */
export const ALL_WIDGETS = `${EDITOR_WIDGETS}, [${AUTO_ATTRIBUTE}]`

/**
 * Lets the partner's page run and open its booking pages in a new tab, but not navigate this page
 * unless the visitor clicked in it.
 */
const SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms allow-top-navigation-by-user-activation'

/** An editor's widget's type: its own, else `activities` for a link alone; throws with neither. */
export function widgetType(element: Element): string {
  const type = element.getAttribute('data-partner-widget')?.trim()
  if (type) return type
  if (element.getAttribute('data-partner-href')?.trim()) return 'activities'
  throw new Error(MISSING_HREF_OR_WIDGET)
}

/** The widget's frame, if it still holds it. */
export const frameIn = (widget: Element) =>
  widget.querySelector<HTMLIFrameElement>(`:scope > iframe.${FRAME_CLASS}`)

/**
 * The editors' widgets to build: those never built, and those built whose frame has gone (the content
 * was replaced). One that failed is not tried again.
 */
export function widgetsToBuild(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(EDITOR_WIDGETS)).filter((widget) => {
    if (widget.hasAttribute(AUTO_ATTRIBUTE)) return false
    const created = widget.getAttribute(CREATED_ATTRIBUTE)
    return created === null || (created === 'true' && !frameIn(widget))
  })
}

/** A partner's frame: French title, loaded when near the screen, a first height until it tells its own. */
export function buildFrame(document: Document, src: string): HTMLIFrameElement {
  const frame = document.createElement('iframe')
  frame.className = FRAME_CLASS
  frame.title = FRAME_TITLE
  frame.setAttribute('loading', 'lazy')
  frame.setAttribute('sandbox', SANDBOX)
  Object.assign(frame.style, {
    display: 'block',
    width: '100%',
    height: `${INITIAL_FRAME_HEIGHT_PX}px`,
    border: '0',
  })
  frame.src = src
  return frame
}

/**
 * Puts the frame in an editor's widget, in place of its placeholder. The placeholder is hidden rather than
 * removed: React rendered it and may still update it.
 */
export function fillEditorWidget(widget: HTMLElement, src: string): HTMLIFrameElement {
  const frame = buildFrame(widget.ownerDocument, src)
  const placeholder = widget.querySelector<HTMLElement>(`:scope > .${PLACEHOLDER_CLASS}`)
  if (placeholder) {
    placeholder.hidden = true
    placeholder.style.display = 'none'
    placeholder.after(frame)
  } else widget.append(frame)
  widget.setAttribute(CREATED_ATTRIBUTE, 'true')
  return frame
}

/** Marks an editor's widget that could not be built, so that it is not tried again. */
export const markFailed = (widget: Element) => widget.setAttribute(CREATED_ATTRIBUTE, 'error')

/** An automatic widget: its frame in an element of ours, 12 px above and below. */
export function buildAutoWidget(document: Document, src: string) {
  const widget = document.createElement('div')
  widget.className = `${WIDGET_CLASS} ${WIDGET_CLASS}--auto`
  widget.setAttribute(AUTO_ATTRIBUTE, '')
  widget.setAttribute(CREATED_ATTRIBUTE, 'true')
  widget.style.margin = `${AUTO_MARGIN_PX}px 0`
  const frame = buildFrame(document, src)
  widget.append(frame)
  return { widget, frame }
}
