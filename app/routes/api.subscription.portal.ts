import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { portalUrl } from '~/payments/server/payment-method.server'

/** GET /api/subscription/portal — `{ url }` of the page where the student manages billing. */
export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    await requireApiStudent(request)
    return portalUrl()
  })
}
