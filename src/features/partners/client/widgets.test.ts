// @vitest-environment happy-dom
import nodeConsole from 'node:console'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  AUTO_ATTRIBUTE,
  AUTO_MARGIN_PX,
  CREATED_ATTRIBUTE,
  FRAME_TITLE,
  INITIAL_FRAME_HEIGHT_PX,
} from './constants'
import {
  MISSING_HREF_OR_WIDGET,
  buildAutoWidget,
  fillEditorWidget,
  frameIn,
  markFailed,
  widgetType,
  widgetsToBuild,
} from './widgets'

const SRC = 'https://widget.example/activities.frame?partner_id=ABC'

// happy-dom tells the process's console that it loads no frame: silenced.
beforeEach(() => {
  vi.spyOn(nodeConsole, 'error').mockImplementation(() => {})
  document.body.innerHTML = `
    <div class="partner-widget" id="a" data-partner-widget="activities" data-location-id="169">
      <div class="partner-widget__placeholder">Activités à réserver</div>
    </div>
    <div class="partner-widget" id="b" data-partner-href="https://partenaire.example/bray-dunes"></div>
    <div class="partner-widget" id="c"></div>
    <p class="partner-widget partner-widget--link"><a href="https://partenaire.example">Voir</a></p>`
})

const byId = (id: string) => document.getElementById(id)!

describe('widgetType', () => {
  it('is the element’s type, else activities for a link alone', () => {
    expect(widgetType(byId('a'))).toBe('activities')
    expect(widgetType(byId('b'))).toBe('activities')
    byId('b').setAttribute('data-partner-widget', 'city')
    expect(widgetType(byId('b'))).toBe('city')
  })

  it('throws without a link or a type', () => {
    const element = document.createElement('div')
    element.setAttribute('data-partner-widget', ' ')
    element.setAttribute('data-partner-href', '')
    expect(() => widgetType(element)).toThrow(new Error(MISSING_HREF_OR_WIDGET))
  })
})

describe('building an editor’s widget', () => {
  it('puts a lazy frame with a French title in place of the placeholder, and marks the element', () => {
    const frame = fillEditorWidget(byId('a'), SRC)
    expect(frame.src).toBe(SRC)
    expect(frame.title).toBe(FRAME_TITLE)
    expect(frame.getAttribute('loading')).toBe('lazy')
    expect(frame.style.height).toBe(`${INITIAL_FRAME_HEIGHT_PX}px`)
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts')
    const placeholder = byId('a').querySelector<HTMLElement>('.partner-widget__placeholder')!
    expect(placeholder.hidden).toBe(true)
    expect(placeholder.style.display).toBe('none')
    expect(byId('a').getAttribute(CREATED_ATTRIBUTE)).toBe('true')
    expect(frameIn(byId('a'))).toBe(frame)
  })

  it('appends the frame to an element without a placeholder', () => {
    const frame = fillEditorWidget(byId('b'), SRC)
    expect(byId('b').lastElementChild).toBe(frame)
  })
})

describe('widgetsToBuild', () => {
  it('finds the editors’ widgets once; again when their frame has gone; never a failed one', () => {
    // c, a widget element naming neither type nor link, is found: building it fails and marks it.
    expect(widgetsToBuild(document).map((element) => element.id)).toEqual(['a', 'b', 'c'])
    fillEditorWidget(byId('a'), SRC)
    markFailed(byId('b'))
    markFailed(byId('c'))
    expect(widgetsToBuild(document)).toEqual([])
    frameIn(byId('a'))!.remove()
    expect(widgetsToBuild(document).map((element) => element.id)).toEqual(['a'])
  })

  it('leaves the automatic widgets and the plain link to the partner alone', () => {
    const { widget } = buildAutoWidget(document, SRC)
    widget.setAttribute('data-partner-widget', 'activities')
    frameIn(widget)!.remove()
    document.body.append(widget)
    expect(widgetsToBuild(document).map((element) => element.id)).toEqual(['a', 'b', 'c'])
  })
})

describe('an automatic widget', () => {
  it(`is our element holding the frame, ${AUTO_MARGIN_PX} px above and below`, () => {
    const { widget, frame } = buildAutoWidget(document, SRC)
    expect(widget.className).toBe('partner-widget partner-widget--auto')
    expect(widget.hasAttribute(AUTO_ATTRIBUTE)).toBe(true)
    expect(widget.getAttribute(CREATED_ATTRIBUTE)).toBe('true')
    expect(widget.style.marginTop).toBe('12px')
    expect(widget.style.marginBottom).toBe('12px')
    expect(frameIn(widget)).toBe(frame)
  })
})
