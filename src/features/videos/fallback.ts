/** The image a video without a thumbnail shows (no request to YouTube before the visitor plays it). */
export const FALLBACK_THUMBNAIL = { src: '/images/video-par-defaut.svg', srcSet: '', width: 480, height: 270 }
