import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { requireStaffPreview } from '~/funnel/index.server'
import { StudioPreviewPage, funnelLinks } from '~/funnel'
import { GeneralErrorBoundary } from '~/ui/error-boundary'

// The funnel studio's phone preview, framed by the admin (issue #31). Drafts arrive by postMessage;
// their paywalls come from /studio-preview/paywalls.

export const links = funnelLinks
export const meta: MetaFunction = () => [{ title: 'Funnel preview' }, { name: 'robots', content: 'noindex' }]
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaffPreview(request)
  return { ok: true }
}

export default StudioPreviewPage

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
