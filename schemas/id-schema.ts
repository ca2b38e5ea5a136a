import { z } from 'zod'
import { ID_PATTERN } from './id'

/**
 * An id in a route, a query string or a form field: an opaque string of the id charset (see id.ts),
 * so a SQL row number ("31") and a MongoDB ObjectId both pass and anything else is refused before
 * it reaches the database.
 */
export const idString = z.string().regex(ID_PATTERN, 'An id is 1–64 letters, digits, _ or -.')

/**
 * An id in a JSON body: the string form, or — as the apps have always sent SQL ids — a positive
 * whole number, normalised to its string ("31"), so the code behind sees one form whatever the
 * client sent.
 */
export const idInput = z.union([
  idString,
  z
    .int()
    .positive()
    .transform((id) => String(id)),
])
