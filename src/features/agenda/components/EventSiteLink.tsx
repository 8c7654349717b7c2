/** The link to an event organiser's site, opening in a new tab; its label names the event. */
export function EventSiteLink({
  href,
  eventName,
  className,
}: {
  href: string
  eventName: string
  className?: string
}) {
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={`Site de l’événement « ${eventName} » (nouvel onglet)`}
    >
      Site de l’événement
    </a>
  )
}
