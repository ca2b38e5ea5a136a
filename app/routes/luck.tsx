import type { LoaderFunctionArgs } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { LandingPage } from '~/components/landing/landing-page'
import { landingMeta } from '~/landing/landing-copy'
import { loadLandingPage } from '~/models/landing-page.server'

export const meta = landingMeta('/luck')

export async function loader({ request }: LoaderFunctionArgs) {
  return loadLandingPage(request, '/luck')
}

export default function Landing() {
  return <LandingPage path="/luck" />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
