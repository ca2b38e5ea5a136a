import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { apiBodies } from '~/learning'
import { apiHandler, methodNotAllowed, readJson, requireApiStudent } from '~/http/api.server'
import { deleteMetadata, getMetadata, setMetadata } from '~/core/student-metadata.server'
import type { Answer, metadataAnswer } from '@schemas/api/answers'

export async function loader({ request }: LoaderFunctionArgs) {
  return apiHandler(async () => ({ data: await getMetadata(await requireApiStudent(request)) }) satisfies Answer<typeof metadataAnswer>)
}

/** PUT or POST {key, value} sets one key; DELETE {key} (or ?key=) removes it. */
export async function action({ request }: ActionFunctionArgs) {
  return apiHandler(async () => {
    const student = await requireApiStudent(request)
    if (request.method === 'PUT' || request.method === 'POST')
      return { data: await setMetadata(student, await readJson(request)) } satisfies Answer<typeof metadataAnswer>
    if (request.method === 'DELETE') {
      const fromQuery = new URL(request.url).searchParams.get('key')
      const { key } = apiBodies.metadataDelete.parse(fromQuery ? { key: fromQuery } : await readJson(request))
      return { data: await deleteMetadata(student, key) } satisfies Answer<typeof metadataAnswer>
    }
    return methodNotAllowed()
  })
}
