import { data } from '@remix-run/node'
import { idString } from '@schemas/id-schema'
import { launchContext } from '~/core/launch-context'
import type { TrialViewer } from '~/core/trial'
import { ProblemError, problemHeaders } from '../core/problem'
import type { SessionStudent } from '../core/session.server'

/**
 * A route id is an opaque string (schemas/id.ts): a SQL row number or a MongoDB ObjectId. Anything
 * outside the id charset is a page that does not exist; the lookup behind answers 404 for the rest.
 */
export const idParam = idString

export function parseId(value: string | undefined): string {
  const parsed = idParam.safeParse(value)
  if (!parsed.success) throw data('Page not found', { status: 404 })
  return parsed.data
}

export function viewerFor(request: Request, student: SessionStudent): TrialViewer {
  const { platform } = launchContext(new URL(request.url), request.headers.get('Cookie'))
  return { platform, status: student.status }
}

/** For loaders: a refusal becomes an error response the route's ErrorBoundary shows. */
export async function pageData<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof ProblemError)
      throw data(error.problem.message, { status: error.problem.status, headers: problemHeaders(error.problem) })
    throw error
  }
}
