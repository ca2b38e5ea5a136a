import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import { submitFunnelForm } from '~/funnel/funnel-form.server'
import { loadFunnelPage } from '~/funnel/funnel-page.server'
import { FunnelErrorBoundary, funnelHeaders, funnelLinks, funnelMeta, FunnelRoute } from '~/funnel/funnel-route'
import { parseFunnelForm, parseFunnelRequest } from '~/funnel/route-input.server'

export const headers = funnelHeaders
export const links = funnelLinks
export const meta = funnelMeta

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { page, headers } = await loadFunnelPage(request, parseFunnelRequest(request, params, 'experiment'), context.requestTime)
  return data(page, { headers })
}

/** A tap posted without JavaScript: the server moves the session on and redirects back. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  return submitFunnelForm(request, parseFunnelRequest(request, params, 'experiment'), await parseFunnelForm(request), context.clientIp ?? 'unknown')
}

export default FunnelRoute

export function ErrorBoundary() {
  return <FunnelErrorBoundary />
}
