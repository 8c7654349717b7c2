/** A small downward chevron, decorative. */
export function Chevron({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 12 8" width="12" height="8" aria-hidden="true" focusable="false">
      <path d="M1 1.5 6 6.5l5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
