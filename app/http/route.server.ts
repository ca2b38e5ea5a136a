import { data } from '@remix-run/node'
import { z } from 'zod'
import { launchContext } from '~/learning/rules/launch-context'
import type { TrialViewer } from '~/learning/rules/trial'
import { ProblemError } from './problem'
import type { SessionStudent } from '../auth/server/session.server'

/** Route ids are positive integers; anything else is a page that does not exist. */
export const idParam = z.coerce.number().int().positive()

export function parseId(value: string | undefined): number {
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
    if (error instanceof ProblemError) throw data(error.problem.message, { status: error.problem.status })
    throw error
  }
}
