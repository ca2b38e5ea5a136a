import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { portalUrl } from '~/payments/index.server'
import type { Answer, portalAnswer } from '@schemas/api/answers'

/** GET /api/subscription/portal — `{ url }` of the page where the student manages how they pay. */
export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    await requireApiStudent(request)
    return portalUrl() satisfies Answer<typeof portalAnswer>
  })
}
