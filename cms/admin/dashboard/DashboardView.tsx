import type { AdminViewServerProps } from 'payload'
import { Gutter } from '@payloadcms/ui'
import { hasRole } from '../../access/roles'
import { recentPeriods, recentPeriodSchema } from '@schemas/analytics/recent-period'
import { type DashboardPeriod, type Kpi, dashboard, mayReadReports, zoneName } from '../../../app/analytics/admin-entry'
import { AiStatusPanel } from '../ai/AiStatusPanel'
import { reportViewPath } from '../analytics/paths'
import { kpiChange, kpiValue, periodDates } from './kpi-text'
import { periodNames } from '../analytics/period-names'
import { Sparkline } from './Sparkline'
import { CancellationsPanel } from './CancellationsPanel'
import './dashboard.scss'

/** Where a higher figure is worse news. */
const lowerIsBetter = new Set(['churn'])

function KpiCard({ kpi, period }: { kpi: Kpi; period: DashboardPeriod }) {
  const change = kpiChange(kpi, period)
  const good =
    change.direction === 'flat' || change.direction === 'none'
      ? 'neutral'
      : (change.direction === 'up') !== lowerIsBetter.has(kpi.id)
        ? 'good'
        : 'bad'
  return (
    <li className="dashboard-kpi" data-kpi={kpi.id}>
      <h3 className="dashboard-kpi__label">{kpi.label}</h3>
      <p className="dashboard-kpi__value">{kpiValue(kpi)}</p>
      <p className={`dashboard-kpi__change dashboard-kpi__change--${good}`}>
        <span aria-hidden="true">{change.direction === 'up' ? '▲ ' : change.direction === 'down' ? '▼ ' : ''}</span>
        {change.text}
      </p>
      <Sparkline values={kpi.trend} />
      <details className="dashboard-kpi__help">
        <summary>How is this counted?</summary>
        <p>{kpi.help}</p>
      </details>
    </li>
  )
}

/**
 * The admin's landing page (issue #31): how the funnels, sales and subscriptions are doing for a
 * period against the one before, the running experiment in a sentence, and the way to the report
 * and the funnels. Payload wraps it in the admin template; the sidebar groups everything else.
 */
/** Where support starts (decision 023): a student, then their purchases and messages. */
const supportLinks = [
  ['students', 'Students'],
  ['orders', 'Orders'],
  ['subscriptions', 'Subscriptions'],
  ['payments', 'Payments'],
  ['issue-reports', 'Issue reports'],
  ['message-reports', 'Message reports'],
] as const

export async function DashboardView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const admin = req.payload.config.routes.admin
  const user = req.user
  if (!user || !mayReadReports(user)) {
    return (
      <Gutter className="product-dashboard">
        <h1>Welcome</h1>
        {hasRole(user, 'support') ? (
          <>
            <p>To help a student, find them by email, then open what they bought or sent us.</p>
            <ul className="product-dashboard__support-links">
              {supportLinks.map(([slug, label]) => (
                <li key={slug}>
                  <a href={`${admin}/collections/${slug}`}>{label}</a>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>Use the menu to find what you need.</p>
        )}
      </Gutter>
    )
  }
  const asked = Array.isArray(searchParams?.period) ? searchParams.period[0] : searchParams?.period
  const period = recentPeriodSchema.catch('7d').parse(asked)
  const result = await dashboard(req.payload, user, period)
  const { window, timeZone } = result
  const report = (funnelId?: string) =>
    `${admin}${reportViewPath}?${new URLSearchParams({ ...(funnelId ? { funnelId } : {}), from: window.from, to: window.to, timeZone })}`
  return (
    <Gutter className="product-dashboard">
      <header className="product-dashboard__header">
        <div>
          <h1>How are we doing</h1>
          <p className="product-dashboard__dates">
            {periodDates(window.from, window.to)}, days in {zoneName(timeZone)}{' '}
            <a href={`${admin}/globals/site-settings`} className="product-dashboard__zone-link">
              Change the time zone
            </a>
          </p>
        </div>
        <nav aria-label="Period" className="product-dashboard__periods">
          {recentPeriods.map((one) => (
            <a key={one} href={`${admin}?period=${one}`} aria-current={one === period ? 'page' : undefined}>
              {periodNames[one]}
            </a>
          ))}
        </nav>
      </header>

      <section aria-labelledby="experiment-now" className="product-dashboard__experiment">
        <h2 id="experiment-now">Experiment</h2>
        {result.experiment ? (
          <>
            <p className={`product-dashboard__verdict product-dashboard__verdict--${result.experiment.verdict.tone}`}>
              {result.experiment.verdict.sentence}
            </p>
            <details className="product-dashboard__variants">
              <summary>{result.experiment.variants.length} variants running</summary>
              <ul>
                {result.experiment.variants.map((variant) => (
                  <li key={variant.funnelId}>
                    {variant.title} <small>{variant.weight} % of new visitors</small>
                  </li>
                ))}
              </ul>
            </details>
            <p>
              <a href={report(result.experiment.reportFunnelId)}>See the experiment in the funnel report</a> ·{' '}
              <a href={`${admin}/globals/experiment`}>Change the shares or pause a funnel</a>
            </p>
          </>
        ) : (
          <p>No experiment is running: every visitor of the experiment link sees the same funnel.</p>
        )}
      </section>

      <section aria-labelledby="kpis-heading">
        <h2 id="kpis-heading">{periodNames[period]}</h2>
        <p className="product-dashboard__note">
          Visitors of every funnel, each counted on the day they started; bots and staff previews are left out. Figures match the funnel
          report for the same days.
        </p>
        <ul className="product-dashboard__kpis">
          {result.kpis.map((kpi) => (
            <KpiCard key={kpi.id} kpi={kpi} period={period} />
          ))}
        </ul>
      </section>

      <CancellationsPanel
        figures={result.cancellations}
        when={period === 'today' ? 'today' : `in the ${periodNames[period].toLowerCase()}`}
      />

      <AiStatusPanel apiPath={req.payload.config.routes.api} canTest={hasRole(user, 'admin')} />

      <nav aria-label="Go to" className="product-dashboard__links">
        <a className="btn btn--style-primary btn--size-medium" href={report()}>
          Open the funnel report
        </a>
        <a className="btn btn--style-secondary btn--size-medium" href={`${admin}/collections/funnels`}>
          Funnels
        </a>
        <a className="btn btn--style-secondary btn--size-medium" href={`${admin}/globals/experiment`}>
          Experiment
        </a>
      </nav>
    </Gutter>
  )
}
