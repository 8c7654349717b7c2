import type { Block } from 'payload'
import { weatherWidgetFields } from './fields'

/** A weather widget that editors place in a page or an article (rich text block). */
export const WeatherBlock: Block = {
  slug: 'weather',
  labels: { singular: 'Widget météo', plural: 'Widgets météo' },
  interfaceName: 'WeatherBlockFields',
  fields: weatherWidgetFields(),
}
