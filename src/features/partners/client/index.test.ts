// @vitest-environment happy-dom
import nodeConsole from 'node:console'
import { type MockInstance, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTO_RECHECK_MS, DEBOUNCE_MS, FRAME_CLASS, MIN_FRAME_SIZE_PX, VISITOR_COOKIE } from './constants'
import { startPartnerWidgets, type PartnerConfig, type PartnerWidgets } from './index'
import { MISSING_HREF_OR_WIDGET } from './widgets'

const FRAMES = 'https://widget.example'
const config = (autoInsert: Partial<PartnerConfig['autoInsert']> = {}): PartnerConfig => ({
  partnerId: 'ABC123',
  activitiesFrameUrl: `${FRAMES}/default/activities.frame`,
  autoActivitiesFrameUrl: `${FRAMES}/default/activities-auto.frame`,
  visitorUrl: `${FRAMES}/visitor`,
  widgetContextUrl: `${FRAMES}/widget-context`,
  autoWidgetContextUrl: `${FRAMES}/auto-widget-context`,
  metadataUrl: `${FRAMES}/metadata-extracted`,
  website: 'https://escale.example',
  autoInsert: {
    enabled: false,
    maxWidgets: 2,
    items: 3,
    pathPrefix: '',
    selector: '',
    excludedUrls: [],
    ...autoInsert,
  },
})

const EDITOR_WIDGETS = `
  <div class="partner-widget" id="a" data-partner-widget="activities" data-location-id="169" data-top="300">
    <div class="partner-widget__placeholder">Activités à réserver</div>
  </div>
  <div class="partner-widget" id="broken" data-location-id="12"><p>Lien du partenaire</p></div>
  <div class="partner-widget" id="b" data-partner-href="https://partenaire.example/bray-dunes"></div>`

type Beacon = (url: string | URL, data?: BodyInit | null) => boolean
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
let beacons: ReturnType<typeof vi.fn<Beacon>>
let errors: MockInstance<Console['error']>
let widgets: PartnerWidgets | undefined

const answer = (body: unknown) => async () => Response.json(body)
const frames = () => Array.from(document.querySelectorAll<HTMLIFrameElement>(`iframe.${FRAME_CLASS}`))
const query = (frame: HTMLIFrameElement) => Object.fromEntries(new URL(frame.src).searchParams)
const settle = () => vi.advanceTimersByTimeAsync(0)
const start = async (partnerConfig: PartnerConfig) => {
  widgets = startPartnerWidgets(partnerConfig)
  await settle()
  return widgets
}
const beaconBody = async (call: unknown[]) => JSON.parse(await (call[1] as Blob).text())

/** Elements are laid out from their data-top and data-height; an automatic widget follows its paragraph. */
function fakeLayout() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const box = (element: HTMLElement | null): { top: number; height: number } => {
      if (!element) return { top: 0, height: 0 }
      if (element.dataset.top)
        return { top: Number(element.dataset.top), height: Number(element.dataset.height ?? 0) }
      const previous = box(element.previousElementSibling as HTMLElement | null)
      return { top: previous.top + previous.height, height: 400 }
    }
    const { top, height } = box(this)
    const width = Number(this.dataset.width ?? 700)
    return {
      top,
      bottom: top + height,
      height,
      width,
      left: 0,
      right: width,
      x: 0,
      y: top,
      toJSON: () => ({}),
    }
  })
}

/** A window of one of the frames, which the test makes post messages. */
function frameWindow(frame: HTMLIFrameElement) {
  const source = {} as Window
  Object.defineProperty(frame, 'contentWindow', { value: source, configurable: true })
  return (data: unknown, origin = FRAMES, from: Window = source) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: from }))
}

beforeEach(() => {
  vi.useFakeTimers()
  // happy-dom tells the process's console that it loads no frame: silenced.
  vi.spyOn(nodeConsole, 'error').mockImplementation(() => {})
  errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  fetchMock = vi.fn<typeof fetch>(answer({ visitor_id: 'V1', scm: false }))
  vi.stubGlobal('fetch', fetchMock)
  beacons = vi.fn<Beacon>(() => true)
  vi.spyOn(navigator, 'sendBeacon').mockImplementation(beacons)
  document.cookie = `${VISITOR_COOKIE}=; Max-Age=0; Path=/`
  history.replaceState(null, '', '/articles/la-digue')
  document.body.innerHTML = `<main>${EDITOR_WIDGETS}</main>`
  fakeLayout()
})

afterEach(() => {
  widgets?.stop()
  widgets = undefined
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('editors’ widgets', () => {
  it('builds each once call 21 answered, its frame carrying options, site, visitor and partner', async () => {
    await start(config())
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [first, second] = frames()
    expect(first.closest('#a')).not.toBeNull()
    expect(query(first)).toEqual({
      partner_id: 'ABC123',
      widget: 'activities',
      location_id: '169',
      website: 'https://escale.example',
      visitor_id: 'V1',
    })
    expect(second.closest('#b')).not.toBeNull()
    expect(new URL(second.src).pathname).toBe('/default/activities.frame')
  })

  it('logs a widget without link or type, builds the others, and shows the visitor nothing of it', async () => {
    await start(config())
    expect(errors).toHaveBeenCalledWith(new Error(MISSING_HREF_OR_WIDGET))
    expect(document.getElementById('broken')!.textContent).toBe('Lien du partenaire')
    expect(document.getElementById('broken')!.getAttribute('data-partner-created')).toBe('error')
    expect(frames()).toHaveLength(2)
  })

  it('asks call 21 once per page address; refresh builds new widgets and those whose frame has gone', async () => {
    await start(config())
    widgets!.refresh()
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(frames()).toHaveLength(2)
    // A navigation inside the site: new content, a new address.
    history.pushState(null, '', '/articles/le-port')
    frames()[0].remove()
    document
      .querySelector('main')!
      .insertAdjacentHTML('beforeend', '<div id="c" data-partner-widget="activities"></div>')
    widgets!.refresh()
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(frames().map((frame) => frame.parentElement!.id)).toEqual(['a', 'b', 'c'])
    expect(errors).toHaveBeenCalledTimes(1)
  })

  it('asks nothing on a page without widgets where none may be inserted', async () => {
    document.body.innerHTML = '<main><p>Rien ici.</p></main>'
    await start(config({ enabled: true, pathPrefix: '/agenda/' }))
    await vi.advanceTimersByTimeAsync(AUTO_RECHECK_MS)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(beacons).not.toHaveBeenCalled()
  })

  it('uses our cookie id, or a new one kept in it, when call 21 fails', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 502 }))
    await start(config())
    const id = query(frames()[0]).visitor_id
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(document.cookie).toContain(`${VISITOR_COOKIE}=${id}`)
    widgets!.stop()
    document.body.innerHTML = `<main>${EDITOR_WIDGETS}</main>`
    history.pushState(null, '', '/agenda')
    await start(config())
    expect(query(frames()[0]).visitor_id).toBe(id)
  })

  it('builds nothing, logging once, when no secure random generator exists and call 21 fails', async () => {
    fetchMock.mockImplementation(async () => Promise.reject(new TypeError('Failed to fetch')))
    vi.stubGlobal('crypto', undefined)
    await start(config())
    widgets!.refresh()
    await settle()
    expect(frames()).toEqual([])
    expect(
      errors.mock.calls.filter(([error]) => String(error).includes('Random-number generator')),
    ).toHaveLength(1)
  })
})

describe('call 22', () => {
  it('sends the page context once per page for editors’ widgets, and no metadata call without scm', async () => {
    document.title = 'La digue | Escale'
    document.body.innerHTML = `<main><h1>La digue</h1><p>Une promenade.</p>${EDITOR_WIDGETS}</main>`
    await start(config())
    widgets!.refresh()
    await settle()
    expect(beacons).toHaveBeenCalledTimes(1)
    expect(beacons.mock.calls[0][0]).toBe(`${FRAMES}/widget-context`)
    expect(await beaconBody(beacons.mock.calls[0])).toEqual({
      language: expect.any(String),
      metaTitle: 'La digue | Escale',
      metaDescription: '',
      sectionHeading: 'La digue',
      paragraph: 'Une promenade.',
      url: 'http://localhost:3000/articles/la-digue',
    })
  })

  it('also sends the metadata call, with the partner’s id, when the visitor record says scm', async () => {
    fetchMock.mockImplementation(answer({ visitor_id: 'V1', scm: true }))
    await start(config())
    expect(beacons.mock.calls.map(([url]) => url)).toEqual([
      `${FRAMES}/widget-context`,
      `${FRAMES}/metadata-extracted`,
    ])
    expect(await beaconBody(beacons.mock.calls[1])).toMatchObject({ partnerHashCode: 'ABC123' })
    expect(await beaconBody(beacons.mock.calls[0])).not.toHaveProperty('partnerHashCode')
  })
})

describe('messages from the frames', () => {
  it(`sizes the frame that sent them, ${DEBOUNCE_MS} ms after the last, never under ${MIN_FRAME_SIZE_PX} px`, async () => {
    await start(config())
    const [frame] = frames()
    const post = frameWindow(frame)
    post({ type: 'partner-widget:size', height: 700 })
    post({ type: 'partner-widget:size', height: 99 })
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1)
    expect(frame.style.height).toBe('400px')
    await vi.advanceTimersByTimeAsync(1)
    expect(frame.style.height).toBe(`${MIN_FRAME_SIZE_PX}px`)
    post(JSON.stringify({ type: 'partner-widget:size', height: '50%' }))
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS)
    expect(frame.style.height).toBe(`${Math.round(window.innerHeight / 2)}px`)
  })

  it('ignores messages from another window or another origin', async () => {
    await start(config())
    const [frame] = frames()
    const post = frameWindow(frame)
    post({ type: 'partner-widget:size', height: 700 }, FRAMES, {} as Window)
    post({ type: 'partner-widget:size', height: 700 }, 'https://intrus.example')
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS)
    expect(frame.style.height).toBe('400px')
  })

  it('a new start after a stop follows the frames already built, without building them again', async () => {
    await start(config())
    widgets!.stop()
    await start(config())
    const [frame] = frames()
    expect(frames()).toHaveLength(2)
    Object.defineProperty(frame.parentElement, 'clientWidth', { value: 640, configurable: true })
    frameWindow(frame)({ type: 'partner-widget:size', height: '420px', width: '50%' })
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS)
    expect([frame.style.height, frame.style.width]).toEqual(['420px', '320px'])
  })

  it('hears nothing once stopped', async () => {
    await start(config())
    const [frame] = frames()
    const post = frameWindow(frame)
    post({ type: 'partner-widget:size', height: 700 })
    widgets!.stop()
    post({ type: 'partner-widget:size', height: 800 })
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS)
    expect(frame.style.height).toBe('400px')
  })
})

/** An article of paragraphs 100 px tall and 700 px wide, every 400 px from 400 px down. */
function article(count: number, height = 100) {
  const paragraphs = Array.from(
    { length: count },
    (_, i) =>
      `<p id="p${i}" data-top="${400 * (i + 1) - height}" data-height="${height}">Paragraphe ${i}.</p>`,
  )
  document.body.innerHTML = `<main><article class="article__content">${paragraphs.join('')}</article></main>`
}

const autoWidgets = () => Array.from(document.querySelectorAll<HTMLElement>('[data-partner-auto]'))

describe('automatic widgets', () => {
  // The window is 1024 × 768: widgets from 1,152 px down, 2,304 px apart.
  it('inserts up to two, after fitting paragraphs, offset by page position, and sends their context', async () => {
    article(20)
    await start(config({ enabled: true }))
    const inserted = autoWidgets()
    expect(inserted.map((widget) => widget.previousElementSibling!.id)).toEqual(['p2', 'p8'])
    expect(inserted.map((widget) => query(widget.querySelector('iframe')!))).toEqual([
      expect.objectContaining({ partner_id: 'ABC123', number_of_items: '3', offset: '0', visitor_id: 'V1' }),
      expect.objectContaining({ number_of_items: '3', offset: '3', locale_code: 'fr-FR' }),
    ])
    expect(new URL(inserted[0].querySelector('iframe')!.src).pathname).toBe('/default/activities-auto.frame')
    expect(beacons.mock.calls.map(([url]) => url)).toEqual([`${FRAMES}/auto-widget-context`])
  })

  it('follows the content root’s limit, and inserts nothing on an excluded page or outside the prefix', async () => {
    article(20)
    document.querySelector('main')!.setAttribute('data-partner-auto-limit', '1')
    widgets = await start(config({ enabled: true }))
    expect(autoWidgets()).toHaveLength(1)
    widgets.stop()

    article(20)
    await start(config({ enabled: true, excludedUrls: ['/articles/la-digue'] }))
    expect(autoWidgets()).toHaveLength(0)
    widgets!.stop()

    await start(config({ enabled: true, pathPrefix: '/agenda/' }))
    expect(autoWidgets()).toHaveLength(0)
    widgets!.stop()

    await start(config({ enabled: true, pathPrefix: '/agenda/', selector: '.article__content' }))
    expect(autoWidgets()).toHaveLength(2)
  })

  it(`looks again every ${AUTO_RECHECK_MS} ms, until stopped`, async () => {
    article(20, 75)
    await start(config({ enabled: true }))
    expect(autoWidgets()).toHaveLength(0)
    document.querySelectorAll('p').forEach((paragraph) => (paragraph.dataset.height = '76'))
    await vi.advanceTimersByTimeAsync(AUTO_RECHECK_MS - 1)
    expect(autoWidgets()).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(autoWidgets()).toHaveLength(2)
    widgets!.stop()
    autoWidgets().forEach((widget) => widget.remove())
    await vi.advanceTimersByTimeAsync(AUTO_RECHECK_MS * 2)
    expect(autoWidgets()).toHaveLength(0)
  })

  it('keeps away from an editor’s widget', async () => {
    article(20)
    document
      .querySelector('#p5')!
      .insertAdjacentHTML('afterend', '<div data-partner-widget="activities" data-top="2400"></div>')
    await start(config({ enabled: true }))
    // 2,400 ± 2,304: nothing from 97 to 4,703 px, then 4,800 (p11) and 7,200 (p17).
    expect(autoWidgets().map((widget) => widget.previousElementSibling!.id)).toEqual(['p11', 'p17'])
  })

  it('gives the widgets new offsets when one reports how many activities it shows', async () => {
    article(20)
    await start(config({ enabled: true }))
    const [upper, lower] = autoWidgets().map((widget) => widget.querySelector('iframe')!)
    frameWindow(upper)({ type: 'partner-widget:config', numberOfItems: 2 })
    expect(query(upper).offset).toBe('0')
    expect(query(lower).offset).toBe('2')
    frameWindow(lower)({ type: 'partner-widget:config' })
    expect(query(lower).offset).toBe('2')
  })
})
