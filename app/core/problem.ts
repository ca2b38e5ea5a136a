import type { z } from 'zod'
import { type FieldErrors, fieldErrors } from '@schemas/auth/password-rules'

/**
 * A refusal a person can act on: shown on forms, sent by the API as {"error":{title,message}}.
 * A 429 carries `retryAfterSeconds`, which every answer made of it sends as Retry-After.
 */
export type Problem = { status: number; title: string; message: string; fieldErrors?: FieldErrors; retryAfterSeconds?: number }

export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message)
  }
}

export const problem = (status: number, title: string, message: string, fieldErrors?: FieldErrors): ProblemError =>
  new ProblemError({ status, title, message, ...(fieldErrors ? { fieldErrors } : {}) })

/** A limit refused the request: the message says what to do, Retry-After says when (seconds). */
export const tooManyProblem = (title: string, message: string, retryAfterSeconds: number): ProblemError =>
  new ProblemError({ status: 429, title, message, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) })

/** The headers an answer made of `problem` carries beside `extra`: Retry-After for a limit. */
export function problemHeaders({ retryAfterSeconds }: Problem, extra?: HeadersInit): Headers {
  const headers = new Headers(extra)
  if (retryAfterSeconds) headers.set('Retry-After', String(retryAfterSeconds))
  return headers
}

/**
 * Every API refusal has one shape: {"error":{"title":…,"message":…,"fields"?:…}} with a 4xx status —
 * the site's /api routes and the admin host's own routes (the funnel report CSV) alike.
 */
export function errorResponse(problem: Problem, headers?: HeadersInit): Response {
  const { status, title, message, fieldErrors: fields } = problem
  return Response.json({ error: { title, message, ...(fields ? { fields } : {}) } }, { status, headers: problemHeaders(problem, headers) })
}

export const notFound = (what: string) => problem(404, 'Not found', `${what} was not found.`)

/** The input parsed by `schema`, or a 400 problem titled `title` listing each field's errors. */
export function parseOrProblem<S extends z.ZodType>(schema: S, input: unknown, title: string): z.infer<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const errors = fieldErrors(parsed.error)
  throw problem(400, title, Object.values(errors).flat().join(' '), errors)
}
