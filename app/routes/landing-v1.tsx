import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { LandingPage, landingHeaders, landingMeta } from '~/landing'
import { loadLandingPage } from '~/landing/index.server'

export const headers = landingHeaders
export const meta = landingMeta('/landing-v1')

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, headers } = await loadLandingPage(request, '/landing-v1')
  return data(page, { headers })
}

export default function Landing() {
  return <LandingPage path="/landing-v1" />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
