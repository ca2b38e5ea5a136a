import { z } from 'zod'
import { fieldErrors } from '@schemas/auth/password-rules'
import { ProblemError, errorResponse, problem } from '../core/problem'
import { getStudent, type SessionStudent } from '../core/session.server'

/** Runs an API handler; a refusal or bad input becomes its 4xx answer, never a 500. */
export async function apiHandler(run: () => Promise<Response | object>): Promise<Response> {
  try {
    const result = await run()
    return result instanceof Response ? result : Response.json(result)
  } catch (error) {
    if (error instanceof Response) return error
    if (error instanceof ProblemError) return errorResponse(error.problem)
    if (error instanceof z.ZodError) {
      const fields = fieldErrors(error)
      return errorResponse({ status: 400, title: 'Invalid request', message: Object.values(fields).flat().join(' '), fieldErrors: fields })
    }
    console.error(error)
    return errorResponse({ status: 500, title: 'Server error', message: 'Something went wrong. Please try again.' })
  }
}

export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text()
  if (!text.trim()) return {}
  try {
    return JSON.parse(text)
  } catch {
    throw problem(400, 'Invalid request', 'The body must be JSON.')
  }
}

export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  return schema.parse(body)
}

/**
 * The student for an API call, or 401. (Cross-site mutations never get here: the host applies the
 * one origin policy, app/http/origin-policy.ts, to every request.)
 */
export async function requireApiStudent(request: Request): Promise<SessionStudent> {
  const student = await getStudent(request)
  if (!student) throw problem(401, 'Not signed in', 'Sign in to continue.')
  return student
}

export function methodNotAllowed(): never {
  throw problem(405, 'Method not allowed', 'This address does not accept that method.')
}
