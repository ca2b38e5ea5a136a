import { data, redirect, redirectDocument } from '@remix-run/node'
import { ProblemError, problemHeaders } from '../../core/problem'
import { type FunnelEvent, selectCurrentScreen, selectCurrentScreenId, toPersistedFunnel } from '@engine'
import { engineEvents } from '../rules/form-events'
import { findOwnedSession, saveFunnelSession } from './funnel-session.server'
import { createPendingOrder } from '~/payments/index.server'
import { loadPaywalls } from './paywall.server'
import { requestCurrency } from '../../http/request-country'
import { readVisitor } from '../../core/visitor-cookies.server'
import { recordTracked } from './events.server'
import { eventContextOf } from '~/analytics/index.server'
import { requireFunnel, variantOf } from './funnel-page.server'
import { applyEvents, passLoaders, startOrRestore } from './machine.server'
import { refusalMessage } from '../rules/refusal'
import type { FunnelForm, FunnelRequest } from './route-input.server'

/**
 * A tap posted as a plain form (no JavaScript yet, or none at all): restore the visitor's session
 * on the server, run the tap through the engine, save, and redirect back so the page shows the
 * next screen (post/redirect/get). Checkout records a pending order and goes on to /payment.
 */
export async function submitFunnelForm(request: Request, input: FunnelRequest, form: FunnelForm, clientIp: string) {
  const { definition, preview } = await requireFunnel(request, input)
  const visitor = await readVisitor(request)
  const existing = await findOwnedSession(request, visitor.id, definition.id)
  const start = startOrRestore(definition, existing?.state, existing?.createdAt ?? new Date().toISOString())
  const screen = selectCurrentScreen(start.snapshot, definition)
  const headers = new Headers()
  if (visitor.setCookie) headers.append('Set-Cookie', visitor.setCookie)
  // A second tap on a screen already left (a double submit, the back button of the browser) changes nothing.
  if (!screen || screen.id !== form.screenId) return redirect(request.url, { status: 303, headers })

  const checkout = form.event === 'paywall.checkout'
  const paywall = checkout ? (await loadPaywalls(definition, requestCurrency(request)))[screen.id] : undefined
  const plan = paywall?.plans.find((candidate) => candidate.id === form.planId) ?? paywall?.plans[paywall.defaultPlanIndex]
  const events = checkout ? (plan ? checkoutEvents(plan.id) : []) : engineEvents(screen, form)
  const stepped = passLoaders(definition, applyEvents(definition, start.snapshot, events))

  const variant = await variantOf(input.mode, definition.id)
  const saved = await saveFunnelSession({
    request,
    clientIp,
    visitorId: visitor.id,
    funnelId: definition.id,
    variant,
    persisted: toPersistedFunnel(stepped.snapshot, new Date().toISOString()),
    existing,
  }).catch((error: unknown) => {
    if (error instanceof ProblemError) {
      throw new Response(error.problem.message, { status: error.problem.status, headers: problemHeaders(error.problem) })
    }
    throw error
  })
  if (saved.setCookie) headers.append('Set-Cookie', saved.setCookie)
  const context = await eventContextOf(request, preview ? 'verified' : 'none')
  await recordTracked(visitor.id, definition.id, variant, [...start.tracked, ...stepped.tracked], context)

  if (checkout && plan && saved.session && stepped.snapshot.status === 'done') {
    const order = await createPendingOrder(saved.session, plan)
    return redirectDocument(`/payment?order=${order.id}`, { status: 303, headers })
  }
  if (stepped.snapshot.status === 'done') return redirect('/', { status: 303, headers })
  const refused = form.event === 'nav.next' && selectCurrentScreenId(stepped.snapshot) === screen.id
  const error = refused ? refusalMessage(screen) : undefined
  if (error) return data({ error, screenId: screen.id }, { status: 400, headers })
  return redirect(request.url, { status: 303, headers })
}

function checkoutEvents(planId: string): FunnelEvent[] {
  return [
    { type: 'plan.select', planId },
    { type: 'paywall.checkout', planId },
  ]
}
