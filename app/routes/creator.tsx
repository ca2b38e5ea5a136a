import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { GrowthProjection } from '~/components/landing/growth-projection'
import { LandingPage } from '~/components/landing/landing-page'
import { landingHeaders, landingMeta } from '~/landing/landing-copy'
import { loadLandingPage } from '~/models/landing-page.server'

export const headers = landingHeaders
export const meta = landingMeta('/creator')

export async function loader({ request }: LoaderFunctionArgs) {
  const { page, headers } = await loadLandingPage(request, '/creator')
  return data(page, { headers })
}

export default function Landing() {
  return <LandingPage path="/creator" extra={<GrowthProjection />} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
