import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { LandingPage, landingHeaders, landingMeta } from '~/landing'
import { loadLandingPage } from '~/landing/index.server'

export const headers = landingHeaders
export const meta = landingMeta('/luck')

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, headers } = await loadLandingPage(request, '/luck')
  return data(page, { headers })
}

export default function Landing() {
  return <LandingPage path="/luck" />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
