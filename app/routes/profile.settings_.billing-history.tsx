import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Badge, EmptyState, List, ListRow, PageHeader } from '~/ui'
import { AppShell, AppErrorBoundary } from '~/shell'
import { formatDay, cardText, transactionStatusLabel } from '~/payments'
import { pageData } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { listTransactions } from '~/payments/index.server'
import { formatPrice } from '~/intl/currency'

export const meta: MetaFunction = () => [{ title: 'Billing history' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(async () => ({ transactions: await listTransactions(student) }))
}

export default function BillingHistory() {
  const { transactions } = useLoaderData<typeof loader>()
  return (
    <AppShell>
      <PageHeader title="Billing history" back={{ to: '/profile/settings/subscriptions', label: 'Subscriptions' }} />
      {transactions.length === 0 ? <EmptyState title="No payments yet">Your payments and their receipts appear here.</EmptyState> : null}
      {transactions.length > 0 ? (
        <List label="Payments">
          {transactions.map((transaction) => {
            const card = cardText(transaction.cardLast4)
            return (
              <ListRow
                key={transaction.id}
                to={`/profile/settings/billing-history/details/${transaction.id}`}
                title={transaction.description}
                meta={`${formatDay(transaction.date)}${card ? ` · card ${card}` : ''}`}
                end={
                  <span className="billing-amount">
                    <strong>{formatPrice(transaction.amountCents, transaction.currency)}</strong>{' '}
                    <Badge tone={transaction.status === 'success' ? (transaction.kind === 'refund' ? 'neutral' : 'success') : 'danger'}>
                      {transactionStatusLabel(transaction)}
                    </Badge>
                  </span>
                }
              />
            )
          })}
        </List>
      ) : null}
    </AppShell>
  )
}

/** A failure to load is an error state with a way back, never a blank page. */
export function ErrorBoundary() {
  return <AppErrorBoundary />
}
