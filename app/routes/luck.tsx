import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { LandingPage } from '~/components/landing/landing-page'
import { landingHeaders, landingMeta } from '~/landing/landing-copy'
import { loadLandingPage } from '~/models/landing-page.server'

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
