import type { z } from 'zod'
import { type FieldErrors, fieldErrors } from '@schemas/auth/password-rules'

/** A refusal a person can act on: shown on forms, sent by the API as {"error":{title,message}}. */
export type Problem = { status: number; title: string; message: string; fieldErrors?: FieldErrors }

export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message)
  }
}

export const problem = (status: number, title: string, message: string, fieldErrors?: FieldErrors): ProblemError =>
  new ProblemError({ status, title, message, ...(fieldErrors ? { fieldErrors } : {}) })

/**
 * Every API refusal has one shape: {"error":{"title":…,"message":…,"fields"?:…}} with a 4xx status —
 * the site's /api routes and the admin host's own routes (the funnel report CSV) alike.
 */
export function errorResponse({ status, title, message, fieldErrors: fields }: Problem, headers?: HeadersInit): Response {
  return Response.json({ error: { title, message, ...(fields ? { fields } : {}) } }, { status, headers })
}

export const notFound = (what: string) => problem(404, 'Not found', `${what} was not found.`)

/** The input parsed by `schema`, or a 400 problem titled `title` listing each field's errors. */
export function parseOrProblem<S extends z.ZodType>(schema: S, input: unknown, title: string): z.infer<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const errors = fieldErrors(parsed.error)
  throw problem(400, title, Object.values(errors).flat().join(' '), errors)
}
