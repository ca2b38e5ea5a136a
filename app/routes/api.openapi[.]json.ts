import { openApiJson } from '~/openapi'

/** The same text as docs/api/openapi.json (npm run generate:openapi; the drift check compares them). */
export async function loader() {
  return new Response(openApiJson(), { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=300' } })
}
