/**
 * The travel partner's public addresses (GetYourGuide's widgets), the defaults of the « Partenaires »
 * settings: editors may point them elsewhere, tests point them at a stub on 127.0.0.1
 * (docs/behaviour/partners.md).
 */
export const PARTNER_DEFAULTS = {
  activitiesFrameUrl: 'https://widget.getyourguide.com/default/activities.frame',
  autoActivitiesFrameUrl: 'https://widget.getyourguide.com/default/activities-auto.frame',
  visitorUrl: 'https://widget.getyourguide.com/visitor',
  widgetContextUrl: 'https://widget.getyourguide.com/widget-context',
  autoWidgetContextUrl: 'https://widget.getyourguide.com/auto-widget-context',
  metadataUrl: 'https://widget.getyourguide.com/metadata-extracted',
} as const

/** Automatic insertion: at most this many widgets a page, this many activities each. */
export const AUTO_DEFAULTS = { maxWidgets: 2, items: 3 } as const

/** The widget types an editor may place. */
export const WIDGET_TYPES = ['activities', 'city', 'availability'] as const
