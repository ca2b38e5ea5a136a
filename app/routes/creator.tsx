import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { GrowthProjection, LandingPage, landingHeaders, landingMeta } from '~/landing'
import { loadLandingPage } from '~/landing/index.server'

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
