import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import { reportSearch, mayReadReports, reportPage, FunnelReportBody, ReportForm } from '../../../app/analytics/admin-entry'
import { reportCsvPath, reportViewPath } from './paths'
import './report.scss'

function searchOf(params: AdminViewServerProps['searchParams']): URLSearchParams {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) if (typeof one === 'string') search.append(key, one)
  }
  return search
}

/**
 * Admin → Analytics (issue #16): the funnel report a marketer filters by funnel, variants, dates,
 * time zone and source. Rendered on the server from rollups; the filters are a GET form.
 */
export async function FunnelReportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  if (!req.user) redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}${reportViewPath}`)}`)
  const template = {
    i18n: req.i18n,
    locale,
    params,
    payload: req.payload,
    permissions,
    searchParams,
    user: req.user,
    visibleEntities,
  }
  if (!mayReadReports(req.user)) {
    return (
      <DefaultTemplate {...template}>
        <Gutter>
          <h1>Funnel report</h1>
          <p>Reports are open to admins and marketers.</p>
        </Gutter>
      </DefaultTemplate>
    )
  }
  const page = await reportPage(req.payload, req.user, searchOf(searchParams))
  const csvHref = `${req.payload.config.routes.api}${reportCsvPath}?${reportSearch(page.values)}`
  return (
    <DefaultTemplate {...template}>
      <Gutter className="funnel-report">
        <h1>Funnel report</h1>
        <p className="report-lead">
          Drop-off on the screens each visitor was actually shown (a skipped screen is neither seen nor dropped), the funnel&apos;s steps to
          purchase and revenue per visitor in each currency. Visitors are counted on the day of their first event; bots and staff previews
          are left out.
        </p>
        <ReportForm action={`${adminRoute}${reportViewPath}`} values={page.values} funnels={page.funnels} errors={page.errors} />
        {page.errors ? (
          <p role="alert" className="report-warning">
            The report cannot be made with these filters: {Object.values(page.errors).flat().join(' ')}
          </p>
        ) : null}
        {page.report ? (
          <FunnelReportBody
            report={page.report}
            csvHref={csvHref}
            titles={Object.fromEntries(page.funnels.map((f) => [f.funnelId, f.title]))}
          />
        ) : null}
      </Gutter>
    </DefaultTemplate>
  )
}
