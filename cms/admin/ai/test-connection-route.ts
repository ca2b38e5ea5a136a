import { hasRole } from '../../access/roles'
import { errorResponse, testAiConnection } from '../../../app/analytics/admin-entry'
import { getPayloadClient } from '../../get-payload'

const noStore = { 'Cache-Control': 'private, no-store' }
const problemResponse = (status: number, title: string, message: string) => errorResponse({ status, title, message }, noStore)

/**
 * `POST /cms/api/ai/test-connection`: the dashboard's "Test connection" (cms/admin/ai/), for admins
 * only. It sends one short request to the model, which costs money and time, so it is a POST —
 * guarded by the host's origin policy like every mutation — and never a GET a link, a prefetch or
 * a crawler could trigger. A Next route beside Payload's REST catch-all, as the report's CSV is
 * (cms/admin/analytics/report-csv-route.ts explains why not a Payload endpoint).
 */
export async function POST(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return problemResponse(401, 'Sign in', 'Sign in to the admin to test the AI connection.')
  if (!hasRole(user, 'admin')) return problemResponse(403, 'Not allowed', 'Only admins can test the AI connection.')
  return Response.json(await testAiConnection(), { headers: noStore })
}
