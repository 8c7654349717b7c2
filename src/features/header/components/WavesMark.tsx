/**
 * The association's mark: a sun over three waves, in the text colour (currentColor). Drawn inline so it
 * takes the colour of where it sits (public/icons/vague.svg holds the same drawing as a file).
 * Decorative wherever it is used: the site's name always stands beside it.
 */
export function WavesMark({ className, size }: { className: string; size: number }) {
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="31" cy="15" r="7" fill="currentColor" opacity="0.85" />
      {[
        { y: 27, opacity: undefined },
        { y: 35, opacity: 0.75 },
        { y: 43, opacity: 0.5 },
      ].map(({ y, opacity }) => (
        <path
          key={y}
          d={`M3 ${y}c4.5 0 4.5-4 9-4s4.5 4 9 4 4.5-4 9-4 4.5 4 9 4 4.5-4 6-4`}
          fill="none"
          stroke="currentColor"
          strokeWidth="3.2"
          strokeLinecap="round"
          opacity={opacity}
        />
      ))}
    </svg>
  )
}
