import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { openApiDocument } from './openapi'
import type { ChatEvent } from './assistant/rules/chat-events'
import { chatEventSchema } from '@schemas/api/answers'

describe('openApiDocument', () => {
  it('describes every call with the bodies the routes parse', () => {
    const doc = openApiDocument()
    expect(doc.openapi).toBe('3.1.0')
    const signup = doc.paths['/api/auth/signup']!.post as {
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown>; required: string[] } } } }
    }
    const schema = signup.requestBody.content['application/json'].schema
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['email', 'password']))
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password']))
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/streak/stats', '/api/metadata', '/api/enrolments/task', '/api/tasks/check']),
    )
  })

  it('documents the password change with the schema the route parses', () => {
    const change = openApiDocument().paths['/api/auth/password']!.post as {
      requestBody: { content: { 'application/json': { schema: { required: string[] } } } }
    }
    expect(change.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['currentPassword', 'newPassword']),
    )
  })

  it('documents the profile change as the route parses it: either name, at most 80 characters', () => {
    const patch = openApiDocument().paths['/api/profile']!.patch as {
      requestBody: {
        content: { 'application/json': { schema: { properties: Record<string, { maxLength?: number }>; required?: string[] } } }
      }
    }
    const schema = patch.requestBody.content['application/json'].schema
    expect(schema.properties.firstname?.maxLength).toBe(80)
    expect(schema.properties.lastname?.maxLength).toBe(80)
    expect(schema.required ?? []).toEqual([])
  })

  it('documents query strings from their schemas: sub_id is required, ?key= an alternative to the body', () => {
    type Operation = {
      parameters?: { name: string; in: string; required: boolean; schema: { type?: string } }[]
      requestBody?: { required: boolean }
    }
    const doc = openApiDocument()
    const cancel = doc.paths['/api/payments/subscription/cancel']!.post as Operation
    expect(cancel.parameters).toEqual([
      { name: 'sub_id', in: 'query', required: true, schema: expect.objectContaining({ type: 'string' }) },
    ])
    const remove = doc.paths['/api/metadata']!.delete as Operation
    expect(remove.parameters).toEqual([expect.objectContaining({ name: 'key', in: 'query', required: false })])
    expect(remove.requestBody?.required).toBe(false)
  })

  it('documents ids as opaque strings (a SQL row number or a MongoDB ObjectId); bodies also take the numbers the apps send', () => {
    const doc = openApiDocument()
    const lessons = doc.paths['/api/topics/{topicId}/lessons']!.get as {
      parameters: { name: string; schema: { type: string; pattern: string } }[]
    }
    expect(lessons.parameters[0]).toMatchObject({ name: 'topicId', schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } })
    const enrol = doc.paths['/api/enrolments/course']!.post as {
      requestBody: { content: { 'application/json': { schema: { properties: { courseId: { anyOf: { type: string }[] } } } } } }
    }
    expect(enrol.requestBody.content['application/json'].schema.properties.courseId.anyOf.map((variant) => variant.type)).toEqual([
      'string',
      'integer',
    ])
  })
})

describe('the answers in the document', () => {
  type Operation = { operationId: string; responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> }
  const operations = () =>
    Object.entries(openApiDocument().paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, ...(operation as Operation) })),
    )

  it('names every operation once, for generated clients’ method names', () => {
    const ids = operations().map((operation) => operation.operationId)
    expect(ids.every((id) => /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(expect.arrayContaining(['postAuthSignup', 'getTopicsByTopicIdLessons', 'getPaymentsSubscriptions']))
    expect(openApiDocument().servers).toEqual([expect.objectContaining({ url: '/' })])
  })

  it('describes every success answer by its schema, never a bare object', () => {
    for (const operation of operations()) {
      const success = operation.responses['200'] ?? operation.responses['201']
      const [schema] = Object.values(success?.content ?? {}).map((media) => media.schema)
      expect(schema, `${operation.method} ${operation.path}`).toBeDefined()
      expect(Object.keys(schema!).length > 1 || !('type' in schema!), `${operation.method} ${operation.path}`).toBe(true)
    }
    const subscriptions = openApiDocument().paths['/api/payments/subscriptions']!.get as Operation
    const schema = subscriptions.responses['200']!.content!['application/json']!.schema as {
      properties: { subscriptions: { items: { required: string[] } } }
    }
    expect(schema.properties.subscriptions.items.required).toEqual(
      expect.arrayContaining(['subscriptionId', 'endDate', 'currency', 'platform', 'status']),
    )
  })

  it('describes refusals with the Problem shape, and 429 where a limit applies', () => {
    for (const operation of operations())
      expect(operation.responses['4XX']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Problem' })
    const signin = openApiDocument().paths['/api/auth/signin']!.post as Operation
    expect(Object.keys(signin.responses).sort()).toEqual(['200', '429', '4XX', '5XX'])
    const problem = openApiDocument().components.schemas.Problem as unknown as { properties: { error: { required: string[] } } }
    expect(problem.properties.error.required).toEqual(['title', 'message'])
  })
})

describe('the assistant’s stream', () => {
  it('documents each event as the route sends it', () => {
    // A compile-time check: the events the chat route streams fit the documented event schema.
    const sent: ChatEvent[] = [{ type: 'delta', text: 'Hello' }]
    const documented: z.infer<typeof chatEventSchema>[] = sent
    expect(chatEventSchema.safeParse(documented[0]).success).toBe(true)
  })
})
