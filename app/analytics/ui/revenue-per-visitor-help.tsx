/** The formula behind "revenue per visitor", one tap or hover away. */
export function RevenuePerVisitorHelp() {
  return (
    <details className="report-help">
      <summary aria-label="How revenue per visitor is worked out">?</summary>
      <span className="report-help__text">
        Revenue per visitor = what these visitors paid for plans and add-ons ÷ every visitor who started, bought or not. Each currency on
        its own; renewals are not counted.
      </span>
    </details>
  )
}
