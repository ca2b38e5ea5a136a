import { experimentStandingQuerySchema } from '@schemas/analytics/experiment-standing'
import { experimentStanding, mayReadReports, errorResponse } from '../../../app/analytics/admin-entry'
import { getPayloadClient } from '../../get-payload'

const noStore = { 'Cache-Control': 'private, no-store' }
const problemResponse = (status: number, title: string, message: string) => errorResponse({ status, title, message }, noStore)

/**
 * The running experiment's verdict and each variant's standing, for the experiment editor (issue
 * #47): `?period=today|7d|30d` (30 days unless asked). A Next route beside Payload's REST
 * catch-all, like the report's CSV (report-csv-route.ts explains why not a Payload endpoint).
 */
export async function GET(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return problemResponse(401, 'Sign in', 'Sign in to the admin to see how the experiment is doing.')
  if (!mayReadReports(user)) return problemResponse(403, 'Not allowed', 'Experiment results are open to admins and marketers.')
  const query = experimentStandingQuerySchema.safeParse({ period: new URL(request.url).searchParams.get('period') ?? undefined })
  if (!query.success) return problemResponse(400, 'Unknown period', 'Ask for today, 7d or 30d.')
  return Response.json(await experimentStanding(payload, user, query.data.period), { headers: noStore })
}
