import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { LandingPaywall } from '~/landing'
import { formAction, formObject } from '~/http/form.server'
import { pageData } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { loadRenewPaywall, startRenewCheckout } from '~/payments/index.server'

export const meta: MetaFunction = () => [{ title: 'Renew your access' }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(() => loadRenewPaywall(request, student))
}

export async function action({ request }: ActionFunctionArgs) {
  const student = await requireStudent(request)
  return formAction(async () => {
    const order = await startRenewCheckout(request, student, await formObject(request))
    return redirect(`/payment?order=${order.id}&from=renew`, { status: 303 })
  })
}

/** The renewal paywall for students whose subscription has ended (spec: /subscriptions/renew). */
export default LandingPaywall

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
