import { protocol } from '../../product'
import { maskPan, solidgateTime } from './simulator-helpers'

/** The simulator's records and how Solidgate writes them: an order with its transactions. */
export type Tx = {
  id: string
  operation: 'pay' | 'recurring' | 'refund'
  status: 'processing' | 'verify' | 'success' | 'fail'
  amount: number
  createdAt: Date
  updatedAt: Date
  errorCode?: string
}
export type SimOrder = {
  orderId: string
  guid: string
  amount: number
  currency: string
  description: string
  title: string
  email?: string
  successUrl: string
  failUrl: string
  webhookUrl: string
  status: 'created' | 'processing' | '3ds_verify' | 'approved' | 'auth_failed' | 'refunded'
  createdAt: Date
  updatedAt: Date
  card?: { number: string; holder: string; month: string; year: string }
  /** The saved card's token once a payment succeeded (Solidgate tokenizes every approved card). */
  token?: string
  transactions: Tx[]
}

/** What Solidgate's catalogue calls a decline code (the product's catalogue, app/payments/rules/error-codes.ts). */
const meaningOf = (code: string) => protocol().solidgateErrorCodes[code]?.[0] ?? 'Declined'

function errorBody(code: string) {
  const meaning = meaningOf(code)
  return { code, messages: [meaning], recommended_message_for_user: meaning }
}

function txBody(order: SimOrder, tx: Tx, withToken: boolean) {
  return {
    id: tx.id,
    operation: tx.operation,
    status: tx.status,
    descriptor: 'SIMULATOR',
    amount: tx.amount,
    currency: order.currency,
    created_at: solidgateTime(tx.createdAt),
    updated_at: solidgateTime(tx.updatedAt),
    ...(order.card
      ? {
          card: {
            number: maskPan(order.card.number),
            card_holder: order.card.holder,
            card_exp_month: order.card.month,
            card_exp_year: order.card.year,
            brand: order.card.number.startsWith('5') ? 'MASTERCARD' : 'VISA',
            country: 'GBR',
            card_type: 'CREDIT',
          },
        }
      : {}),
    ...(withToken && order.token && tx.operation !== 'refund' && tx.status === 'success' ? { card_token: { token: order.token } } : {}),
    ...(tx.errorCode ? { error: { code: tx.errorCode, recommended_message_for_user: meaningOf(tx.errorCode) } } : {}),
  }
}

/**
 * The order report: the status answer and the webhook body are the same shape. Only the signed
 * webhook, which goes to the merchant's own URL, carries the saved card's token.
 */
export function orderReport(order: SimOrder, audience: 'webhook' | 'api') {
  const refunded = order.transactions
    .filter((tx) => tx.operation === 'refund' && tx.status === 'success')
    .reduce((sum, tx) => sum + tx.amount, 0)
  const txs = order.transactions.map((tx) => txBody(order, tx, audience === 'webhook'))
  const declined = order.status === 'auth_failed' ? order.transactions.at(-1) : undefined
  return {
    order: {
      order_id: order.orderId,
      status: order.status,
      amount: order.amount,
      currency: order.currency,
      processing_amount: order.amount,
      processing_currency: order.currency,
      refunded_amount: refunded,
      descriptor: 'SIMULATOR',
      order_description: order.description,
      ...(order.email ? { customer_email: order.email } : {}),
      created_at: solidgateTime(order.createdAt),
      updated_at: solidgateTime(order.updatedAt),
    },
    ...(txs.length ? { transaction: txs.at(-1), transactions: Object.fromEntries(txs.map((tx) => [tx.id, tx])) } : {}),
    // A declined order also carries its decline at the top level, beside order and transactions.
    ...(declined?.errorCode ? { error: errorBody(declined.errorCode) } : {}),
  }
}
