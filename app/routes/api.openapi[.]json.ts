import { openApiDocument } from '~/learning/api/openapi'

export async function loader() {
  return Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } })
}
