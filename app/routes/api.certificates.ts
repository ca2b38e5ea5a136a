import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler, requireApiStudent } from '~/http/api.server'
import { listOwnCertificates } from '~/certificates/index.server'
import type { Answer, certificateListAnswer } from '@schemas/api/answers'

export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(
    async () => (await listOwnCertificates(await requireApiStudent(request))) satisfies Answer<typeof certificateListAnswer>,
  )
}
