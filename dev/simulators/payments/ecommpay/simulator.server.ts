import { randomInt, randomUUID } from 'node:crypto'
import type { SignableParams } from '../../../../app/payments/server/signatures.server'
import { cardFormPage, errorPage, threeDsPage } from './simulator-pages'
import { amountText, cardProblem, ecommpayTime, gateError, isHttpUrl, isRecord, maskPan, readForm, redirect } from './simulator-helpers'
import { findTestCard, threeDsFailure, type EcommpayTestCard } from './test-cards'
import { pushNewest } from '../shared/keep-newest'
import { protocol } from '../../product'
import { memoryTable, type RecordTable } from '../../shared/records'

/**
 * A local Ecommpay: the Payment Page (`page/payment?…`, a card form whose test card chooses the
 * outcome, see ./test-cards.ts), signed callbacks to merchant_callback_url, and the Gate API's
 * `api/v2/payment/status` and `api/v2/payment/card/refund`. It checks what the real service
 * checks: signatures, project id, required parameters, amount and currency, unique payment_id.
 *
 * Payments and saved cards live in `tables` (the database in a running site, so any process serves
 * any payment: dev/simulators/shared/records.ts; memory by default), up to `maxPayments` each. Unlike the real service it needs merchant_callback_url in the page request (the real one falls
 * back to the URL configured for the project) and it delivers each callback once, without retries.
 */
export type EcommpaySimulatorOptions = {
  projectId: number
  secretKey: string
  /**
   * Origins the merchant URLs may point at, so even a leaked key cannot sign a page that redirects
   * visitors elsewhere or makes the server POST to any address; the route passes the site's own origin.
   */
  merchantOrigins?: readonly string[]
  fetch?: typeof fetch
  now?: () => Date
  /** How many payments, and saved cards, it keeps; past that the oldest are forgotten (default 5,000). */
  maxPayments?: number
  /** Where payments (by payment id) and saved cards (by recurring id) are kept. */
  tables?: EcommpayTables
}

type Operation = {
  id: number
  type: 'sale' | 'recurring' | 'refund'
  status: string
  createdAt: Date
  date: Date
  requestId: string
  amount: number
  code: number
  message: string
}
export type SimPayment = {
  id: string
  amount: number
  currency: string
  description: string
  customerId: string
  successUrl: string
  failUrl: string
  callbackUrl: string
  status: 'new' | 'awaiting 3ds result' | 'processing' | 'success' | 'decline' | 'refunded' | 'partially refunded'
  card?: { number: string; holder: string; month: string; year: string }
  /** Asked for by the page's recurring_register; the id comes once the payment succeeds. */
  registerRecurring: boolean
  recurringId?: number
  operations: Operation[]
}

export type EcommpaySimulator = ReturnType<typeof createEcommpaySimulator>
export type SavedRecurring = { card: NonNullable<SimPayment['card']>; next?: SimChargeOutcome }
export type EcommpayTables = { payments: RecordTable<SimPayment>; recurrings: RecordTable<SavedRecurring> }

const required = ['project_id', 'payment_id', 'payment_amount', 'payment_currency', 'customer_id', 'merchant_callback_url'] as const
const knownCurrencies = new Set(Intl.supportedValuesOf('currency'))

export function createEcommpaySimulator(options: EcommpaySimulatorOptions) {
  const { oneAtATime, ecommpaySignature, verifyEcommpaySignature } = protocol()
  const maxPayments = options.maxPayments ?? 5000
  const { payments, recurrings } = options.tables ?? {
    payments: memoryTable<SimPayment>(maxPayments),
    recurrings: memoryTable<SavedRecurring>(maxPayments),
  }
  /** One request at a time per payment in this process: a double submit sees the first one's outcome. */
  const serially = oneAtATime()
  const save = (payment: SimPayment) => payments.set(payment.id, payment)
  const deliveries = new Set<Promise<unknown>>()
  const sent: { url: string; body: string; status: number | 'failed' }[] = []
  const now = options.now ?? (() => new Date())
  const send = options.fetch ?? fetch
  // Random rather than counted: several processes of one site hand out ids from the same records.
  const newId = () => randomInt(10_000_000, 2_147_483_647)

  /** Saves the payment's card under a new recurring id (what the next charge of it does is kept beside it). */
  async function register(payment: SimPayment) {
    if (!payment.registerRecurring || !payment.card || payment.recurringId) return
    payment.recurringId = newId()
    await recurrings.set(String(payment.recurringId), { card: payment.card })
  }

  function operation(
    payment: SimPayment,
    type: Operation['type'],
    status: string,
    amount: number,
    code = 0,
    message = 'Success',
  ): Operation {
    const at = now()
    const op = { id: newId(), type, status, createdAt: at, date: at, requestId: randomUUID(), amount, code, message }
    payment.operations.push(op)
    return op
  }

  function settle(op: Operation, status: string, code = 0, message = 'Success') {
    Object.assign(op, { status, code, message, date: now() })
  }

  /** A callback (the latest operation, with the saved card's recurring id) or the status answer (all operations, no card id). */
  function report(payment: SimPayment, ops: 'latest' | 'all'): SignableParams {
    const body: SignableParams = {
      project_id: options.projectId,
      payment: {
        id: payment.id,
        type: 'purchase',
        status: payment.status === 'new' ? 'processing' : payment.status,
        date: ecommpayTime(payment.operations.at(-1)?.date ?? now()),
        method: 'card',
        sum: { amount: payment.amount, currency: payment.currency },
        description: payment.description,
      },
      customer: { id: payment.customerId },
      ...(payment.card
        ? {
            account: {
              number: maskPan(payment.card.number),
              card_holder: payment.card.holder,
              expiry_month: payment.card.month,
              expiry_year: payment.card.year,
            },
          }
        : {}),
      ...(payment.recurringId && ops === 'latest'
        ? { recurring: { id: payment.recurringId, status: 'active', type: 'U', currency: payment.currency } }
        : {}),
    }
    const shaped = payment.operations.map((op) => operationBody(payment, op))
    if (ops === 'all') body.operations = shaped
    else body.operation = shaped.at(-1)
    return { ...body, signature: ecommpaySignature(body, options.secretKey) }
  }

  function operationBody(payment: SimPayment, op: Operation): SignableParams {
    const sum = { amount: op.amount, currency: payment.currency }
    return {
      id: op.id,
      type: op.type,
      status: op.status,
      date: ecommpayTime(op.date),
      created_date: ecommpayTime(op.createdAt),
      request_id: op.requestId,
      sum_initial: sum,
      sum_converted: sum,
      code: op.code,
      message: op.message,
      provider: {
        id: 1,
        payment_id: `sim-${op.id}`,
        date: ecommpayTime(op.date),
        auth_code: op.code === 0 ? String(op.id).slice(-6) : '',
        endpoint_id: 1,
      },
    }
  }

  /** Sends the signed callback for the payment's latest operation; resolves when delivered or failed. */
  function callback(payment: SimPayment): Promise<void> {
    const body = JSON.stringify(report(payment, 'latest'))
    const delivery = send(payment.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(10_000),
    })
      .then((response) => pushNewest(sent, { url: payment.callbackUrl, body, status: response.status }, 100))
      .catch(() => pushNewest(sent, { url: payment.callbackUrl, body, status: 'failed' }, 100))
      .finally(() => deliveries.delete(delivery))
    deliveries.add(delivery)
    return delivery
  }

  async function openPage(url: URL, base: string): Promise<Response> {
    const params = Object.fromEntries(url.searchParams)
    const { signature, ...signed } = params
    const missing = required.find((name) => !params[name])
    if (missing) return errorPage('2004', `Required field not provided: ${missing}`)
    if (!signature || !verifyEcommpaySignature({ ...signed, signature }, options.secretKey)) return errorPage('1002', 'Invalid signature')
    if (params.project_id !== String(options.projectId)) return errorPage('2442', 'Project ID not found')
    if (!/^\d+$/.test(params.payment_amount!) || Number(params.payment_amount) <= 0)
      return errorPage('502', 'Validation error: payment_amount')
    if (!/^[A-Z]{3}$/.test(params.payment_currency!) || !knownCurrencies.has(params.payment_currency!))
      return errorPage('502', 'Validation error: payment_currency')
    const urls = [params.merchant_callback_url, params.merchant_success_url, params.merchant_fail_url].filter(Boolean) as string[]
    if (!urls.every((url) => isHttpUrl(url) && (!options.merchantOrigins || options.merchantOrigins.includes(new URL(url).origin)))) {
      return errorPage('502', 'Validation error: merchant URL')
    }
    return serially(params.payment_id!, () => openPayment(params, base))
  }

  async function openPayment(params: Record<string, string>, base: string): Promise<Response> {
    const existing = await payments.get(params.payment_id!)
    if (existing && existing.status !== 'new') return errorPage('3041', 'Payment ID already exists')
    const payment: SimPayment = existing ?? {
      id: params.payment_id!,
      amount: Number(params.payment_amount),
      currency: params.payment_currency!,
      description: params.payment_description ?? '',
      customerId: params.customer_id!,
      callbackUrl: params.merchant_callback_url!,
      successUrl: params.merchant_success_url ?? params.merchant_callback_url!,
      failUrl: params.merchant_fail_url ?? params.merchant_callback_url!,
      status: 'new',
      registerRecurring: params.recurring_register === '1' || params.recurring_register === 'true',
      operations: [],
    }
    if (existing && (existing.amount !== Number(params.payment_amount) || existing.currency !== params.payment_currency)) {
      return errorPage('3041', 'Payment ID already exists')
    }
    await save(payment)
    return cardFormPage(formView(payment, base))
  }

  function formView(payment: SimPayment, base: string, error?: string) {
    return {
      action: `${base}page/pay`,
      projectId: options.projectId,
      paymentId: payment.id,
      amountText: amountText(payment),
      description: payment.description,
      ...(error ? { error } : {}),
    }
  }

  /** Where the buyer goes once a payment is past the form (also for a repeated submit). */
  function afterForm(payment: SimPayment, base: string): Response {
    if (payment.status === 'awaiting 3ds result') return threeDsPage(`${base}page/3ds`, options.projectId, payment.id)
    return redirect(payment.status === 'decline' ? payment.failUrl : payment.successUrl)
  }

  async function pay(request: Request, base: string): Promise<Response> {
    const form = await readForm(request)
    if (!form || form.project_id !== String(options.projectId) || !form.payment_id) return errorPage('3061', 'Transaction not found')
    return serially(form.payment_id, () => payOnce(form, base))
  }

  async function payOnce(form: NonNullable<Awaited<ReturnType<typeof readForm>>>, base: string): Promise<Response> {
    const payment = await payments.get(form.payment_id!)
    if (!payment) return errorPage('3061', 'Transaction not found')
    if (payment.status !== 'new') return afterForm(payment, base) // a repeated or concurrent submit charges nothing
    const problem = cardProblem(form, now())
    if (problem) return cardFormPage(formView(payment, base, problem), 422)
    const card = findTestCard(form.card_number!)!
    const [month, year] = form.expiry!.split('/').map((part) => part.trim())
    payment.card = { number: card.number, holder: form.card_holder!.trim(), month: month!, year: `20${year}` }
    await charge(payment, card)
    return afterForm(payment, base)
  }

  /** Decides and saves the outcome (a second submit, waiting for this one, sees it), then reports it. */
  async function charge(payment: SimPayment, card: EcommpayTestCard) {
    if (card.outcome === '3ds') {
      payment.status = 'awaiting 3ds result'
      operation(payment, 'sale', 'awaiting 3ds result', payment.amount, 0, 'Awaiting 3DS result')
      return save(payment)
    }
    if (card.outcome === 'processing') {
      payment.status = 'processing'
      operation(payment, 'sale', 'processing', payment.amount, 19999, 'Awaiting processing')
      return save(payment) // no callback until the merchant asks for the status
    }
    const declined = card.outcome === 'decline'
    payment.status = declined ? 'decline' : 'success'
    if (!declined) await register(payment)
    operation(payment, 'sale', payment.status, payment.amount, declined ? Number(card.code) : 0, declined ? card.message : 'Success')
    await save(payment)
    await callback(payment)
  }

  async function threeDs(request: Request, base: string): Promise<Response> {
    const form = await readForm(request)
    if (!form || form.project_id !== String(options.projectId) || !form.payment_id) return errorPage('3061', 'Transaction not found')
    return serially(form.payment_id, async () => {
      const payment = await payments.get(form.payment_id!)
      if (!payment) return errorPage('3061', 'Transaction not found')
      if (payment.status !== 'awaiting 3ds result') return afterForm(payment, base)
      const op = payment.operations.at(-1)!
      if (form.decision === 'approve') {
        await register(payment)
        payment.status = 'success'
        settle(op, 'success')
      } else {
        payment.status = 'decline'
        settle(op, 'decline', Number(threeDsFailure.code), threeDsFailure.message)
      }
      await save(payment)
      await callback(payment)
      return afterForm(payment, base)
    })
  }

  /** Every Gate call: JSON with `general` (project_id, payment_id) and a signature over the whole body. */
  async function gateBody(
    request: Request,
  ): Promise<{ body: Record<string, unknown>; general: Record<string, unknown> } | { refusal: Response }> {
    let body: unknown
    try {
      body = JSON.parse(await request.text())
    } catch {
      return { refusal: gateError(400, '2003', 'Invalid JSON string') }
    }
    const general = isRecord(body) && isRecord(body.general) ? body.general : undefined
    if (!general || general.project_id === undefined || !general.payment_id)
      return { refusal: gateError(400, '2004', 'Required field not provided: general') }
    if (!verifyEcommpaySignature(body as SignableParams, options.secretKey)) return { refusal: gateError(400, '1002', 'Invalid signature') }
    if (String(general.project_id) !== String(options.projectId)) return { refusal: gateError(400, '2442', 'Project ID not found') }
    return { body: body as Record<string, unknown>, general }
  }

  /**
   * POST /v2/payment/card/recurring: a charge of a saved card. Accepted at once; decided without
   * the cardholder (no 3-D Secure) by the card's test number, unless a test set its next outcome;
   * the result goes to the callback URL.
   */
  async function recurringCharge(request: Request): Promise<Response> {
    const read = await gateBody(request)
    if ('refusal' in read) return read.refusal
    const { body, general } = read
    const requested = isRecord(body.payment) ? body.payment : {}
    const amount = requested.amount
    const currency = requested.currency
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
      return gateError(400, '502', 'Validation error: payment.amount')
    if (typeof currency !== 'string' || !knownCurrencies.has(currency)) return gateError(400, '502', 'Validation error: payment.currency')
    const callbackUrl = general.merchant_callback_url
    if (
      typeof callbackUrl !== 'string' ||
      !isHttpUrl(callbackUrl) ||
      (options.merchantOrigins && !options.merchantOrigins.includes(new URL(callbackUrl).origin))
    ) {
      return gateError(400, '502', 'Validation error: merchant_callback_url')
    }
    const recurringId = String(body.recurring_id)
    return serially(`recurring:${recurringId}`, async () => {
      const saved = await recurrings.get(recurringId)
      if (!saved) return gateError(400, '3221', 'Recurring not found')
      return chargeSaved({ body, general, recurringId, saved, amount, currency, callbackUrl })
    })
  }

  async function chargeSaved(charge: {
    body: Record<string, unknown>
    general: Record<string, unknown>
    recurringId: string
    saved: SavedRecurring
    amount: number
    currency: string
    callbackUrl: string
  }): Promise<Response> {
    const { body, general, recurringId, saved, amount, currency, callbackUrl } = charge
    const requested = isRecord(body.payment) ? body.payment : {}
    const id = String(general.payment_id)
    if (await payments.get(id)) return gateError(400, '3041', 'Payment ID already exists')
    const customer = isRecord(body.customer) ? body.customer : {}
    const payment: SimPayment = {
      id,
      amount,
      currency,
      description: typeof requested.description === 'string' ? requested.description : '',
      customerId: String(customer.id ?? id),
      successUrl: callbackUrl,
      failUrl: callbackUrl,
      callbackUrl,
      status: 'processing',
      card: saved.card,
      registerRecurring: false,
      operations: [],
    }
    const outcome = saved.next ?? cardOutcome(saved.card.number)
    if (saved.next) await recurrings.set(recurringId, { card: saved.card })
    const declined = outcome.outcome === 'decline'
    payment.status = declined ? 'decline' : 'success'
    const op = operation(
      payment,
      'recurring',
      payment.status,
      amount,
      declined ? Number(outcome.code) : 0,
      declined ? outcome.message : 'Success',
    )
    await save(payment)
    await callback(payment)
    return Response.json({ project_id: options.projectId, payment_id: id, request_id: op.requestId, status: 'success' })
  }

  async function gate(request: Request, action: 'status' | 'refund'): Promise<Response> {
    const read = await gateBody(request)
    if ('refusal' in read) return read.refusal
    const { body, general } = read
    return serially(String(general.payment_id), async () => {
      const payment = await payments.get(String(general.payment_id))
      if (!payment || payment.status === 'new') return gateError(404, '3061', 'Transaction not found')
      return action === 'status' ? status(payment) : refund(payment, (body as { payment?: unknown }).payment)
    })
  }

  async function status(payment: SimPayment): Promise<Response> {
    if (payment.status === 'processing') {
      // The bank answers once somebody asks: the payment settles and its callback (the one report
      // with the card's recurring id) is delivered before the answer, so the card is saved either way.
      await register(payment)
      payment.status = 'success'
      settle(payment.operations.at(-1)!, 'success')
      await save(payment)
      await callback(payment)
    }
    return Response.json(report(payment, 'all'))
  }

  async function refund(payment: SimPayment, requested: unknown): Promise<Response> {
    const amount = isRecord(requested) ? requested.amount : undefined
    const currency = isRecord(requested) ? requested.currency : undefined
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || typeof currency !== 'string') {
      return gateError(400, '2004', 'Required field not provided: payment.amount, payment.currency')
    }
    if (payment.status !== 'success' && payment.status !== 'partially refunded')
      return gateError(400, '3060', 'Current payment or operation status does not allow this action')
    if (currency !== payment.currency) return gateError(400, '3119', 'Request currency does not match channel currency')
    const refunded = payment.operations.filter((op) => op.type === 'refund').reduce((total, op) => total + op.amount, 0)
    if (refunded + amount > payment.amount) return gateError(400, '903', 'Exceeded allowed amount for refund')
    payment.status = refunded + amount === payment.amount ? 'refunded' : 'partially refunded'
    const op = operation(payment, 'refund', 'success', amount)
    await save(payment)
    void callback(payment)
    return Response.json({ project_id: options.projectId, payment_id: payment.id, request_id: op.requestId, status: 'success' })
  }

  return {
    /** `path` is what follows /dev/payments/ecommpay/ (the route's splat), e.g. "page/payment". */
    async handle(request: Request, path: string): Promise<Response> {
      const url = new URL(request.url)
      const base = url.pathname.slice(0, url.pathname.length - path.length)
      const route = `${request.method} ${path.replace(/\/+$/, '')}`
      if (route === 'GET page/payment') return openPage(url, base)
      if (route === 'POST page/pay') return pay(request, base)
      if (route === 'POST page/3ds') return threeDs(request, base)
      if (route === 'POST api/v2/payment/status') return gate(request, 'status')
      if (route === 'POST api/v2/payment/card/refund') return gate(request, 'refund')
      if (route === 'POST api/v2/payment/card/recurring') return recurringCharge(request)
      return new Response('Not found', { status: 404 })
    },
    /** Resolves once every callback sent so far has been delivered (or has failed). */
    async idle() {
      while (deliveries.size > 0) await Promise.all([...deliveries])
    },
    /** The callbacks sent, newest last: for tests and for looking at in a debugger. */
    sent,
    payment: (id: string) => payments.get(id),
    /** Makes the next charge of a saved card approve or decline (a card expires, runs out of funds…); false for an unknown card. */
    async setNextCharge(recurringId: string, outcome: SimChargeOutcome): Promise<boolean> {
      return serially(`recurring:${recurringId}`, async () => {
        const saved = await recurrings.get(recurringId)
        if (saved) await recurrings.set(recurringId, { ...saved, next: outcome })
        return Boolean(saved)
      })
    },
  }
}

export type SimChargeOutcome = { outcome: 'success' } | { outcome: 'decline'; code: string; message: string }

/** A saved card charges as its test number says; 3-D Secure and processing cards approve (no cardholder to ask). */
function cardOutcome(number: string): SimChargeOutcome {
  const card = findTestCard(number)
  return card?.outcome === 'decline' ? { outcome: 'decline', code: card.code, message: card.message } : { outcome: 'success' }
}
