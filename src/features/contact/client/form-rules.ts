import { acceptanceSatisfied } from '../rules'

/**
 * The browser-side rules of the contact form that work on the form's markup or on its input state
 * (docs/behaviour/contact-form-browser.md), on top of the shared rules of ../rules.
 */

export type CounterSpec = { direction: 'up' | 'down'; starting: number; max?: number; min?: number }

/** A character counter: up from its starting value, or down from it; too long and too short marks. */
export function countCharacters(spec: CounterSpec, length: number) {
  return {
    value: spec.direction === 'down' ? spec.starting - length : spec.starting + length,
    tooLong: spec.max !== undefined && spec.max > 0 && length > spec.max,
    tooShort: spec.min !== undefined && spec.min > 0 && length < spec.min,
  }
}

/**
 * True when every acceptance box that is not optional is in its required state: a normal box checked,
 * an inverted one unchecked. Boxes are `input[type=checkbox]` inside `.wpcf7-acceptance`.
 */
export function acceptanceGateOpen(form: HTMLFormElement): boolean {
  const groups = form.querySelectorAll<HTMLElement>('.wpcf7-acceptance')
  return [...groups].every((group) => {
    const kind = {
      optional: group.classList.contains('optional'),
      invert: group.classList.contains('invert'),
    }
    const boxes = group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')
    return [...boxes].every((box) => acceptanceSatisfied(kind, box.checked))
  })
}

/** In an exclusive group, checking one box leaves it the only one checked. */
export function exclusiveChoice(checked: string[], toggled: string, on: boolean): string[] {
  return on ? [toggled] : checked.filter((value) => value !== toggled)
}

/** Checkbox groups: toggling a box adds or removes its value. */
export function toggleChoice(checked: string[], toggled: string, on: boolean): string[] {
  const others = checked.filter((value) => value !== toggled)
  return on ? [...others, toggled] : others
}
