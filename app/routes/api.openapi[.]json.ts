import { openApiDocument } from '~/learning/openapi'

export async function loader() {
  return Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } })
}
