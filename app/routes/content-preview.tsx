import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { ContentPreviewPage } from '~/content-preview'
import { loadContentPreview } from '~/content-preview/index.server'
import { pageData } from '~/http/route.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'

// The admin's live preview of landing cards, courses, lessons and tips (issue #47 item 12), framed
// by the editor (admin.livePreview) or opened in a tab (admin.preview). Content staff only.

export const meta: MetaFunction = () => [{ title: 'Content preview' }, { name: 'robots', content: 'noindex' }]
export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export async function loader({ request }: LoaderFunctionArgs) {
  return pageData(() => loadContentPreview(request))
}

export default ContentPreviewPage

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
