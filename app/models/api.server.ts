import { z } from 'zod'
import { getEnv } from '../../server/env'
import { fieldErrors } from '~/learning/password-rules'
import { type Problem, ProblemError, problem } from './problem'
import { getStudent, type SessionStudent } from './session.server'

/** Every API refusal has one shape: {"error":{"title":…,"message":…}} with a 4xx status. */
export function errorResponse({ status, title, message, fieldErrors: fields }: Problem): Response {
  return Response.json({ error: { title, message, ...(fields ? { fields } : {}) } }, { status })
}

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

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cookie-authenticated mutations must come from this site (SameSite=Lax already keeps most
 * cross-site posts out; this closes the rest). Bearer-token calls from the apps carry no Origin.
 */
export function checkOrigin(request: Request, { requireWhenCookie }: { requireWhenCookie: boolean }): void {
  if (safeMethods.has(request.method) || request.headers.get('Authorization')) return
  const origin = request.headers.get('Origin')
  const own = [new URL(request.url).origin, getEnv().publicUrl]
  if (origin ? !own.includes(origin) : requireWhenCookie && Boolean(request.headers.get('Cookie'))) {
    throw problem(403, 'Forbidden', 'This request must come from the site itself.')
  }
}

/** The student for an API call, or 401. Also applies the origin check to mutations. */
export async function requireApiStudent(request: Request): Promise<SessionStudent> {
  checkOrigin(request, { requireWhenCookie: true })
  const student = await getStudent(request)
  if (!student) throw problem(401, 'Not signed in', 'Sign in to continue.')
  return student
}

export function methodNotAllowed(): never {
  throw problem(405, 'Method not allowed', 'This address does not accept that method.')
}
