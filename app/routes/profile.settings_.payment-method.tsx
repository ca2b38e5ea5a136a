import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AppShell, AppErrorBoundary } from '~/shell'
import { pageData } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { loadPaymentMethod } from '~/payments/index.server'
import { PaymentMethodCard } from '~/payments'
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
