import './escale-brand.css'

/**
 * The site's icon (a sea-blue square, a sand sun and white waves), drawn inline so that the admin fetches
 * nothing for it. Shown in the admin's breadcrumb, whose link carries its name (« Tableau de bord »).
 */
export function EscaleIcon() {
  return (
    <svg
      className="escale-brand__icon"
      viewBox="0 0 48 48"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      data-escale-icon=""
    >
      <rect width="48" height="48" rx="10" fill="#0b4f6c" />
      <circle cx="31" cy="15" r="7" fill="#f5ecd9" />
      <path
        d="M4 27c4.3 0 4.3-4 8.6-4s4.3 4 8.6 4 4.3-4 8.6-4 4.3 4 8.6 4 4.3-4 5.6-4"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <path
        d="M4 35c4.3 0 4.3-4 8.6-4s4.3 4 8.6 4 4.3-4 8.6-4 4.3 4 8.6 4 4.3-4 5.6-4"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3.2"
        strokeLinecap="round"
        opacity="0.8"
      />
      <path
        d="M4 43c4.3 0 4.3-4 8.6-4s4.3 4 8.6 4 4.3-4 8.6-4 4.3 4 8.6 4 4.3-4 5.6-4"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3.2"
        strokeLinecap="round"
        opacity="0.6"
      />
    </svg>
  )
}
