import type { FunnelNumbers, FunnelReport, ScreenName } from '../rules/funnel-report'
import { ScreensTable, StepsTable, screenTitle, stepLabels } from './drop-off-tables'
import { ExperimentResults } from './experiment-results'
import { RevenuePerVisitorHelp } from './revenue-per-visitor-help'
import { FunnelChart } from './funnel-chart'
import { formatCount, formatMoney, formatPercent } from './report-format'
import { formatDays, formatTimeIn, zoneName } from './report-time'

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
            <dt>
              Revenue per visitor ({row.currency}) <RevenuePerVisitorHelp />
            </dt>
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
function FunnelNumbersSection({ title, numbers, names }: { title: string; numbers: FunnelNumbers; names?: readonly ScreenName[] }) {
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
          bars={numbers.screens.map((screen) => ({ label: screenTitle(screen.screenId, names), count: screen.saw }))}
        />
      </div>
      <div className="report-scroll">
        <StepsTable steps={numbers.steps} />
      </div>
      <div className="report-scroll">
        <ScreensTable screens={numbers.screens} names={names} />
      </div>
    </>
  )
}

export function FunnelReportBody({
  report,
  csvHref,
  titles = {},
}: {
  report: FunnelReport
  csvHref: string
  /** Funnel id → the title marketers know it by. */
  titles?: Readonly<Record<string, string>>
}) {
  const { input, range, funnel, variants, experiment } = report
  const nameOf = (funnelId: string) => titles[funnelId] ?? funnelId
  return (
    <div className="report-body">
      <p className="report-meta">
        Visitors whose first visit fell on {formatDays(input.from, input.to)}, by day, {zoneName(input.timeZone)}
        {range.exact ? '' : ' (rounded to whole hours: this zone is half an hour off)'};{' '}
        {input.source ? `source “${input.source}”` : 'all sources'}. Counts events received until{' '}
        {report.asOf ? `${formatTimeIn(report.asOf, input.timeZone)} ${zoneName(input.timeZone)}` : 'now: none counted yet'}.{' '}
        <a href={csvHref} download>
          Download CSV
        </a>
      </p>
      <section aria-labelledby="funnel-heading" className="report-section">
        <h2 id="funnel-heading">{nameOf(input.funnelId)}</h2>
        <p className="report-note">Every visitor of this funnel, whether the experiment sent them here or they opened it directly.</p>
        <FunnelNumbersSection title={nameOf(input.funnelId)} numbers={funnel} names={report.screenNames?.[input.funnelId]} />
      </section>
      {experiment ? <ExperimentResults experiment={experiment} nameOf={nameOf} timeZone={input.timeZone} /> : null}
      {variants.map((variant) => (
        <details key={variant.variant} className="report-section">
          <summary>
            {nameOf(variant.variant)}: {formatCount(variant.visitors)} {variant.visitors === 1 ? 'visitor' : 'visitors'},{' '}
            {formatPercent(variant.conversionToPurchase)} to purchase
          </summary>
          <FunnelNumbersSection title={nameOf(variant.variant)} numbers={variant} names={report.screenNames?.[variant.variant]} />
        </details>
      ))}
    </div>
  )
}
