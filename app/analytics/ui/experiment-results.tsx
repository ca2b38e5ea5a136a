import { experimentVerdict } from '../rules/experiment-verdict'
import type { ExperimentSection } from '../rules/funnel-report'
import { ReportTable } from './report-table'
import { RevenuePerVisitorHelp } from './revenue-per-visitor-help'
import { formatCount, formatMoney, formatPercent } from './report-format'
import { formatTimeIn, zoneName } from './report-time'

const interval = (value: { low: number; high: number } | null) =>
  value ? `${formatPercent(value.low)} – ${formatPercent(value.high)}` : '—'

/** Per variant of the experiment: purchase conversion with its uncertainty, the Bayesian comparison, paywall reach. */
export function ExperimentResults({
  experiment,
  nameOf = (variant) => variant,
  timeZone = 'UTC',
}: {
  experiment: ExperimentSection
  nameOf?: (variant: string) => string
  /** The report's zone: times are written on its clocks and named by it. */
  timeZone?: string
}) {
  const zone = zoneName(timeZone)
  const time = (iso: string) => formatTimeIn(iso, timeZone)
  const mismatched = experiment.samplePeriods.filter((period) => period.check?.mismatch)
  const verdict = experimentVerdict(experiment, nameOf)
  return (
    <section aria-labelledby="experiment-heading" className="report-section">
      <h2 id="experiment-heading">Experiment</h2>
      <p role="status" className={`report-verdict report-verdict--${verdict.tone}`}>
        {verdict.sentence}
      </p>
      <p className="report-note">
        Experiment visitors are only those the experiment link sent to each variant. The funnel&apos;s own numbers above also count visitors
        who opened it directly, so they can be higher.
      </p>
      {mismatched.length ? (
        <p role="alert" className="report-warning">
          Sample-ratio mismatch: visitors were not split by the configured weights
          {mismatched
            .map((period) => ` (${time(period.from)} – ${time(period.to)} ${zone}, p = ${period.check!.pValue.toExponential(1)})`)
            .join(',')}
          . Check how visitors are assigned before trusting any comparison.
        </p>
      ) : null}
      <details className="report-details">
        <summary>The statistics behind this verdict</summary>
        <ReportTable
          caption={
            <>
              Conversion to purchase per variant; {experiment.intervalLabel}; probability to be best and expected loss from{' '}
              {formatCount(experiment.draws)} posterior draws
            </>
          }
          columns={[
            'Variant',
            'Weight now',
            'Visitors',
            'Purchases',
            'Conversion',
            '95% interval',
            'Probability to be best',
            'Expected loss',
            <>
              Revenue per visitor <RevenuePerVisitorHelp />
            </>,
          ]}
        >
          {experiment.variants.map((variant) => (
            <tr key={variant.variant}>
              <th scope="row">{nameOf(variant.variant)}</th>
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
        </ReportTable>
        <ReportTable
          caption="Paywall reach per variant (the secondary metric)"
          columns={['Variant', 'Reached the paywall', 'Rate', '95% interval']}
        >
          {experiment.paywall.map((row) => (
            <tr key={row.variant}>
              <th scope="row">{nameOf(row.variant)}</th>
              <td>{formatCount(row.reached)}</td>
              <td>{formatPercent(row.rate)}</td>
              <td>{interval(row.interval)}</td>
            </tr>
          ))}
        </ReportTable>
        {experiment.samplePeriods.length > 1 ? (
          <ReportTable
            caption="Weights changed during the range: visitors per stretch of constant weights"
            columns={[`From (${zone})`, `Until (${zone})`, 'Weights', 'Visitors', 'Split check']}
          >
            {experiment.samplePeriods.map((period) => (
              <tr key={period.from}>
                <td>{time(period.from)}</td>
                <td>{time(period.to)}</td>
                <td>
                  {Object.entries(period.weights)
                    .map(([variant, weight]) => `${nameOf(variant)} ${weight}`)
                    .join(', ')}
                </td>
                <td>
                  {Object.entries(period.visitors)
                    .map(([variant, count]) => `${nameOf(variant)} ${formatCount(count)}`)
                    .join(', ')}
                </td>
                <td>
                  {period.check ? (period.check.mismatch ? `Mismatch (p = ${period.check.pValue.toExponential(1)})` : 'As weighted') : '—'}
                </td>
              </tr>
            ))}
          </ReportTable>
        ) : null}
      </details>
    </section>
  )
}
