import { data } from '@remix-run/node'
import { type Problem, ProblemError, problemHeaders } from '../core/problem'

const formTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data'])

/**
 * The fields of a page form post as a plain object (the zod schemas parse it the way they parse
 * API bodies). Anything a browser form cannot send is refused with a 4xx, never a 500: another
 * method → 405, another body type (JSON, XML) → 415, a body that does not parse (a multipart
 * body whose boundary is wrong) → 400. Files are ignored: no page form uploads one.
 */
export async function formObject(request: Request): Promise<Record<string, string>> {
  if (request.method !== 'POST') {
    throw new Response('This page accepts forms sent with POST only.', { status: 405, headers: { Allow: 'GET, HEAD, POST' } })
  }
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!formTypes.has(type)) {
    throw new Response('Send the form as application/x-www-form-urlencoded or multipart/form-data.', { status: 415 })
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    throw new Response('The form could not be read. Please try again.', { status: 400 })
  }
  const result: Record<string, string> = {}
  for (const [key, value] of form) if (typeof value === 'string') result[key] = value
  return result
}

/** For page actions: a refusal becomes `{ problem }` with its status, so the form can show it. */
export async function formAction<T>(run: () => Promise<T>) {
  try {
    return await run()
  } catch (error) {
    if (error instanceof ProblemError) {
      return data({ problem: error.problem as Problem }, { status: error.problem.status, headers: problemHeaders(error.problem) })
    }
    throw error
  }
}
