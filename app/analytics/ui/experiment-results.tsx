import {
  type ExperimentReport,
  minimumConversionsPerVariant,
  minimumVisitorsPerVariant,
  winnerProbability,
} from '../rules/experiment-report'
import { formatCount, formatMoney, formatPercent } from './report-format'

/** The verdict in words a marketer can act on, held back until the sample allows one. */
function verdict(report: ExperimentReport): string {
  if (report.status === 'collecting') {
    return `Collecting data: every variant needs ${minimumVisitorsPerVariant} visitors and ${minimumConversionsPerVariant} purchases before anyone leads.`
  }
  if (report.status === 'winner') return `${report.leader} is the winner (probability to be best ≥ ${formatPercent(winnerProbability)}).`
  return `${report.leader} leads, but is not a winner yet (a winner needs a probability to be best of ${formatPercent(winnerProbability)}${
    report.sampleRatio?.mismatch ? ' and assignment counts that match the weights' : ''
  }).`
}

export function ExperimentResults({ report }: { report: ExperimentReport }) {
  return (
    <section aria-labelledby="experiment-heading">
      <h2 id="experiment-heading">Experiment</h2>
      <p role="status" className={`report-verdict report-verdict--${report.status}`}>
        {verdict(report)}
      </p>
      {report.sampleRatio?.mismatch ? (
        <p role="alert" className="report-warning">
          Sample-ratio mismatch: visitors were not split by the configured weights (χ² = {report.sampleRatio.chiSquare.toFixed(1)}, p ={' '}
          {report.sampleRatio.pValue.toExponential(1)}). Check the assignment before trusting any comparison.
        </p>
      ) : null}
      <table className="report-table">
        <caption>
          Conversion to purchase per variant; {report.intervalLabel}; probability to be best and expected loss from{' '}
          {formatCount(report.draws)} posterior draws
        </caption>
        <thead>
          <tr>
            <th scope="col">Variant</th>
            <th scope="col">Weight</th>
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
          {report.variants.map((variant) => (
            <tr key={variant.variant}>
              <th scope="row">{variant.variant}</th>
              <td>{variant.weight}</td>
              <td>{formatCount(variant.visitors)}</td>
              <td>{formatCount(variant.conversions)}</td>
              <td>{formatPercent(variant.conversionRate)}</td>
              <td>{variant.interval ? `${formatPercent(variant.interval.low)} – ${formatPercent(variant.interval.high)}` : '—'}</td>
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
    </section>
  )
}
