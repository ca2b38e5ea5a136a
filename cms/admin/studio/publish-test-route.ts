import { z } from 'zod'
import { contentRoles, hasRole } from '../../access/roles'
import { errorResponse } from '../../../app/analytics/admin-entry'
import { getPayloadClient } from '../../get-payload'
import { publishAsTest } from '../../collections/Funnels/publish-as-test'
import { testShares } from './test-split'

const noStore = { 'Cache-Control': 'private, no-store' }
const problemResponse = (status: number, title: string, message: string) => errorResponse({ status, title, message }, noStore)

const body = z.object({
  funnelId: z.string().regex(/^[a-z0-9_]+$/),
  definition: z.record(z.string(), z.unknown()),
  share: z.number().int().min(testShares.min).max(testShares.max),
})

/**
 * `POST /cms/api/funnel-tests`: the studio's "Publish as a test" (cms/collections/Funnels/publish-as-test.ts),
 * for admins and marketers. A Next route beside Payload's REST catch-all, as the report's CSV is
 * (cms/admin/analytics/report-csv-route.ts explains why not a Payload endpoint).
 */
export async function POST(request: Request): Promise<Response> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return problemResponse(401, 'Sign in', 'Sign in to the admin to publish a test.')
  if (!hasRole(user, ...contentRoles) || user.collection !== 'users')
    return problemResponse(403, 'Not allowed', 'Tests are published by admins and marketers.')
  const parsed = body.safeParse(await request.json().catch(() => null))
  if (!parsed.success)
    return problemResponse(
      400,
      'Not a test',
      `Choose a share between ${testShares.min} and ${testShares.max} % and publish from the studio.`,
    )
  const result = await publishAsTest(payload, user, parsed.data)
  if (!result.ok) return problemResponse(result.status, 'Not published', result.message)
  return Response.json(result.test, { status: 201, headers: noStore })
}
