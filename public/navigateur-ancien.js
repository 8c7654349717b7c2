/*
 * Escale: the notice for browsers too old to run the site's scripts. Loaded by a `nomodule` script tag, so
 * only browsers that do not know JavaScript modules ever fetch it (src/features/site/components/
 * OutdatedBrowser.tsx). Plain ES5, in French; closing it is remembered a month.
 */
;(function () {
  if (document.cookie.indexOf('escale_navigateur_ancien=ferme') !== -1) return
  function show() {
    var box = document.createElement('div')
    box.className = 'outdated-browser'
    box.setAttribute('role', 'alert')
    var text = document.createElement('p')
    text.className = 'outdated-browser__text'
    text.appendChild(
      document.createTextNode(
        'Votre navigateur est trop ancien pour certaines parties de ce site (carte, formulaires, vidéos). Mettez-le à jour ou utilisez un navigateur récent.',
      ),
    )
    var close = document.createElement('button')
    close.type = 'button'
    close.className = 'outdated-browser__close'
    close.appendChild(document.createTextNode('Fermer'))
    close.onclick = function () {
      document.cookie = 'escale_navigateur_ancien=ferme; max-age=2592000; path=/; samesite=lax'
      box.parentNode.removeChild(box)
    }
    box.appendChild(text)
    box.appendChild(close)
    document.body.insertBefore(box, document.body.firstChild)
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show)
  else show()
})()
