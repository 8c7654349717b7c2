/** The image a video without a thumbnail shows (no request to YouTube before the visitor plays it). */
export const FALLBACK_THUMBNAIL = { src: '/images/video-par-defaut.svg', srcSet: '', width: 480, height: 270 }

/** What playing a video loads, said before the visitor plays it. */
export const FACADE_NOTICE =
  'Lire cette vidéo charge le lecteur de YouTube (Google), qui dépose des cookies et reçoit votre adresse IP.'

/** The player's width on the page (video-gallery.css): the sizes its pictures are chosen for. */
export const PLAYER_SIZES = '(max-width: 52rem) 100vw, 52rem'
