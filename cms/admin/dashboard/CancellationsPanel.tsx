import { type CancellationFigures, formatCount, formatPercent } from '../../../app/analytics/admin-entry'

const offerNames = { discount: 'Discount', pause: 'Pause', 'switch-plan': 'Cheaper plan' } as const

/** The dashboard's Cancellations section (issue #47): how cancellation flows ended in the period, and why students wanted to leave. */
export function CancellationsPanel({ figures, when }: { figures: CancellationFigures; when: string }) {
  const cards: Array<[string, string, string]> = [
    ['attempts', 'Cancellation attempts', formatCount(figures.attempts)],
    [
      'saved',
      'Saved by an offer',
      figures.saveRate === null ? formatCount(figures.saved) : `${formatCount(figures.saved)} (${formatPercent(figures.saveRate)})`,
    ],
    ['cancelled', 'Cancelled', formatCount(figures.cancelled)],
    ['abandoned', 'Left the flow', formatCount(figures.abandoned)],
  ]
  return (
    <section aria-labelledby="cancellations-heading" className="product-dashboard__cancellations">
      <h2 id="cancellations-heading">Cancellations</h2>
      <p className="product-dashboard__note">
        Students who tapped Cancel subscription {when}, by how their cancellation flow ended; bots and staff are left out.
      </p>
      <ul className="product-dashboard__kpis">
        {cards.map(([id, label, value]) => (
          <li key={id} className="dashboard-kpi" data-cancellations={id}>
            <h3 className="dashboard-kpi__label">{label}</h3>
            <p className="dashboard-kpi__value">{value}</p>
          </li>
        ))}
      </ul>
      <div className="product-dashboard__cancellation-lists">
        <div>
          <h3>Saved by offer</h3>
          <ul data-cancellations="by-offer">
            {(Object.keys(offerNames) as Array<keyof typeof offerNames>).map((kind) => (
              <li key={kind}>
                {offerNames[kind]}: {formatCount(figures.savedByOffer[kind])}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3>Top reasons</h3>
          {figures.topReasons.length ? (
            <ol data-cancellations="reasons">
              {figures.topReasons.map((reason) => (
                <li key={reason.value}>
                  {reason.label}: {formatCount(reason.count)}
                </li>
              ))}
            </ol>
          ) : (
            <p>No reasons given in this period.</p>
          )}
        </div>
      </div>
    </section>
  )
}
