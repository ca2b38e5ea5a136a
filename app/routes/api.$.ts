import { apiHandler } from '~/http/api.server'
import { problem } from '~/core/problem'

/** Unknown /api addresses answer JSON, like the rest of the API. */
const notFound = () =>
  apiHandler(async () => {
    throw problem(404, 'Not found', 'There is no such API call. See /api/openapi.json.')
  })
export const loader = notFound
export const action = notFound
