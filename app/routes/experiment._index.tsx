import { type LoaderFunctionArgs, redirect } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { assignExperimentVariant } from '~/funnel/index.server'

/** `/experiment` sends each visitor to their variant of the 100k challenge, the same one every time. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { location, headers } = await assignExperimentVariant(request)
  return redirect(location, { headers })
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
