import { mayReadReports, reportCsvFile, ProblemError, errorResponse } from '../../../app/analytics/admin-entry'
import { getPayloadClient } from '../../get-payload'

const noStore = { 'Cache-Control': 'private, no-store' }
const problemResponse = (status: number, title: string, message: string) => errorResponse({ status, title, message }, noStore)

/**
 * The funnel report as CSV (issue #16), for staff: the admin's "Download CSV" link, with the same
 * query string as the report view. Served by a Next route beside Payload's REST catch-all
 * (cms/app/(payload)/cms/api/analytics/…) rather than a Payload endpoint: the report's code reads
 * Payload through the config, so an endpoint inside the config would import it back.
 */
export async function GET(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return problemResponse(401, 'Sign in', 'Sign in to the admin to download reports.')
  if (!mayReadReports(user)) return problemResponse(403, 'Not allowed', 'Reports are open to admins and marketers.')
  try {
    const { filename, csv } = await reportCsvFile(new URL(request.url).searchParams)
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
        ...noStore,
      },
    })
  } catch (error) {
    if (error instanceof ProblemError && error.problem.status < 500) return errorResponse(error.problem, noStore)
    throw error
  }
}
