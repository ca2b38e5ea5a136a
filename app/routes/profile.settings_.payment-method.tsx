import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AppShell } from '~/learning/ui/app-shell'
import { AppErrorBoundary } from '~/learning/ui/app-error-boundary'
import { pageData } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { loadPaymentMethod } from '~/payments/server/payment-method.server'
import { PaymentMethodCard } from '~/payments/ui/payment-method-card'
import { PageHeader } from '~/ui'

export const meta: MetaFunction = () => [{ title: 'Payment method' }]

/** Where the portal call (GET /api/subscription/portal) sends a student to manage how they pay. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(() => loadPaymentMethod(student))
}

export default function PaymentMethod() {
  const method = useLoaderData<typeof loader>()
  return (
    <AppShell>
      <PageHeader title="Payment method" back={{ to: '/profile/settings/subscriptions', label: 'Subscriptions' }} />
      <PaymentMethodCard method={method} />
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
