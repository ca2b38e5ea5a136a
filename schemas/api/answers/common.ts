import { z } from 'zod'

/**
 * Pieces every answer of the JSON API is built from. Answers are closed objects (z.strictObject):
 * the document promises exactly these fields, and the integration tests hold each answer to it.
 */

/** An id as the database gives it: a number on SQLite and PostgreSQL, an ObjectId string on MongoDB. */
export const storedId = z.union([z.int(), z.string()])

/** A moment as the server stores it: an ISO 8601 date-time. */
export const timestamp = z.string().describe('ISO 8601 date-time')

/** A calendar day, YYYY-MM-DD. */
export const day = z.string().describe('YYYY-MM-DD')

/** An answer whose only news is that it worked (logout, profile deletion). */
export const okAnswer = z.strictObject({ ok: z.literal(true) })

/**
 * Every refusal (app/core/problem.ts): a 4xx, or a 5xx when the server or a model failed, with a
 * title and a message written for a person; a refused form also lists each field's messages.
 */
export const problemAnswer = z.strictObject({
  error: z.strictObject({
    title: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
})
