import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Card, PageHeader } from '~/ui'
import { AppShell, AppErrorBoundary } from '~/shell'
import { formatDay, cardText, transactionStatusLabel, paymentErrorMessage } from '~/payments'
import { pageData, parseId } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { getTransaction } from '~/payments/index.server'
import { formatPrice } from '~/intl/currency'

export const meta: MetaFunction = () => [{ title: 'Payment details' }]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  const id = parseId(params.id)
  return pageData(async () => ({ transaction: await getTransaction(student, id) }))
}

export default function TransactionDetails() {
  const { transaction } = useLoaderData<typeof loader>()
  const card = cardText(transaction.cardLast4)
  const rows: [string, string][] = [
    ['What', transaction.description],
    ['Date', formatDay(transaction.date)],
    ['Amount', formatPrice(transaction.amountCents, transaction.currency)],
    [
      'Status',
      transaction.status === 'success'
        ? transactionStatusLabel(transaction)
        : `Declined — ${paymentErrorMessage(transaction.errorCode ?? undefined)}`,
    ],
    ...(card ? [['Card', card] as [string, string]] : []),
    ['Reference', `#${transaction.id}`],
  ]
  return (
    <AppShell>
      <PageHeader title="Payment details" back={{ to: '/profile/settings/billing-history', label: 'Billing history' }} />
      <Card>
        <dl className="details-rows">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
