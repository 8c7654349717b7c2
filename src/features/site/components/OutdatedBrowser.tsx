import './outdated-browser.css'

/** Remembered a month once the visitor closed the notice. */
const DISMISSED_COOKIE = 'escale_navigateur_ancien=ferme'

/**
 * A notice for browsers too old to run the site's scripts: a `nomodule` script runs only in browsers that
 * do not know JavaScript modules (every current browser skips it), so current browsers never see it. Plain
 * ES5, in French, closed by a button and not shown again for a month.
 */
export const OUTDATED_BROWSER_SCRIPT = `(function () {
  if (document.cookie.indexOf('${DISMISSED_COOKIE}') !== -1) return;
  function show() {
    var box = document.createElement('div');
    box.className = 'outdated-browser';
    box.setAttribute('role', 'alert');
    var text = document.createElement('p');
    text.className = 'outdated-browser__text';
    text.appendChild(document.createTextNode('Votre navigateur est trop ancien pour certaines parties de ce site (carte, formulaires, vidéos). Mettez-le à jour ou utilisez un navigateur récent.'));
    var close = document.createElement('button');
    close.type = 'button';
    close.className = 'outdated-browser__close';
    close.appendChild(document.createTextNode('Fermer'));
    close.onclick = function () {
      document.cookie = '${DISMISSED_COOKIE}; max-age=2592000; path=/; samesite=lax';
      box.parentNode.removeChild(box);
    };
    box.appendChild(text);
    box.appendChild(close);
    document.body.insertBefore(box, document.body.firstChild);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', show);
  else show();
})();`

export function OutdatedBrowser() {
  return <script noModule dangerouslySetInnerHTML={{ __html: OUTDATED_BROWSER_SCRIPT }} />
}
