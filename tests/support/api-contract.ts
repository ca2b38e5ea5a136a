/**
 * The integration tests' check that the JSON API keeps its contract: every answer a route gives in
 * a test is held to its operation in the OpenAPI document — the success schema (schemas/api/answers)
 * with the documented status, or the Problem shape for a refusal (429 only where a limit is
 * documented). Wrap a route's loader or action with `contractChecked`; an answer that drifts fails
 * the test that provoked it.
 */
import { expect } from 'vitest'
import { endpoints, type Endpoint } from '../../app/openapi'
import { problemAnswer } from '@schemas/api/answers'

const templates = endpoints.map((endpoint) => ({
  endpoint,
  pattern: new RegExp(`^${endpoint.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}))

/** The documented operation for this request, or undefined when the document has none. */
export function operationFor(request: Request): Endpoint | undefined {
  const { pathname } = new URL(request.url)
  const method = request.method.toLowerCase()
  return templates.find(({ endpoint, pattern }) => endpoint.method === method && pattern.test(pathname))?.endpoint
}

/** Fails (with the zod issues) when `response` is not what the document promises for `request`. */
export async function expectDocumentedAnswer(request: Request, response: Response): Promise<void> {
  const operation = operationFor(request)
  const where = `${request.method} ${new URL(request.url).pathname} → ${response.status}`
  // A method or a path the document does not name is refused, with a Problem.
  if (!operation) {
    expect(response.status, `${where}: not in the OpenAPI document`).toBeGreaterThanOrEqual(400)
    expect(problemAnswer.safeParse(await response.clone().json()).error?.issues, where).toBeUndefined()
    return
  }
  if (response.status < 400) {
    expect(response.status, `${where}: the document says ${operation.status ?? 200}`).toBe(operation.status ?? 200)
    if (operation.media) return
    expect(response.headers.get('content-type'), where).toMatch(/^application\/json/)
  } else if (response.status === 429) {
    expect(operation.limited, `${where}: 429 is not documented for this call`).toBe(true)
  }
  const schema = response.status < 400 ? operation.answer : problemAnswer
  const parsed = schema.safeParse(await response.clone().json())
  expect(parsed.error?.issues, `${where}: the answer does not match the OpenAPI document`).toBeUndefined()
}

type Handler<A extends { request: Request }> = (args: A) => Promise<Response>

/** The route handler, with each answer checked against the document before the test reads it. */
export function contractChecked<A extends { request: Request }>(handler: Handler<A>): Handler<A> {
  return async (args) => {
    const response = await handler(args)
    await expectDocumentedAnswer(args.request, response)
    return response
  }
}
