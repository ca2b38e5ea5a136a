/**
 * /api/openapi.json cannot describe one schema while a route parses another (issue #10 found
 * PATCH /api/profile doing so): each documented operation is called on its route module with the
 * documented schema's parse methods replaced by a probe, and the route must hand the request's body
 * (or query) to that very object. A copy, a `.required()` variant or another schema never reaches
 * the probe. The student, rate limits and database are stubbed: the probe stops every call first.
 */
import { readdirSync } from 'node:fs'
import type { ActionFunctionArgs } from '@remix-run/node'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'

vi.mock('~/http/api.server', async (original) => ({
  ...(await original<typeof import('~/http/api.server')>()),
  requireApiStudent: async () => ({ id: 1, email: 'probe@example.com', status: 'trial', collection: 'students' }),
}))
vi.mock('~/http/rate-limit.server', () => ({
  enforceRateLimit: async () => undefined,
  limitFailures: (_rule: unknown, _client: string, attempt: () => Promise<unknown>) => attempt(),
}))
vi.mock('@cms/get-payload', () => ({
  getPayloadClient: async () => {
    throw new Error('reached the database: the documented schema was not parsed first')
  },
}))

const { endpoints } = await import('~/openapi')
const { problem } = await import('~/core/problem')

/** Routes that are not the apps' JSON API, and why. */
const undocumented: Record<string, string> = {
  'api.$.ts': 'answers 404 for any other /api path',
  'api.openapi[.]json.ts': 'serves the document itself',
  'api.funnel-events.ts': 'the web funnel player’s beacons (docs/funnels.md, “Funnel API”)',
  'api.funnel-session.ts': 'the web funnel player’s saved progress (docs/funnels.md, “Funnel API”)',
  'api.payments.$provider.webhook.ts': 'the payment providers’ signed reports',
}

const routeFiles = readdirSync('app/routes').filter((file) => /^api\..+\.ts$/.test(file) && !file.endsWith('.test.ts'))

/** The route file Remix's flat routes would pick for a documented path, and its params. */
function routeFor(documentedPath: string): { file: string; params: Record<string, string> } | undefined {
  const wanted = documentedPath.slice(1).split('/')
  const matches = routeFiles.flatMap((file) => {
    const segments = file
      .replace(/\.ts$/, '')
      .replace(/\[\.\]/g, '\0')
      .split('.')
      .map((segment) => segment.replace(/\0/g, '.'))
    if (segments.length !== wanted.length || segments.includes('$')) return []
    const params: Record<string, string> = {}
    for (const [index, segment] of segments.entries()) {
      const value = wanted[index]!
      if (segment.startsWith('$')) params[segment.slice(1)] = /^\{\w+\}$/.test(value) ? '1' : value
      else if (segment !== value) return []
    }
    return [{ file, params }]
  })
  return matches.sort((a, b) => Object.keys(a.params).length - Object.keys(b.params).length)[0]
}

type Handler = (args: ActionFunctionArgs) => Promise<Response> | Response
const parseMethods = ['parse', 'safeParse', 'parseAsync', 'safeParseAsync'] as const

/** Calls the route with `schema` probed; answers what reached the probe. */
async function probe(schema: z.ZodType, handler: Handler, request: Request, params: Record<string, string>) {
  const received: unknown[] = []
  for (const method of parseMethods) {
    vi.spyOn(schema, method).mockImplementation(((value: unknown) => {
      received.push(value)
      throw problem(418, 'Probe', 'The documented schema was reached.')
    }) as never)
  }
  const response = await handler({ request, params, context: {} })
  return { status: response.status, received }
}

afterEach(() => {
  vi.restoreAllMocks()
})

// A test that is first to import a route module waits for its whole import tree to be transformed:
// seconds when other stages share the machine.
describe('the OpenAPI document and the routes', { timeout: 30_000 }, () => {
  it('documents every /api route that is not listed as internal, and lists no route that is gone', () => {
    const documented = new Set(endpoints.map((endpoint) => routeFor(endpoint.path)?.file))
    expect(routeFiles.filter((file) => !documented.has(file) && !(file in undocumented))).toEqual([])
    expect(Object.keys(undocumented).filter((file) => !routeFiles.includes(file))).toEqual([])
  })

  for (const endpoint of endpoints) {
    const operation = `${endpoint.method.toUpperCase()} ${endpoint.path}`
    const route = routeFor(endpoint.path)

    it(`${operation} has a route that ${endpoint.body || endpoint.query ? 'parses its documented schema' : 'answers it'}`, async () => {
      expect(route, `no file in app/routes serves ${endpoint.path}`).toBeDefined()
      const module = (await import(/* @vite-ignore */ `../../app/routes/${route!.file}`)) as { loader?: Handler; action?: Handler }
      const handler = endpoint.method === 'get' ? module.loader : module.action
      expect(handler, `${route!.file} exports no ${endpoint.method === 'get' ? 'loader' : 'action'}`).toBeTypeOf('function')
      const url = `http://localhost${endpoint.path.replace(/\{\w+\}/g, '1')}`
      const method = endpoint.method.toUpperCase()

      if (endpoint.body) {
        const body = { 'drift-probe': true }
        const request = new Request(url, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
        const { status, received } = await probe(endpoint.body, handler!, request, route!.params)
        expect({ status, received: received[0] }, `${operation} does not parse its body with the documented schema`).toEqual({
          status: 418,
          received: body,
        })
      }
      for (const name of Object.keys(endpoint.query?.shape ?? {})) {
        const request = new Request(`${url}?${name}=drift-probe`, { method })
        const { status, received } = await probe(endpoint.query!, handler!, request, route!.params)
        expect({ status, received: received[0] }, `${operation} does not parse ?${name} with the documented schema`).toEqual({
          status: 418,
          received: expect.objectContaining({ [name]: 'drift-probe' }),
        })
      }
    })
  }
})
