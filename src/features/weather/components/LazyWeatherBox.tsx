'use client'

import { lazy, type ReactNode, Suspense } from 'react'
import type { WeatherBoxProps } from './WeatherBox'

const WeatherBox = lazy(() => import('./WeatherBox').then((module) => ({ default: module.WeatherBox })))

/**
 * The widget's behaviour in a chunk of its own: every article's text may hold a weather block, so the
 * article pages would otherwise all load it; this way only a page that shows a widget does. (React's own
 * `lazy`: next/dynamic would add its loader to every such page.) The server's `fallback` is what a
 * browser without script keeps.
 */
export function LazyWeatherBox({ fallback, ...props }: WeatherBoxProps & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <WeatherBox {...props} />
    </Suspense>
  )
}
