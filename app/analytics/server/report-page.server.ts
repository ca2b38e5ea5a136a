import type { Payload } from 'payload'
import { contentRoles, hasRole } from '@cms/access/roles'
import { ProblemError } from '../../core/problem'
import type { FunnelReport } from '../rules/funnel-report'
import { reportCsv } from '../rules/report-csv'
import { type ReportFormValues, reportRequest } from '../rules/report-request'
import { funnelReport } from './funnel-report.server'
import { reportingTimeZone } from './reporting-time-zone.server'

type Staff = { collection?: string; roles?: readonly string[] | null } | null | undefined

export type ReportPage = {
  values: ReportFormValues
  /** Field → what is wrong with it, when the question cannot be answered. */
  errors: Record<string, string[]> | null
  report: FunnelReport | null
  /** Funnels a marketer may pick, published or not (their events stay after unpublishing). */
  funnels: { funnelId: string; title: string }[]
}

/** Reports are for admins and marketers (decision 023); support and students never see them. */
export const mayReadReports = (user: Staff) => hasRole(user, ...contentRoles)

/**
 * What the admin's funnel report view shows for a query string: the form's values, the report or
 * the reasons it cannot be made. The caller has checked `mayReadReports`.
 */
export async function reportPage(payload: Payload, user: Staff & object, search: URLSearchParams, now = new Date()): Promise<ReportPage> {
  const { values, query } = reportRequest(search, now, await reportingTimeZone())
  const { docs } = await payload.find({
    collection: 'funnels',
    user,
    overrideAccess: false,
    draft: false,
    depth: 0,
    limit: 200,
    sort: 'funnelId',
    select: { funnelId: true, title: true },
  })
  const funnels = docs.map((doc) => ({ funnelId: doc.funnelId, title: doc.title }))
  try {
    return { values, errors: null, report: await funnelReport(query), funnels }
  } catch (error) {
    if (!(error instanceof ProblemError) || error.problem.status !== 400) throw error
    return { values, errors: error.problem.fieldErrors ?? { form: [error.problem.message] }, report: null, funnels }
  }
}

/** The same report as a CSV download; a bad question is a 400 problem naming the fields. */
export async function reportCsvFile(search: URLSearchParams, now = new Date()): Promise<{ filename: string; csv: string }> {
  const { values, query } = reportRequest(search, now, await reportingTimeZone())
  const report = await funnelReport(query)
  return { filename: `funnel-report_${values.funnelId}_${values.from}_${values.to}.csv`, csv: reportCsv(report) }
}
