import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { legalMeta, LegalRoute } from '~/landing'
import { getLegalPage } from '~/landing/index.server'

export const meta = legalMeta

export async function loader() {
  const page = await getLegalPage('privacy')
  if (!page) throw new Response('This page has not been published yet.', { status: 404 })
  return { page }
}

export default LegalRoute

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
