import Link from 'next/link'
import type { ServerProps } from 'payload'
import { formatDateTime } from '@/lib/dates'
import { loadAttention } from '../attention'
import './attention.css'

/**
 * Above the dashboard's collections: what waits for the editor (comments to moderate, new contact
 * messages, mail that failed, drafts), each count a link to the matching filtered list, then the latest
 * edited articles, events and pages, and the publications and unpublications scheduled. Read afresh on each visit, with the logged-in account's access.
 */
export async function AttentionBoard({ payload, user }: ServerProps) {
  if (!user) return null
  const { counts, latest, scheduled } = await loadAttention(payload, user)
  return (
    <div className="attention" data-attention-board="">
      <section className="attention__section" aria-labelledby="attention-a-traiter">
        <h2 id="attention-a-traiter" className="attention__title">
          À traiter
        </h2>
        <ul className="attention__counts">
          {counts.map((item) => (
            <li key={item.id}>
              <Link
                href={item.href}
                prefetch={false}
                className={
                  item.urgent && item.count !== null && item.count > 0
                    ? 'attention__count attention__count--urgent'
                    : 'attention__count'
                }
                data-attention={item.id}
              >
                <span className="attention__number">{item.count ?? '—'}</span>
                <span className="attention__label">
                  {item.label}
                  {item.count === null ? ' (compte indisponible)' : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="attention__section" aria-labelledby="attention-scheduled" data-scheduled-board="">
        <h2 id="attention-scheduled" className="attention__title">
          Publications programmées
        </h2>
        {scheduled.length === 0 ? (
          <p className="attention__empty">
            Rien de programmé. Pour publier plus tard, ouvrez un brouillon et choisissez « Programmer la
            publication » dans le menu du bouton « Publier ».
          </p>
        ) : (
          <ol className="attention__latest">
            {scheduled.map((change) => (
              <li key={change.key} className="attention__edit" data-scheduled-change="">
                {change.href ? (
                  <Link href={change.href} prefetch={false} className="attention__edit-link">
                    {change.title}
                  </Link>
                ) : (
                  <span className="attention__edit-link">{change.title}</span>
                )}
                <span className="attention__meta">
                  <span className="attention__kind">{change.kind}</span>
                  <span
                    className={
                      change.failed ? 'attention__status attention__status--draft' : 'attention__status'
                    }
                  >
                    {change.failed ? `${change.action} en échec` : change.action}
                  </span>
                  <time dateTime={change.at}>{formatDateTime(change.at)}</time>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="attention__section" aria-labelledby="attention-latest">
        <h2 id="attention-latest" className="attention__title">
          Dernières modifications
        </h2>
        {latest.length === 0 ? (
          <p className="attention__empty">Aucun article, événement ou page pour l’instant.</p>
        ) : (
          <ol className="attention__latest">
            {latest.map((edit) => (
              <li key={edit.key} className="attention__edit">
                <Link href={edit.href} prefetch={false} className="attention__edit-link">
                  {edit.title}
                </Link>
                <span className="attention__meta">
                  <span className="attention__kind">{edit.kind}</span>
                  <span
                    className={
                      edit.draft ? 'attention__status attention__status--draft' : 'attention__status'
                    }
                  >
                    {edit.draft ? 'Brouillon' : 'Publié'}
                  </span>
                  <time dateTime={edit.updatedAt}>{formatDateTime(edit.updatedAt)}</time>
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
