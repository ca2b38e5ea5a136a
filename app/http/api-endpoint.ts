import type { z } from 'zod'

/** One operation of the JSON API as the OpenAPI document (app/openapi.ts) describes it. */
export type Endpoint = {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete'
  path: string
  summary: string
  body?: z.ZodType
  /** Path parameters that are not ids (ids are documented as opaque id strings). */
  pathParams?: z.ZodObject
  /** Query string fields; an endpoint with a body as well takes them in either place. */
  query?: z.ZodObject
  auth?: false
  /** The success answer's schema (schemas/api/answers): the routes' return types are checked against it. */
  answer: z.ZodType
  /** 201 for calls that store something new; 200 otherwise. */
  status?: 201
  /** An answer that is not JSON (a stream or a file): its media type; `answer` then describes it. */
  media?: string
  /** The call can answer 429 (a rate limit or a daily allowance). */
  limited?: true
  /** The method name generated clients use; made from the method and path when not given. */
  operationId?: string
}

/** Every /api call, with the same zod schemas the routes parse (so the document cannot drift). */
