import type { LoaderFunctionArgs } from '@remix-run/node'
import { apiHandler } from '~/http/api.server'
import { apiQueries } from '~/learning'
import { getStudent } from '~/core/session.server'
import { callerFlags } from '~/flags/index.server'
import type { Answer, flagsAnswer } from '@schemas/api/answers'

/** The caller's evaluated flags: the student's once signed in, else the visitor's (user_uuid). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return apiHandler(async () => {
    const query = apiQueries.flags.parse(Object.fromEntries(new URL(request.url).searchParams))
    const { flags, setCookie } = await callerFlags(request, await getStudent(request, context), query.user_uuid)
    const headers = new Headers({ 'Cache-Control': 'private, no-store' })
    if (setCookie) headers.append('Set-Cookie', setCookie)
    return Response.json({ data: flags } satisfies Answer<typeof flagsAnswer>, { headers })
  })
}
