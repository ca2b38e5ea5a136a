import { openApiJson } from '~/openapi'

/** Made from the code alone, so once per process: converting every schema took 35–150 ms of CPU per request. */
let document: string | undefined

/** The same text as docs/api/openapi.json (npm run generate:openapi; the drift check compares them). */
export async function loader() {
  document ??= openApiJson()
  return new Response(document, { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=300' } })
}
