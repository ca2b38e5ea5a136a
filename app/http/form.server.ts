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
  return (await formFields(request)).fields
}

/**
 * The same, with `lists`: every value of a field sent more than once (checkboxes of one name,
 * several blanks), for a form that also posts without JavaScript.
 */
export async function formFields(request: Request): Promise<{ fields: Record<string, string>; lists: Record<string, string[]> }> {
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
  const fields: Record<string, string> = {}
  const lists: Record<string, string[]> = {}
  for (const [key, value] of form) {
    if (typeof value !== 'string') continue
    fields[key] = value
    ;(lists[key] ??= []).push(value)
  }
  return { fields, lists }
}

/**
 * For page actions: a refusal becomes `{ problem }` with its status, so the form can show it, and
 * `values`, the fields named in `keep` as they were sent. A form posted before the page's JavaScript
 * ran is drawn again by the server: without them what the person typed would be gone. Name only
 * fields that are not secret (never a password or a code).
 */
export async function formAction<T>(run: () => Promise<T>, keep?: { from: Record<string, string>; fields: readonly string[] }) {
  try {
    return await run()
  } catch (error) {
    if (error instanceof ProblemError) {
      const values = keep ? keptValues(keep.from, keep.fields) : undefined
      return data({ problem: error.problem as Problem, values }, { status: error.problem.status, headers: problemHeaders(error.problem) })
    }
    throw error
  }
}

function keptValues(form: Record<string, string>, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.flatMap((field) => (typeof form[field] === 'string' ? [[field, form[field].slice(0, 500)]] : [])))
}
