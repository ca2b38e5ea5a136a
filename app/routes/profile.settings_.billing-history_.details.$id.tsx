import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AppShell } from '~/learning/ui/app-shell'
import { formatDay } from '~/payments/rules/billing-dates'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { pageData, parseId } from '~/http/route.server'
import { requireStudent } from '~/auth/server/session.server'
import { getTransaction } from '~/payments/server/billing.server'
import { cardText, transactionStatusLabel } from '~/payments/rules/transaction-label'
import { paymentErrorMessage } from '~/payments/rules/error-codes'
import { formatPrice } from '~/payments/rules/currency'

export const meta: MetaFunction = () => [{ title: 'Payment details' }]

export async function loader({ request, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request)
  const id = parseId(params.id)
  return pageData(async () => ({ transaction: await getTransaction(student, id) }))
}

export default function TransactionDetails() {
  const { transaction } = useLoaderData<typeof loader>()
  return (
    <AppShell title="Payment details">
      <dl className="card details-list">
        <dt>Date</dt>
        <dd>{formatDay(transaction.date)}</dd>
        <dt>Description</dt>
        <dd>{transaction.description}</dd>
        <dt>Amount</dt>
        <dd>{formatPrice(transaction.amountCents, transaction.currency)}</dd>
        <dt>Status</dt>
        <dd>
          {transaction.status === 'success'
            ? transactionStatusLabel(transaction)
            : `Declined — ${paymentErrorMessage(transaction.errorCode ?? undefined)}`}
        </dd>
        {transaction.cardLast4 ? (
          <>
            <dt>Card</dt>
            <dd>{cardText(transaction.cardLast4)}</dd>
          </>
        ) : null}
        <dt>Reference</dt>
        <dd>#{transaction.id}</dd>
      </dl>
      <Link to="/profile/settings/billing-history">Back to billing history</Link>
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
