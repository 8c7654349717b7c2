/** The search bar's icons, drawn in the text's colour and hidden from screen readers (their buttons say). */
export const Magnifier = () => (
  <svg
    className="header-search__icon"
    viewBox="0 0 24 24"
    width="20"
    height="20"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
    <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
)

export const Sliders = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d="M4 7h9m4 0h3M4 17h3m4 0h9"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      fill="none"
    />
    <circle cx="15" cy="7" r="2.2" fill="none" stroke="currentColor" strokeWidth="2" />
    <circle cx="9" cy="17" r="2.2" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
)
