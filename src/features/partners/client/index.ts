/**
 * The travel partner's activity widgets in the browser, written by us: nothing of the partner's own
 * script is loaded, only its frames (docs/behaviour/partners.md). Started once the visitor allowed the
 * partners' content.
 *
 * Frame query, in this order, empty values left out:
 * - an editor's widget (`activitiesFrameUrl`): partner_id, widget (its type; `activities` for a link
 *   alone), location_id, q, latitude, longitude, number_of_items, tour_ids, excluded_tour_ids,
 *   locale_code, tour_id, currency, variant, offset, excluded_keywords, consent_platform (from the
 *   element's data-location-id … data-consent-platform), website, visitor_id;
 * - an automatic widget (`autoActivitiesFrameUrl`): partner_id, number_of_items, offset (the activities
 *   shown by the automatic widgets above it), locale_code (the page's `lang` when it reads `xx-XX`, else
 *   fr-FR), consent_platform, website, visitor_id.
 *
 * Messages from the frames (postMessage, the object or its JSON text; from another window or origin
 * than a frame's, ignored):
 * - `{ type: 'partner-widget:size', height?: 420 | '420px' | '60%', width?: … }`: height % of the
 *   window's height, width % of the widget's width, never under 100 px; applied 100 ms after the last;
 * - `{ type: 'partner-widget:config', numberOfItems?: 3 }`: the automatic widgets are given their offsets
 *   again by page position, counting what each said it shows.
 *
 * In the page: an editor's widget is a `.partner-widget` (not `--link`) or any element with
 * data-partner-widget or data-partner-href. Once built it holds `iframe.partner-widget__frame` after its
 * placeholder, which is hidden, and carries data-partner-created="true" ("error" when it could not be
 * built: logged, never tried again). Automatic widgets are `div.partner-widget.partner-widget--auto` with
 * data-partner-auto, inserted after a paragraph of the content root (the autoInsert selector's element,
 * else main), whose data-partner-auto-limit (0 to 10) overrides maxWidgets.
 *
 * Calls:
 * - 21, `GET visitorUrl?q=…` with the partner's cookies; q = base64 of UTF-8
 *   `{"partnerHashCode":"<partnerId>","url":"<host><path>"}`; answer `{ "visitor_id": "…", "scm": true }`.
 *   On any failure (network, 5 s, status, body): our cookie escale_partenaire_visiteur (a UUID, 180 days)
 *   or a new random UUID written to it. Once per page address.
 * - 22, beacons of text/plain JSON `{ language, metaTitle, metaDescription, sectionHeading, paragraph,
 *   url }` (which text: context.ts), once per page address each: to widgetContextUrl when an editor's
 *   widget was built, to autoWidgetContextUrl when an automatic one was inserted, and to metadataUrl,
 *   with `partnerHashCode` added and heading and paragraph up to 8,000 characters, when the visitor
 *   record says `scm: true`.
 */
import { type ContextKind, beaconLog, contextEndpoint, sendContext } from './beacon'
import { AUTO_RECHECK_MS, DEBOUNCE_MS } from './constants'
import { autoRoot, contentRoot, insertAutoWidgets } from './auto'
import { metadataContext, pageContext } from './context'
import { type FrameRegistry, frameRegistry } from './frames'
import { SIZE_MESSAGE, debouncer, readMessage } from './messages'
import { type FrameIdentity, frameUrl, manualFrameParameters, optionParameters } from './query'
import { pageAddress, pageVisitors } from './visitor'
import { fillEditorWidget, markFailed, widgetType, widgetsToBuild } from './widgets'
import { CONSENT_PLATFORM } from '../widget-attributes'

export type PartnerConfig = {
  /** The partner's hash code. */
  partnerId: string
  /** The frame of an editor's widget. */
  activitiesFrameUrl: string
  /** The frame of an automatically inserted widget. */
  autoActivitiesFrameUrl: string
  /** Call 21. */
  visitorUrl: string
  /** Call 22, for the editors' widgets. */
  widgetContextUrl: string
  /** Call 22, for the automatic widgets. */
  autoWidgetContextUrl: string
  /** Call 22, only when the visitor record says `scm: true`. */
  metadataUrl: string
  /** The site's origin, e.g. https://escale.example. */
  website: string
  autoInsert: {
    enabled: boolean
    /** 2 by default; the content root's data-partner-auto-limit (0 to 10) overrides it. */
    maxWidgets: number
    /** Activities each shows, 3 by default. */
    items: number
    /** '' = any path; else allowed where the path starts with it... */
    pathPrefix: string
    /**
     * ...or where this selector matches (either suffices; both empty = everywhere). Its element is the
     * content root, else main.
     */
    selector: string
    /** Exact paths (or full URLs: host and path) where nothing is inserted. */
    excludedUrls: string[]
  }
}

export type PartnerWidgets = { refresh: () => void; stop: () => void }

/** Builds each editor's widget not built yet; one that fails is logged and marked, the others go on. */
function buildEditorWidgets(
  win: Window,
  frameBase: string,
  identity: FrameIdentity,
  registry: FrameRegistry,
) {
  for (const widget of widgetsToBuild(win.document)) {
    try {
      const parameters = manualFrameParameters(identity, widgetType(widget), optionParameters(widget))
      const frame = fillEditorWidget(widget, frameUrl(frameBase, win.location.href, parameters))
      registry.add({ frame, widget, kind: 'manual', items: 0, offset: 0 })
    } catch (error) {
      markFailed(widget)
      console.error(error)
    }
  }
}

/** Runs `step`, logging its failure: no part of the widgets may break the page or the other parts. */
function guarded(step: () => void) {
  try {
    step()
  } catch (error) {
    console.error(error)
  }
}

export function startPartnerWidgets(config: PartnerConfig, win: Window = window): PartnerWidgets {
  const rules = config.autoInsert
  const registry = frameRegistry(win)
  const visitor = pageVisitors(win, config.partnerId, config.visitorUrl)
  const beacons = beaconLog()
  const sizes = debouncer(DEBOUNCE_MS)
  let stopped = false

  /** Call 22, each kind once per page address, once its widgets are in the page. */
  function sendBeacons(scm: boolean) {
    const page = pageAddress(win.location)
    const root = contentRoot(win.document, rules.selector) ?? win.document.body
    const parts = { document: win.document, root, location: win.location }
    const send = (kind: ContextKind) => {
      if (!beacons.claim(kind, page)) return
      const payload = kind === 'metadata' ? metadataContext(parts, config.partnerId) : pageContext(parts)
      sendContext(win.navigator, contextEndpoint(kind, config), payload)
    }
    if (registry.ofKind('manual').length > 0) send('manual')
    if (registry.ofKind('auto').length > 0) send('auto')
    if (scm) send('metadata')
  }

  /** Builds what the page needs; a page without widgets, and where none may be inserted, asks nothing. */
  async function pass() {
    registry.follow()
    const work = widgetsToBuild(win.document).length + registry.ofKind('manual').length
    if (work === 0 && !autoRoot(win, rules)) return
    const found = await visitor()
    if (stopped || !found) return
    const identity = { partnerId: config.partnerId, website: config.website, visitorId: found.visitorId }
    guarded(() => buildEditorWidgets(win, config.activitiesFrameUrl, identity, registry))
    const frameBase = config.autoActivitiesFrameUrl
    guarded(() =>
      insertAutoWidgets({ win, rules, frameBase, consentPlatform: CONSENT_PLATFORM, identity, registry }),
    )
    guarded(() => sendBeacons(found.scm))
  }

  function onMessage(event: MessageEvent) {
    const record = registry.sender(event.source, event.origin)
    const message = record && readMessage(event.data)
    if (!record || !message) return
    if (message.type === SIZE_MESSAGE)
      return sizes.run(record.frame, () => registry.applySize(record, message))
    if (record.kind === 'auto' && message.numberOfItems !== undefined) record.items = message.numberOfItems
    guarded(() => registry.placeOffsets())
  }

  const run = () => {
    if (!stopped) pass().catch((error: unknown) => console.error(error))
  }
  win.addEventListener('message', onMessage)
  const timer = rules.enabled ? setInterval(run, AUTO_RECHECK_MS) : undefined
  run()

  return {
    refresh: run,
    stop: () => {
      stopped = true
      win.removeEventListener('message', onMessage)
      clearInterval(timer)
      sizes.cancelAll()
    },
  }
}
