import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from '@remix-run/node'
import { submitFunnelForm, loadFunnelPage, parseFunnelForm, parseFunnelRequest } from '~/funnel/index.server'
import { FunnelErrorBoundary, funnelHeaders, funnelLinks, funnelMeta, FunnelRoute } from '~/funnel'

export const headers = funnelHeaders
export const links = funnelLinks
export const meta = funnelMeta

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { page, headers } = await loadFunnelPage(request, parseFunnelRequest(request, params, 'experiment'), context.requestTime)
  return data(page, { headers })
}

/** A tap posted without JavaScript: the server moves the session on and redirects back. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  return submitFunnelForm(
    request,
    parseFunnelRequest(request, params, 'experiment'),
    await parseFunnelForm(request),
    context.clientIp ?? 'unknown',
  )
}

export default FunnelRoute

export function ErrorBoundary() {
  return <FunnelErrorBoundary />
}
