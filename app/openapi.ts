import { z } from 'zod'
import { problemAnswer } from '@schemas/api/answers/common'
import { idString } from '@schemas/id-schema'
import type { Endpoint } from './http/api-endpoint'
// Each feature's endpoints straight from its api/ folder, not its entry: scripts build this document
// in plain Node, where an entry's components and their stylesheets cannot load.
import { learningEndpoints } from '~/learning/api/learning-endpoints'
import { dailyTaskEndpoints } from '~/daily-task/api/daily-task-endpoints'
import { aiToolsEndpoints } from '~/ai-tools/api/ai-tools-endpoints'
import { bookmarksEndpoints } from '~/bookmarks/api/bookmarks-endpoints'

export type { Endpoint }

/** Every operation of the JSON API: each feature declares its own, the document is made from all. */
export const endpoints: Endpoint[] = [...learningEndpoints, ...dailyTaskEndpoints, ...aiToolsEndpoints, ...bookmarksEndpoints]

/** Path ids are opaque strings (a SQL row number or a MongoDB ObjectId), like the ids in bodies. */
const { $schema: _, ...pathId } = z.toJSONSchema(idString)

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output' = 'input') => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' })
  return rest
}
const json = (schema: z.ZodType) => ({ 'application/json': { schema: jsonSchema(schema) } })
const problemRef = { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } }

function queryParameters({ query, body }: Endpoint) {
  if (!query) return []
  const { properties = {}, required = [] } = jsonSchema(query)
  return Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: !body && required.includes(name), schema }))
}

/** `post /api/topics/{topicId}/lessons` → postTopicsByTopicIdLessons. */
export function operationIdOf({ method, path, operationId }: Pick<Endpoint, 'method' | 'path' | 'operationId'>): string {
  if (operationId) return operationId
  const words = path
    .replace(/^\/api\//, '')
    .split(/[/_.-]+/)
    .filter(Boolean)
    .map((word) => (word.startsWith('{') ? `By${word.slice(1, 2).toUpperCase()}${word.slice(2, -1)}` : word))
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
}

function answerContent({ answer, media }: Endpoint) {
  if (!media) return { 'application/json': { schema: jsonSchema(answer, 'output') } }
  const description =
    media === 'text/event-stream' ? 'Server-sent events; each `data:` line is one JSON event of this schema' : answer.description
  return { [media]: { schema: { ...jsonSchema(answer, 'output'), ...(description ? { description } : {}) } } }
}

const retryAfter = { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } } }

function responses(endpoint: Endpoint) {
  const status = String(endpoint.status ?? 200)
  return {
    [status]: { description: endpoint.status === 201 ? 'Created' : 'OK', content: answerContent(endpoint) },
    '4XX': {
      description: 'Refused: bad input (400, with each field’s messages), not signed in (401), not allowed (403), not found (404)…',
      content: problemRef,
    },
    ...(endpoint.limited
      ? { '429': { description: 'Too many attempts, or the daily allowance is used up', headers: retryAfter, content: problemRef } }
      : {}),
    '5XX': { description: 'The server, a payment provider or a model failed; try again later', content: problemRef },
  }
}

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const endpoint of endpoints) {
    const parameters = [
      ...[...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
        name,
        in: 'path',
        required: true,
        schema: endpoint.pathParams ? jsonSchema(endpoint.pathParams).properties?.[name!] : pathId,
      })),
      ...queryParameters(endpoint),
    ]
    ;(paths[endpoint.path] ??= {})[endpoint.method] = {
      operationId: operationIdOf(endpoint),
      summary: endpoint.summary,
      ...(parameters.length ? { parameters } : {}),
      ...(endpoint.auth === false ? { security: [] } : {}),
      ...(endpoint.body ? { requestBody: { required: !endpoint.query, content: json(endpoint.body) } } : {}),
      responses: responses(endpoint),
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'AI Learning — student API',
      version: '1.0.0',
      description: 'The JSON API the web and mobile apps use. Every refusal has the Problem shape.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The site that serves this document (its /api/openapi.json)' }],
    components: {
      schemas: { Problem: jsonSchema(problemAnswer, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token from /api/auth/signin (Payload JWT; "JWT <token>" works too).' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'payload-token' },
      },
    },
    security: [{ bearer: [] }, { cookie: [] }],
    paths,
  }
}

const sortKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
        )
      : value

/** The document as served and as committed in docs/api/openapi.json: keys sorted, so a diff shows only real changes. */
export function openApiJson(): string {
  return `${JSON.stringify(sortKeys(openApiDocument()), null, 2)}\n`
}
