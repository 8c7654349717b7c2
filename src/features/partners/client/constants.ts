/**
 * The travel-partner widgets' constants (docs/behaviour/partners.md): automatic insertion, sizes, page
 * context, the visitor's fallback cookie and the timings.
 */

/** Automatic widgets a page holds at most, unless the content root's AUTO_LIMIT_ATTRIBUTE says otherwise. */
export const AUTO_LIMIT = 2
export const AUTO_LIMIT_ATTRIBUTE = 'data-partner-auto-limit'
/** The highest limit that attribute may set; a larger or malformed value leaves the configured one. */
export const AUTO_LIMIT_MAX = 10
/** How often automatic insertion looks again (content and images change the page's layout). */
export const AUTO_RECHECK_MS = 2000
/** Activities an automatic widget shows. */
export const AUTO_ITEMS = 3
/** An automatic widget's top and bottom margins. */
export const AUTO_MARGIN_PX = 12

/** The space for an automatic widget must be wider than this share of the window's width... */
export const MIN_WIDTH_RATIO = 0.8
/** ...a requirement never above this width, so a wide window accepts an ordinary text column. */
export const MAX_REQUIRED_WIDTH_PX = 600
/** An automatic widget sits this many window heights from the top of the page or lower... */
export const MIN_TOP_WINDOW_HEIGHTS = 1.5
/** ...and this many window heights at least from any other widget. */
export const MIN_GAP_WINDOW_HEIGHTS = 3
/** An automatic widget follows only a paragraph taller than this. */
export const MIN_PARAGRAPH_PX = 75

/** A frame's size is never under this, in px. */
export const MIN_FRAME_SIZE_PX = 100
/** A frame's height before it reports its own. */
export const INITIAL_FRAME_HEIGHT_PX = 400
/** Size messages arriving closer together than this are applied once, the last one winning. */
export const DEBOUNCE_MS = 100

/** Page context text: each field is cut to this many characters... */
export const CONTEXT_MAX_CHARS = 2000
/** ...except the heading and paragraph of the metadata call, cut to this many. */
export const METADATA_MAX_CHARS = 8000
/** Text before the page's first heading stands for the page when it has at least this many characters... */
export const BEFORE_HEADING_CHARS = 1000
/** ...else the text after the heading does, once an ancestor of the heading holds this many... */
export const AFTER_HEADING_CHARS = 500
/** ...looking at most this many ancestors up. */
export const MAX_PARENT_LEVELS = 20

/** Our own visitor id when the partner's visitor call fails, kept 180 days. */
export const VISITOR_COOKIE = 'escale_partenaire_visiteur'
export const VISITOR_COOKIE_DAYS = 180
/** The partner's visitor call is given up after this long (then the fallback id is used). */
export const VISITOR_TIMEOUT_MS = 5000

/** Marks an element once built: "true" with its frame, "error" when it could not be built. */
export const CREATED_ATTRIBUTE = 'data-partner-created'
/** Marks the widgets this library inserted itself. */
export const AUTO_ATTRIBUTE = 'data-partner-auto'
export const WIDGET_CLASS = 'partner-widget'
export const PLACEHOLDER_CLASS = 'partner-widget__placeholder'
export const FRAME_CLASS = 'partner-widget__frame'
export const FRAME_TITLE = 'Activités proposées par notre partenaire'
