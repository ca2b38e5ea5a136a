import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/ui/error-boundary'

/** `/onboarding` without an id starts the default funnel, keeping the query string (ad parameters). */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/onboarding/challenge_v1${new URL(request.url).search}`)
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
