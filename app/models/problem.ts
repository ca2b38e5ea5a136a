import type { FieldErrors } from '~/learning/password-rules'

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
