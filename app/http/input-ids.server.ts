import { getPayloadClient } from '@cms/get-payload'
import { storedId } from '@cms/document-id'
import type { Id } from '@schemas/id'
import { problem } from '../core/problem'

type Refusal = { title?: string; message?: string }

/**
 * Ids in a request's input (a JSON body, a query parameter, a form field) must be ids this database
 * can hold — row numbers on SQLite and PostgreSQL, ObjectIds on MongoDB — or the request is bad
 * input: 400, as anything but a number always was on SQL. An id that could exist but names nothing
 * is a 404 further on. (Page routes answer 404 for both: parseId in route.server.ts.)
 */
export async function refuseForeignIds(ids: Record<string, Id | readonly Id[]>, refusal: Refusal = {}): Promise<void> {
  const { title = 'Invalid request', message = 'This is not an id this site uses.' } = refusal
  const payload = await getPayloadClient()
  const fields: Record<string, string[]> = {}
  for (const [field, value] of Object.entries(ids)) {
    const list: readonly Id[] = Array.isArray(value) ? value : [value as Id]
    if (list.some((id) => storedId(payload, id) === null)) fields[field] = [message]
  }
  if (Object.keys(fields).length > 0) throw problem(400, title, message, fields)
}
