/**
 * Sets a custom property on <html> unless it already has that value (from the stylesheet or an earlier
 * call). Every element inherits <html>'s custom properties, so each change restyles the whole page; the
 * measures that publish them (the header's height, the scrollbar's width) mostly find what the
 * stylesheet already assumes, and then cost nothing.
 */
export function setRootProperty(name: `--${string}`, value: string): void {
  const root = document.documentElement
  if (getComputedStyle(root).getPropertyValue(name).trim() === value) return
  root.style.setProperty(name, value)
}
