import type { ExperimentSection } from '../rules/funnel-report'
import { formatCount, formatMoney, formatPercent, formatUtcTime } from './report-format'

const interval = (value: { low: number; high: number } | null) =>
  value ? `${formatPercent(value.low)} – ${formatPercent(value.high)}` : '—'

/** The verdict in words a marketer can act on, held back until the sample allows one. */
export function experimentVerdict(experiment: ExperimentSection): string {
  const { visitors, conversions, winnerProbability } = experiment.minimumSample
  if (experiment.status === 'collecting') {
    return `Collecting data: every variant needs ${formatCount(visitors)} visitors and ${formatCount(conversions)} purchases before one can lead.`
  }
  if (experiment.status === 'winner') {
    return `${experiment.leader} is the winner: its probability to be best is at least ${formatPercent(winnerProbability)}.`
  }
  return `${experiment.leader} leads, but is not a winner yet: a winner needs a probability to be best of ${formatPercent(winnerProbability)}${
    experiment.sampleRatioMismatch ? ' and visitors split as the weights say' : ''
  }.`
}

/** Per variant of the experiment: purchase conversion with its uncertainty, the Bayesian comparison, paywall reach. */
export function ExperimentResults({ experiment }: { experiment: ExperimentSection }) {
  const mismatched = experiment.samplePeriods.filter((period) => period.check?.mismatch)
  return (
    <section aria-labelledby="experiment-heading" className="report-section">
      <h2 id="experiment-heading">Experiment</h2>
      <p role="status" className={`report-verdict report-verdict--${experiment.status}`}>
        {experimentVerdict(experiment)}
      </p>
      {mismatched.length ? (
        <p role="alert" className="report-warning">
          Sample-ratio mismatch: visitors were not split by the configured weights
          {mismatched
            .map(
              (period) =>
                ` (${formatUtcTime(period.from)} – ${formatUtcTime(period.to)} UTC, p = ${period.check!.pValue.toExponential(1)})`,
            )
            .join(',')}
          . Check how visitors are assigned before trusting any comparison.
        </p>
      ) : null}
      <div className="report-scroll">
        <table className="report-table">
          <caption>
            Conversion to purchase per variant; {experiment.intervalLabel}; probability to be best and expected loss from{' '}
            {formatCount(experiment.draws)} posterior draws
          </caption>
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">Weight now</th>
              <th scope="col">Visitors</th>
              <th scope="col">Purchases</th>
              <th scope="col">Conversion</th>
              <th scope="col">95% interval</th>
              <th scope="col">Probability to be best</th>
              <th scope="col">Expected loss</th>
              <th scope="col">Revenue per visitor</th>
            </tr>
          </thead>
          <tbody>
            {experiment.variants.map((variant) => (
              <tr key={variant.variant}>
                <th scope="row">{variant.variant}</th>
                <td>{variant.weight}</td>
                <td>{formatCount(variant.visitors)}</td>
                <td>{formatCount(variant.conversions)}</td>
                <td>{formatPercent(variant.conversionRate)}</td>
                <td>{interval(variant.interval)}</td>
                <td>{variant.enoughSample ? formatPercent(variant.probabilityToBeBest) : '—'}</td>
                <td>{variant.enoughSample ? formatPercent(variant.expectedLoss) : '—'}</td>
                <td>
                  {variant.revenuePerVisitor.length
                    ? variant.revenuePerVisitor.map((revenue) => formatMoney(revenue.minorUnitsPerVisitor, revenue.currency)).join(' · ')
                    : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="report-scroll">
        <table className="report-table">
          <caption>Paywall reach per variant (the secondary metric)</caption>
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col">Reached the paywall</th>
              <th scope="col">Rate</th>
              <th scope="col">95% interval</th>
            </tr>
          </thead>
          <tbody>
            {experiment.paywall.map((row) => (
              <tr key={row.variant}>
                <th scope="row">{row.variant}</th>
                <td>{formatCount(row.reached)}</td>
                <td>{formatPercent(row.rate)}</td>
                <td>{interval(row.interval)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {experiment.samplePeriods.length > 1 ? (
        <div className="report-scroll">
          <table className="report-table">
            <caption>Weights changed during the range: visitors per stretch of constant weights</caption>
            <thead>
              <tr>
                <th scope="col">From (UTC)</th>
                <th scope="col">Until (UTC)</th>
                <th scope="col">Weights</th>
                <th scope="col">Visitors</th>
                <th scope="col">Split check</th>
              </tr>
            </thead>
            <tbody>
              {experiment.samplePeriods.map((period) => (
                <tr key={period.from}>
                  <td>{formatUtcTime(period.from)}</td>
                  <td>{formatUtcTime(period.to)}</td>
                  <td>
                    {Object.entries(period.weights)
                      .map(([variant, weight]) => `${variant} ${weight}`)
                      .join(', ')}
                  </td>
                  <td>
                    {Object.entries(period.visitors)
                      .map(([variant, count]) => `${variant} ${formatCount(count)}`)
                      .join(', ')}
                  </td>
                  <td>
                    {period.check
                      ? period.check.mismatch
                        ? `Mismatch (p = ${period.check.pValue.toExponential(1)})`
                        : 'As weighted'
                      : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
