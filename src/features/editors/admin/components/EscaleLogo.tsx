import './escale-brand.css'

/**
 * The back office's logo on the login, first-account and password pages: the site header's waves
 * (public/icons/vague.svg, drawn inline in the accent colour), « Escale » and « administration ».
 */
export function EscaleLogo() {
  return (
    <span className="escale-brand" data-escale-logo="">
      <svg
        className="escale-brand__mark"
        viewBox="0 0 48 48"
        width="56"
        height="56"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="31" cy="15" r="7" fill="currentColor" opacity="0.85" />
        <path
          d="M3 27c4.5 0 4.5-4 9-4s4.5 4 9 4 4.5-4 9-4 4.5 4 9 4 4.5-4 6-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.2"
          strokeLinecap="round"
        />
        <path
          d="M3 35c4.5 0 4.5-4 9-4s4.5 4 9 4 4.5-4 9-4 4.5 4 9 4 4.5-4 6-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.2"
          strokeLinecap="round"
          opacity="0.75"
        />
        <path
          d="M3 43c4.5 0 4.5-4 9-4s4.5 4 9 4 4.5-4 9-4 4.5 4 9 4 4.5-4 6-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="3.2"
          strokeLinecap="round"
          opacity="0.5"
        />
      </svg>
      <span className="escale-brand__text">
        <span className="escale-brand__name">Escale</span>
        <span className="escale-brand__tagline">administration</span>
      </span>
    </span>
  )
}
