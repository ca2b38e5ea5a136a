import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { LandingPaywall } from '~/landing'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { loadLandingPaywall, startLandingCheckout } from '~/landing/index.server'
import { formAction, formObject } from '~/http/form.server'

export const meta: MetaFunction = () => [{ title: 'Choose your plan' }, { name: 'robots', content: 'noindex' }]

export async function loader({ request }: LoaderFunctionArgs) {
  return loadLandingPaywall(request, 'creator')
}

export async function action({ request }: ActionFunctionArgs) {
  return formAction(async () => {
    const order = await startLandingCheckout(request, 'creator', await formObject(request))
    return redirect(`/payment?order=${order.id}&from=creator`, { status: 303 })
  })
}

export default LandingPaywall

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
