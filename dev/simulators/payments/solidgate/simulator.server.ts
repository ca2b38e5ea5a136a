import { randomUUID } from 'node:crypto'
import { amountText, cardProblem, isHttpUrl, isRecord, readForm, redirect, solidgateError } from './simulator-helpers'
import { pushNewest } from '../shared/keep-newest'
import { protocol } from '../../product'
import { memoryTable, type RecordTable } from '../../shared/records'
import { orderReport, type SimOrder, type Tx } from './simulator-report'
import { cardFormPage, errorPage, threeDsPage } from './simulator-pages'
import { findTestCard, threeDsFailureCode, type SolidgateTestCard } from './test-cards'

/**
 * A local Solidgate: the Payment Page API (`page/api/v1/init`) and its hosted page
 * (`page/payment/<guid>`, a card form whose test card chooses the outcome, see ./test-cards.ts),
 * signed card order webhooks, and the card API's `api/api/v1/status` and `api/api/v1/refund`
 * (config/env.ts points apiUrl at …/solidgate/api and the adapter appends /api/v1/…). It checks
 * what the real service checks: merchant and signature, required fields, amount and currency,
 * unique order_id; the page link expires after 24 hours.
 *
 * Orders and saved cards live in `tables` (the database in a running site, so any process serves
 * any order: dev/simulators/shared/records.ts; memory by default), up to `maxOrders` each. Webhooks
 * go to the one URL given in the options (Solidgate's is set in its dashboard), once each, without retries.
 */
export type SolidgateSimulatorOptions = {
  merchantId: string
  secretKey: string
  webhookMerchantId: string
  webhookSecretKey: string
  /** Where card order webhooks go: the site's /api/payments/solidgate/webhook. */
  webhookUrl: string
  /** Origins success_url/fail_url may point at: the site's own, so even a leaked key cannot sign a page that sends visitors elsewhere. */
  merchantOrigins?: readonly string[]
  fetch?: typeof fetch
  now?: () => Date
  /** How many orders, and saved cards, it keeps; past that the oldest are forgotten (default 5,000). */
  maxOrders?: number
  /** Where orders (by order id), the order ids of payment pages (by guid) and saved cards (by token) are kept. */
  tables?: SolidgateTables
}

export type SavedCard = { card: NonNullable<SimOrder['card']>; next?: SimChargeOutcome }
export type SolidgateTables = { orders: RecordTable<SimOrder>; guids: RecordTable<string>; tokens: RecordTable<SavedCard> }

export type SolidgateSimulator = ReturnType<typeof createSolidgateSimulator>

const knownCurrencies = new Set(Intl.supportedValuesOf('currency'))
const linkLifetimeMs = 24 * 60 * 60 * 1000

type ChargeFields = { order_id: string; amount: number; currency: string; order_description: string }

/** What Solidgate checks in any charge request: the order id, amount (minor units), currency and description. */
function readCharge<T extends Record<string, unknown>>(fields: T): (T & ChargeFields) | Response {
  if (typeof fields.order_id !== 'string' || !fields.order_id.trim()) return solidgateError(422, '2.01', 'Invalid data: order_id')
  if (typeof fields.amount !== 'number' || !Number.isInteger(fields.amount) || fields.amount <= 0)
    return solidgateError(422, '2.02', 'Invalid amount')
  if (typeof fields.currency !== 'string' || !/^[A-Z]{3}$/.test(fields.currency) || !knownCurrencies.has(fields.currency))
    return solidgateError(422, '2.03', 'Invalid currency')
  if (typeof fields.order_description !== 'string' || !fields.order_description)
    return solidgateError(422, '2.01', 'Invalid data: order_description')
  return fields as T & ChargeFields
}

export function createSolidgateSimulator(options: SolidgateSimulatorOptions) {
  const { oneAtATime, solidgateSignature, verifySolidgateSignature } = protocol()
  const maxOrders = options.maxOrders ?? 5000
  const { orders, guids, tokens } = options.tables ?? {
    orders: memoryTable<SimOrder>(maxOrders),
    guids: memoryTable<string>(maxOrders),
    tokens: memoryTable<SavedCard>(maxOrders),
  }
  /** One request at a time per order in this process: a double submit sees the first one's outcome. */
  const serially = oneAtATime()
  const deliveries = new Set<Promise<unknown>>()
  const sent: { url: string; body: string; headers: Record<string, string>; status: number | 'failed' }[] = []
  const now = options.now ?? (() => new Date())
  const send = options.fetch ?? fetch
  const save = (order: SimOrder) => orders.set(order.orderId, order)
  async function keepOrder(order: SimOrder) {
    await save(order)
    await guids.set(order.guid, order.orderId)
  }

  /** Saves the order's card under a new token (what the next charge of it does is kept beside it). */
  async function tokenize(order: SimOrder) {
    if (!order.card || order.token) return
    order.token = randomUUID().replace(/-/g, '')
    await tokens.set(order.token, { card: order.card })
  }

  function transaction(order: SimOrder, operation: Tx['operation'], status: Tx['status'], amount: number, errorCode?: string): Tx {
    const at = now()
    const tx: Tx = { id: randomUUID(), operation, status, amount, createdAt: at, updatedAt: at, ...(errorCode ? { errorCode } : {}) }
    order.transactions.push(tx)
    order.updatedAt = at
    return tx
  }

  function settle(order: SimOrder, status: SimOrder['status'], txStatus: Tx['status'], errorCode?: string) {
    const tx = order.transactions.at(-1)!
    Object.assign(tx, { status: txStatus, updatedAt: now(), ...(errorCode ? { errorCode } : {}) })
    order.status = status
    order.updatedAt = tx.updatedAt
  }

  /** Sends the signed card order webhook; resolves when delivered or failed. */
  function webhook(order: SimOrder): Promise<void> {
    const body = JSON.stringify(orderReport(order, 'webhook'))
    const headers = {
      'content-type': 'application/json',
      merchant: options.webhookMerchantId,
      signature: solidgateSignature(options.webhookMerchantId, body, options.webhookSecretKey),
      'solidgate-event-id': randomUUID(),
      'solidgate-event-created-at': now().toISOString(),
      'solidgate-event-type': 'card_gate.order.updated',
    }
    const delivery = send(order.webhookUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) })
      .then((response) => pushNewest(sent, { url: order.webhookUrl, body, headers, status: response.status }, 100))
      .catch(() => pushNewest(sent, { url: order.webhookUrl, body, headers, status: 'failed' }, 100))
      .finally(() => deliveries.delete(delivery))
    deliveries.add(delivery)
    return delivery
  }

  /** Every API call: `merchant` must be our public key and `signature` must sign the exact body. */
  async function signedJson(request: Request): Promise<{ body: Record<string, unknown> } | { refusal: Response }> {
    const text = await request.text()
    const merchant = request.headers.get('merchant')
    if (
      merchant !== options.merchantId ||
      !verifySolidgateSignature(options.merchantId, text, options.secretKey, request.headers.get('signature'))
    ) {
      return { refusal: solidgateError(401, '1.01', 'Authentication failed: merchant or signature is wrong') }
    }
    try {
      const body: unknown = JSON.parse(text)
      if (isRecord(body)) return { body }
    } catch {
      // falls through to the refusal below
    }
    return { refusal: solidgateError(422, '2.07', 'Request is empty or not a JSON object') }
  }

  function allowedUrl(value: unknown): value is string {
    return (
      typeof value === 'string' && isHttpUrl(value) && (!options.merchantOrigins || options.merchantOrigins.includes(new URL(value).origin))
    )
  }

  async function init(request: Request, pageBase: string): Promise<Response> {
    const signed = await signedJson(request)
    if ('refusal' in signed) return signed.refusal
    const order = isRecord(signed.body.order) ? readCharge(signed.body.order) : solidgateError(422, '2.01', 'Invalid data: order')
    if (order instanceof Response) return order
    if (!allowedUrl(order.success_url) || !allowedUrl(order.fail_url))
      return solidgateError(422, '2.01', 'Invalid data: success_url / fail_url')
    if (await orders.get(order.order_id)) return solidgateError(422, '5.06', 'Duplicate order')
    const customization = isRecord(signed.body.page_customization) ? signed.body.page_customization : {}
    const at = now()
    const record: SimOrder = {
      orderId: order.order_id,
      guid: randomUUID(),
      amount: order.amount,
      currency: order.currency,
      description: order.order_description,
      title: typeof customization.order_title === 'string' ? customization.order_title : order.order_description,
      ...(typeof order.customer_email === 'string' ? { email: order.customer_email } : {}),
      successUrl: order.success_url,
      failUrl: order.fail_url,
      webhookUrl: options.webhookUrl,
      status: 'created',
      createdAt: at,
      updatedAt: at,
      transactions: [],
    }
    await keepOrder(record)
    return Response.json({ url: `${pageBase}payment/${record.guid}`, guid: record.guid })
  }

  async function byGuid(guid: string): Promise<SimOrder | undefined> {
    const orderId = await guids.get(guid)
    return orderId === undefined ? undefined : orders.get(orderId)
  }

  async function openOrder(guid: string): Promise<SimOrder | Response> {
    const order = await byGuid(guid)
    if (!order) return errorPage('2.05', 'Order not found')
    if (order.status === 'created' && now().getTime() - order.createdAt.getTime() > linkLifetimeMs)
      return errorPage('0.02', 'Order expired', 410)
    return order
  }

  function formView(order: SimOrder, action: string, error?: string) {
    return { action, title: order.title, amountText: amountText(order), description: order.description, ...(error ? { error } : {}) }
  }

  /** Where the buyer goes once an order is past the form (also for a repeated submit). */
  function afterForm(order: SimOrder, pageBase: string): Response {
    if (order.status === '3ds_verify') return threeDsPage(`${pageBase}3ds/${order.guid}`)
    return redirect(order.status === 'auth_failed' ? order.failUrl : order.successUrl)
  }

  async function showForm(guid: string, pageBase: string): Promise<Response> {
    const order = await openOrder(guid)
    if (order instanceof Response) return order
    if (order.status !== 'created') return afterForm(order, pageBase)
    return cardFormPage(formView(order, `${pageBase}payment/${guid}`))
  }

  async function pay(request: Request, guid: string, pageBase: string): Promise<Response> {
    const form = await readForm(request)
    return serially(guid, () => payOnce(form, guid, pageBase))
  }

  async function payOnce(form: Awaited<ReturnType<typeof readForm>>, guid: string, pageBase: string): Promise<Response> {
    const order = await openOrder(guid)
    if (order instanceof Response) return order
    if (order.status !== 'created') return afterForm(order, pageBase) // a repeated or concurrent submit charges nothing
    if (!form) return cardFormPage(formView(order, `${pageBase}payment/${guid}`, 'Fill in the card details.'), 422)
    const problem = cardProblem(form, now())
    if (problem) return cardFormPage(formView(order, `${pageBase}payment/${guid}`, problem), 422)
    const card = findTestCard(form.card_number!)!
    const [month, year] = form.expiry!.split('/').map((part) => part.trim())
    order.card = { number: card.number, holder: (form.card_holder ?? '').trim(), month: month!, year: `20${year}` }
    await charge(order, card)
    return afterForm(order, pageBase)
  }

  /** Decides and saves the outcome (a second submit, waiting for this one, sees it), then reports it. */
  async function charge(order: SimOrder, card: SolidgateTestCard) {
    if (card.outcome === '3ds') {
      order.status = '3ds_verify'
      transaction(order, 'pay', 'verify', order.amount)
      return save(order)
    }
    if (card.outcome === 'processing') {
      order.status = 'processing'
      transaction(order, 'pay', 'processing', order.amount)
      return save(order) // no webhook until the merchant asks for the status
    }
    const declined = card.outcome === 'decline'
    order.status = declined ? 'auth_failed' : 'approved'
    if (!declined) await tokenize(order)
    transaction(order, 'pay', declined ? 'fail' : 'success', order.amount, declined ? card.code : undefined)
    await save(order)
    await webhook(order)
  }

  async function threeDs(request: Request, guid: string, pageBase: string): Promise<Response> {
    const form = await readForm(request)
    return serially(guid, async () => {
      const order = await byGuid(guid)
      if (!order) return errorPage('2.05', 'Order not found')
      if (order.status !== '3ds_verify') return afterForm(order, pageBase)
      if (form?.decision === 'approve') {
        await tokenize(order)
        settle(order, 'approved', 'success')
      } else settle(order, 'auth_failed', 'fail', threeDsFailureCode)
      await save(order)
      await webhook(order)
      return afterForm(order, pageBase)
    })
  }

  /**
   * POST /api/v1/recurring: a charge of a saved card, decided at once (no 3-D Secure without the
   * cardholder). The card's own test number decides, unless a test set the token's next outcome.
   */
  async function recurring(request: Request): Promise<Response> {
    const signed = await signedJson(request)
    if ('refusal' in signed) return signed.refusal
    const body = readCharge(signed.body)
    if (body instanceof Response) return body
    const token = typeof body.recurring_token === 'string' ? body.recurring_token : undefined
    return token ? serially(`token:${token}`, () => chargeSaved(body, token)) : solidgateError(422, '7.01', 'Card token not found')
  }

  async function chargeSaved(body: ChargeFields & Record<string, unknown>, token: string): Promise<Response> {
    const saved = await tokens.get(token)
    if (!saved) return solidgateError(422, '7.01', 'Card token not found')
    if (await orders.get(body.order_id)) return solidgateError(422, '5.06', 'Duplicate order')
    const at = now()
    const order: SimOrder = {
      orderId: body.order_id,
      guid: randomUUID(),
      amount: body.amount,
      currency: body.currency,
      description: body.order_description,
      title: body.order_description,
      ...(typeof body.customer_email === 'string' ? { email: body.customer_email } : {}),
      successUrl: '',
      failUrl: '',
      webhookUrl: options.webhookUrl,
      status: 'processing',
      createdAt: at,
      updatedAt: at,
      card: saved.card,
      token,
      transactions: [],
    }
    const outcome = saved.next ?? cardOutcome(saved.card.number)
    if (saved.next) await tokens.set(token, { card: saved.card })
    const declined = outcome.outcome === 'decline'
    order.status = declined ? 'auth_failed' : 'approved'
    transaction(order, 'recurring', declined ? 'fail' : 'success', order.amount, declined ? outcome.code : undefined)
    await keepOrder(order)
    await webhook(order)
    return Response.json(orderReport(order, 'api'))
  }

  async function api(request: Request, action: 'status' | 'refund'): Promise<Response> {
    const signed = await signedJson(request)
    if ('refusal' in signed) return signed.refusal
    const orderId = signed.body.order_id
    if (typeof orderId !== 'string' || !orderId) return solidgateError(422, '2.01', 'Invalid data: order_id')
    return serially(`order:${orderId}`, async () => {
      const order = await orders.get(orderId)
      if (!order || order.status === 'created') return solidgateError(404, '2.05', 'Order not found')
      return action === 'status' ? status(order) : refund(order, signed.body.amount)
    })
  }

  async function status(order: SimOrder): Promise<Response> {
    if (order.status === 'processing') {
      // The bank answers once somebody asks: the order settles and its webhook (the one report
      // with the card's token) is delivered before the answer, so the card is saved either way.
      await tokenize(order)
      settle(order, 'approved', 'success')
      await save(order)
      await webhook(order)
    }
    return Response.json(orderReport(order, 'api'))
  }

  async function refund(order: SimOrder, amount: unknown): Promise<Response> {
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) return solidgateError(422, '2.02', 'Invalid amount')
    if (order.status !== 'approved') return solidgateError(422, '0.03', 'Illegal operation: the order cannot be refunded in its status')
    const refunded = order.transactions.filter((tx) => tx.operation === 'refund').reduce((sum, tx) => sum + tx.amount, 0)
    if (refunded + amount > order.amount) return solidgateError(422, '2.02', 'Invalid amount: more than the order')
    transaction(order, 'refund', 'success', amount)
    if (refunded + amount === order.amount) order.status = 'refunded'
    await save(order)
    void webhook(order)
    return Response.json(orderReport(order, 'api'))
  }

  return {
    /** `path` is what follows /dev/payments/solidgate/ (the route's splat), e.g. "page/api/v1/init". */
    async handle(request: Request, path: string): Promise<Response> {
      const url = new URL(request.url)
      const base = url.pathname.slice(0, url.pathname.length - path.length)
      const pageBase = `${base}page/`
      const clean = path.replace(/\/+$/, '')
      const [, kind, guid] = /^page\/(payment|3ds)\/([\w-]{1,64})$/.exec(clean) ?? []
      if (kind === 'payment' && request.method === 'GET') return showForm(guid!, pageBase)
      if (kind === 'payment' && request.method === 'POST') return pay(request, guid!, pageBase)
      if (kind === '3ds' && request.method === 'POST') return threeDs(request, guid!, pageBase)
      const route = `${request.method} ${clean}`
      if (route === 'POST page/api/v1/init') return init(request, `${url.origin}${pageBase}`)
      if (route === 'POST api/api/v1/status') return api(request, 'status')
      if (route === 'POST api/api/v1/refund') return api(request, 'refund')
      if (route === 'POST api/api/v1/recurring') return recurring(request)
      return new Response('Not found', { status: 404 })
    },
    /** Resolves once every webhook sent so far has been delivered (or has failed). */
    async idle() {
      while (deliveries.size > 0) await Promise.all([...deliveries])
    },
    /** The webhooks sent, newest last: for tests and for looking at in a debugger. */
    sent,
    order: (orderId: string) => orders.get(orderId),
    /** Makes the next charge of a saved card approve or decline (a card expires, runs out of funds…); false for an unknown card. */
    async setNextCharge(token: string, outcome: SimChargeOutcome): Promise<boolean> {
      return serially(`token:${token}`, async () => {
        const saved = await tokens.get(token)
        if (saved) await tokens.set(token, { ...saved, next: outcome })
        return Boolean(saved)
      })
    },
  }
}

export type SimChargeOutcome = { outcome: 'success' } | { outcome: 'decline'; code: string }

/** A saved card charges as its test number says; 3-D Secure and processing cards approve (no cardholder to ask). */
function cardOutcome(number: string): SimChargeOutcome {
  const card = findTestCard(number)
  return card?.outcome === 'decline' ? { outcome: 'decline', code: card.code } : { outcome: 'success' }
}
