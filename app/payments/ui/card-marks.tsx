/** The card schemes the payment pages accept, drawn inline (no CDN, no image requests). */
export function CardMarks() {
  return (
    <ul className="card-marks" aria-label="Cards we accept">
      <li>
        <svg viewBox="0 0 48 32" width="48" height="32" role="img" aria-label="Visa">
          <rect width="48" height="32" rx="5" fill="#fff" stroke="#d7dbe3" />
          <text
            x="24"
            y="21"
            textAnchor="middle"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="13"
            fontStyle="italic"
            fontWeight="800"
            fill="#1a1f71"
          >
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 32" width="48" height="32" role="img" aria-label="Mastercard">
          <rect width="48" height="32" rx="5" fill="#fff" stroke="#d7dbe3" />
          <circle cx="20" cy="16" r="8" fill="#eb001b" />
          <circle cx="28" cy="16" r="8" fill="#f79e1b" />
          <path d="M24 9.1a8 8 0 0 1 0 13.8 8 8 0 0 1 0-13.8Z" fill="#ff5f00" />
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 32" width="48" height="32" role="img" aria-label="American Express">
          <rect width="48" height="32" rx="5" fill="#1f72cd" />
          <text x="24" y="20" textAnchor="middle" fontFamily="Arial, Helvetica, sans-serif" fontSize="9" fontWeight="800" fill="#fff">
            AMEX
          </text>
        </svg>
      </li>
    </ul>
  )
}

/** A padlock beside "Secure payment": decorative, the words say it. */
export function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M7 10V7a5 5 0 0 1 10 0v3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <rect x="4.5" y="10" width="15" height="11" rx="2.5" fill="currentColor" />
    </svg>
  )
}
