import { inDraftMode, previewingEditor } from '../previewing-editor'
import { LazyLivePreviewRefresh } from './LazyLivePreviewRefresh'
import './preview-bar.css'

/**
 * The band shown on every page while draft mode is on, kept in view at the bottom of the window: it
 * says whether the page shows the editor's draft, and « Quitter l’aperçu » turns draft mode off. Renders
 * nothing for visitors, whose pages stay static.
 */
export async function PreviewBar() {
  if (!(await inDraftMode())) return null
  const editor = await previewingEditor()
  return (
    <aside className="preview-bar" aria-label="Aperçu" data-preview-bar="">
      <p className="preview-bar__text" role="status">
        {editor
          ? 'Aperçu : cette page montre le dernier brouillon, que les visiteurs ne voient pas.'
          : 'Aperçu interrompu : votre session a expiré, la page montre la version publiée.'}
      </p>
      {/* A form rather than a link: leaving changes the browser's state, and no prefetch may do it. */}
      <form className="preview-bar__form" method="post" action="/apercu/quitter">
        <button type="submit" className="preview-bar__exit">
          Quitter l’aperçu
        </button>
      </form>
      {editor ? <LazyLivePreviewRefresh /> : null}
    </aside>
  )
}
