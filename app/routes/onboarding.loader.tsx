import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { ownedOrder } from '~/auth/index.server'
import { pageData } from '~/http/route.server'

// The CSP allows no inline script without a nonce: the page refreshes itself with a meta tag.
export const meta: MetaFunction = () => [{ title: 'Processing your payment' }, { httpEquiv: 'refresh', content: '3' }]

export async function loader({ request }: LoaderFunctionArgs) {
  return pageData(async () => {
    const order = await ownedOrder(request, new URL(request.url).searchParams.get('order'))
    if (order.status === 'paid') throw redirect(`/onboarding/set-email?order=${order.id}`)
    if (order.status === 'failed' || order.status === 'cancelled') throw redirect(`/experiment/fail-payment?order=${order.id}`)
    return { status: order.status }
  })
}

export default function PaymentLoader() {
  return (
    <main className="auth-page" aria-busy="true">
      <h1>Processing your payment…</h1>
      <p role="status">This takes a few seconds. The page moves on by itself.</p>
    </main>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
