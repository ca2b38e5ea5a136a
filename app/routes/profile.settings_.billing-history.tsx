import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AppShell } from '~/learning/ui/app-shell'
import { formatDay } from '~/payments/rules/billing-dates'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageData } from '~/http/route.server'
import { requireStudent } from '~/auth/server/session.server'
import { listTransactions } from '~/payments/server/billing.server'
import { cardText, transactionStatusLabel } from '~/payments/rules/transaction-label'
import { formatPrice } from '~/payments/rules/currency'

export const meta: MetaFunction = () => [{ title: 'Billing history' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request)
  return pageData(async () => ({ transactions: await listTransactions(student) }))
}

export default function BillingHistory() {
  const { transactions } = useLoaderData<typeof loader>()
  return (
    <AppShell title="Billing history">
      {transactions.length === 0 ? <p className="card">No payments yet.</p> : null}
      <ul className="billing-list">
        {transactions.map((transaction) => (
          <li key={transaction.id} className="card">
            <Link to={`/profile/settings/billing-history/details/${transaction.id}`}>
              <span>{formatDay(transaction.date)}</span> <strong>{transaction.description}</strong>{' '}
              <span>{formatPrice(transaction.amountCents, transaction.currency)}</span> <span>{transactionStatusLabel(transaction)}</span>
              {transaction.cardLast4 ? <span> · {cardText(transaction.cardLast4)}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </AppShell>
  )
}

/** A failure to load is an error state with a way back, never a blank page. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
