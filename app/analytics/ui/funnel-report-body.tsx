import type { FunnelNumbers, FunnelReport } from '../rules/funnel-report'
import { ScreensTable, StepsTable, stepLabels } from './drop-off-tables'
import { ExperimentResults } from './experiment-results'
import { FunnelChart } from './funnel-chart'
import { formatCount, formatMoney, formatPercent, formatUtcTime } from './report-format'

function Summary({ numbers }: { numbers: FunnelNumbers }) {
  return (
    <dl className="report-summary">
      <div>
        <dt>Visitors started</dt>
        <dd>{formatCount(numbers.visitors)}</dd>
      </div>
      <div>
        <dt>Conversion to purchase</dt>
        <dd>{formatPercent(numbers.conversionToPurchase)}</dd>
      </div>
      {numbers.revenue.length ? (
        numbers.revenue.map((row) => (
          <div key={row.currency}>
            <dt>Revenue per visitor ({row.currency})</dt>
            <dd>
              {row.minorUnitsPerVisitor === null ? '—' : formatMoney(row.minorUnitsPerVisitor, row.currency)}{' '}
              <small>of {formatMoney(row.minorUnits, row.currency)}</small>
            </dd>
          </div>
        ))
      ) : (
        <div>
          <dt>Revenue</dt>
          <dd>none</dd>
        </div>
      )}
    </dl>
  )
}

/** One funnel's numbers: summary, the steps and the screens as charts, then as tables. */
function FunnelNumbersSection({ title, numbers }: { title: string; numbers: FunnelNumbers }) {
  return (
    <>
      <Summary numbers={numbers} />
      <div className="report-charts">
        <FunnelChart
          title={`${title}: steps`}
          bars={numbers.steps.map((step) => ({ label: stepLabels[step.step], count: step.sessions }))}
        />
        <FunnelChart
          title={`${title}: screens, in funnel order`}
          bars={numbers.screens.map((screen) => ({ label: screen.screenId, count: screen.saw }))}
        />
      </div>
      <div className="report-scroll">
        <StepsTable steps={numbers.steps} />
      </div>
      <div className="report-scroll">
        <ScreensTable screens={numbers.screens} />
      </div>
    </>
  )
}

export function FunnelReportBody({ report, csvHref }: { report: FunnelReport; csvHref: string }) {
  const { input, range, funnel, variants, experiment } = report
  return (
    <div className="report-body">
      <p className="report-meta">
        Visitors whose first event fell between {formatUtcTime(range.fromUtc)} and {formatUtcTime(range.toUtc)} UTC ({input.from} –{' '}
        {input.to} in {input.timeZone}
        {range.exact ? '' : ', rounded to whole hours'}), {input.source ? `source ${input.source}` : 'all sources'}. Events received until{' '}
        {report.asOf ? `${formatUtcTime(report.asOf)} UTC` : 'now: none rolled up yet'}.{' '}
        <a href={csvHref} download>
          Download CSV
        </a>
      </p>
      <section aria-labelledby="funnel-heading" className="report-section">
        <h2 id="funnel-heading">Funnel {input.funnelId}</h2>
        <FunnelNumbersSection title={input.funnelId} numbers={funnel} />
      </section>
      {experiment ? <ExperimentResults experiment={experiment} /> : null}
      {variants.map((variant) => (
        <details key={variant.variant} className="report-section">
          <summary>
            Variant {variant.variant}: {formatCount(variant.visitors)} {variant.visitors === 1 ? 'visitor' : 'visitors'},{' '}
            {formatPercent(variant.conversionToPurchase)} to purchase
          </summary>
          <FunnelNumbersSection title={variant.variant} numbers={variant} />
        </details>
      ))}
    </div>
  )
}
