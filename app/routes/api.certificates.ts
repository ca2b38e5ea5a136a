import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { listOwnCertificates } from '~/certificates/server/public-certificate.server'

export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => listOwnCertificates(await requireApiStudent(request)))
}
