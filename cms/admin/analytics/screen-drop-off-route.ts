import { mayReadReports, screenDropOffs, ProblemError, errorResponse } from '../../../app/analytics/admin-entry'
import { getPayloadClient } from '../../get-payload'

const noStore = { 'Cache-Control': 'private, no-store' }
const problemResponse = (status: number, title: string, message: string) => errorResponse({ status, title, message }, noStore)

/**
 * Drop-off per screen for the funnel studio's screen list (issue #31), for staff:
 * `?funnelId=…&period=today|7d|30d`. A Next route beside Payload's REST catch-all, like the
 * report's CSV (report-csv-route.ts explains why not a Payload endpoint).
 */
export async function GET(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return problemResponse(401, 'Sign in', 'Sign in to the admin to see drop-off.')
  if (!mayReadReports(user)) return problemResponse(403, 'Not allowed', 'Drop-off figures are open to admins and marketers.')
  const search = new URL(request.url).searchParams
  try {
    const figures = await screenDropOffs({ funnelId: search.get('funnelId') ?? '', period: search.get('period') ?? '' })
    return Response.json(figures, { headers: noStore })
  } catch (error) {
    if (error instanceof ProblemError && error.problem.status < 500) return errorResponse(error.problem, noStore)
    throw error
  }
}
