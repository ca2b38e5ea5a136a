import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler } from '~/http/api.server'
import { previewPaywalls } from '~/funnel/index.server'

// The studio preview's paywalls for a draft, plain JSON for the preview's own fetch (staff only; nothing is stored).

export async function action({ request }: ActionFunctionArgs) {
  const answer = await apiHandler(() => previewPaywalls(request))
  answer.headers.set('Cache-Control', 'private, no-store')
  return answer
}
