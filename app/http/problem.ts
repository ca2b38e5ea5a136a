import type { z } from 'zod'
import { type FieldErrors, fieldErrors } from '~/auth/rules/password-rules'

/** A refusal a person can act on: shown on forms, sent by the API as {"error":{title,message}}. */
export type Problem = { status: number; title: string; message: string; fieldErrors?: FieldErrors }

export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message)
  }
}

export const problem = (status: number, title: string, message: string, fieldErrors?: FieldErrors): ProblemError =>
  new ProblemError({ status, title, message, ...(fieldErrors ? { fieldErrors } : {}) })

export const notFound = (what: string) => problem(404, 'Not found', `${what} was not found.`)

/** The input parsed by `schema`, or a 400 problem titled `title` listing each field's errors. */
export function parseOrProblem<S extends z.ZodType>(schema: S, input: unknown, title: string): z.infer<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const errors = fieldErrors(parsed.error)
  throw problem(400, title, Object.values(errors).flat().join(' '), errors)
}
