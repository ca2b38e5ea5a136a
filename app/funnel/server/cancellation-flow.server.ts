import { selectCurrentScreen } from '@engine/selectors'
import type { FunnelDefinition } from '@schemas/funnel/definition'
import type { Screen } from '@schemas/screens'
import type { SessionStudent } from '../../core/session.server'
import { problem, ProblemError } from '../../core/problem'
import { readVisitor } from '../../core/visitor-cookies.server'
import { eventContextOf } from '~/analytics/index.server'
import {
  acceptSaveOffer,
  answeredCancellation,
  beginCancellationAttempt,
  cancelFromAttempt,
  cancellationOffers,
  ownSubscriptionView,
  refuseUnlessCancellable,
  startCancellation,
} from '~/payments/index.server'
import { buildFrame } from '../rules/frame'
import { buildScreenView } from '../rules/screen-view'
import { saveOfferTerms } from '../rules/save-offer-terms'
import type { FrameState } from '../rules/types'
import { type CancellationForm, type CancellationQuery, reasonOf, replayTaps } from './cancellation-input.server'
import { type CancellationPage, type FlowState, outcomePath } from '../rules/cancellation-page'
import { recordTracked } from './events.server'
import { liveCancellationFunnel } from './live-cancellation-funnel.server'
import { applyEvents, type Stepped } from './machine.server'
import { engineEvents } from '../rules/form-events'

type Flow = { student: SessionStudent; request: Request; definition: FunnelDefinition; planName: string; endDate: string }

/** The student's own subscription that may still be cancelled, and the live flow to play before it. */
async function openFlow(request: Request, student: SessionStudent, subscriptionId: string): Promise<Flow> {
  const subscription = await ownSubscriptionView(student, subscriptionId)
  refuseUnlessCancellable(subscription)
  const definition = await liveCancellationFunnel()
  return { student, request, definition, planName: subscription.planName, endDate: subscription.endDate }
}

/** Funnel events as any funnel's, so the report shows the flow's drop-off; a new visitor cookie rides along. */
async function track(flow: Flow, stepped: Pick<Stepped, 'tracked'>): Promise<string | undefined> {
  const visitor = await readVisitor(flow.request)
  const context = await eventContextOf(flow.request, 'none')
  await recordTracked(visitor.id, flow.definition.id, undefined, stepped.tracked, context)
  return visitor.setCookie
}

/**
 * The page at its address: the flow's first screen, the confirm step of Cancel anyway, or how an
 * answered attempt ended. It records nothing — a page is also read again after every tap — so the
 * start is `startCancellationFlow`.
 */
export async function loadCancellation(request: Request, student: SessionStudent, query: CancellationQuery) {
  // Where an answer sends the student (post, then redirect): how the cancellation ended, also when read again.
  const answered = query.attempt ? await answeredCancellation(student, query.attempt) : null
  if (answered) return { page: answered.outcome === 'saved' ? savedPage(answered.message) : cancelledPage() }
  // Read again after the post that cancelled it (a form posted before JavaScript), the page says so rather than fail.
  const flow = await openFlow(request, student, query.subscription).catch((error: unknown) => {
    if (error instanceof ProblemError && error.problem.status === 409) return error.problem.message
    throw error
  })
  if (typeof flow === 'string') return { page: { view: 'done', outcome: 'cancelled', message: flow } satisfies CancellationPage }
  const state: FlowState = { subscriptionId: query.subscription, ...(query.attempt ? { attemptId: query.attempt } : {}), taps: query.taps }
  if (query.confirm) return { page: { view: 'confirm', planName: flow.planName, endDate: flow.endDate, state } satisfies CancellationPage }
  const start = replayTaps(flow.definition, [], new Date().toISOString())
  return { page: screenPage(flow, start.snapshot, { subscriptionId: query.subscription, taps: [] }) }
}

/**
 * Cancel subscription, tapped on the Subscriptions page: the attempt is recorded (abandoned until it
 * ends, so a student who leaves at the first question is counted too) and the flow starts (its
 * funnel events say so) on its first screen.
 */
export async function startCancellationFlow(request: Request, student: SessionStudent, subscriptionId: string) {
  const flow = await openFlow(request, student, subscriptionId)
  const started = await beginCancellationAttempt(student, subscriptionId, flow.definition.id)
  const start = replayTaps(flow.definition, [], new Date().toISOString())
  const setCookie = await track(flow, start)
  return { page: screenPage(flow, start.snapshot, { subscriptionId, attemptId: String(started.attemptId), taps: [] }), setCookie }
}

/**
 * A tap on the flow: the engine moves on (a reason leads to its offer); an offer shows the prices
 * and dates this subscription would get. The accept button of an offer saves the
 * subscription with it; the goodbye's button cancels.
 */
export async function tapCancellation(request: Request, student: SessionStudent, form: CancellationForm) {
  const flow = await openFlow(request, student, form.subscription)
  const now = new Date().toISOString()
  const { snapshot } = replayTaps(flow.definition, form.taps, now)
  const screen = selectCurrentScreen(snapshot, flow.definition)
  const state: FlowState = { subscriptionId: form.subscription, ...(form.attempt ? { attemptId: form.attempt } : {}), taps: form.taps }
  // A second tap on a screen already left (a double submit) shows where the flow is now.
  if (!screen || screen.id !== form.screenId) return { page: screenPage(flow, snapshot, state) }

  const stepped = applyEvents(flow.definition, snapshot, engineEvents(screen, { event: form.event }))
  if (screen.type === 'SaveOffer' && stepped.snapshot.status === 'done') {
    if (!form.attempt)
      throw problem(409, 'Start again', 'This cancellation was interrupted. Please open your subscriptions and start again.')
    const reason = reasonOf(flow.definition, snapshot)
    const setCookie = await track(flow, stepped)
    if (screen.offer && form.offered)
      await acceptSaveOffer(student, form.attempt, screen.offer, reason ?? { value: 'none', label: 'No reason given' })
    else await cancelFromAttempt(student, form.attempt, reason)
    return { redirectTo: outcomePath(form.subscription, form.attempt), setCookie }
  }

  const next = selectCurrentScreen(stepped.snapshot, flow.definition)
  const moved: FlowState = { ...state, taps: [...form.taps, form.event] }
  if (next?.type !== 'SaveOffer') return { page: screenPage(flow, stepped.snapshot, moved), setCookie: await track(flow, stepped) }
  // The attempt began at the Cancel tap; a page opened at its address without one begins it here.
  const { attemptId, offers } = form.attempt
    ? { attemptId: form.attempt, offers: await cancellationOffers(student, form.subscription) }
    : await startCancellation(student, form.subscription, flow.definition.id)
  const terms = next.offer ? saveOfferTerms(next.offer, offers) : null
  const setCookie = await track(flow, stepped)
  return {
    page: screenPage(flow, stepped.snapshot, { ...moved, attemptId: String(attemptId), offered: terms !== null }, terms ?? undefined),
    setCookie,
  }
}

/** The second tap of Cancel anyway: cancels, with the reason when one was given (an attempt begins here if none has). */
export async function confirmCancellation(
  request: Request,
  student: SessionStudent,
  form: Omit<CancellationForm, 'screenId' | 'event' | 'offered'>,
) {
  const flow = await openFlow(request, student, form.subscription)
  const { snapshot } = replayTaps(flow.definition, form.taps, new Date().toISOString())
  const attemptId = form.attempt ?? String((await beginCancellationAttempt(student, form.subscription, flow.definition.id)).attemptId)
  await cancelFromAttempt(student, attemptId, reasonOf(flow.definition, snapshot))
  return { redirectTo: outcomePath(form.subscription, attemptId) }
}

function savedPage(message: string): CancellationPage {
  return { view: 'done', outcome: 'saved', message }
}

function cancelledPage(): CancellationPage {
  return {
    view: 'done',
    outcome: 'cancelled',
    message: 'Your subscription is cancelled. You keep full access until the end of the period you paid for; nothing more will be charged.',
  }
}

function screenPage(flow: Flow, snapshot: Parameters<typeof buildFrame>[1], state: FlowState, terms?: string): CancellationPage {
  const built = buildFrame(flow.definition, snapshot)
  if (!built) throw problem(500, 'Cancellation flow', 'This cancellation flow has nothing to show.')
  // The flow is short and its taps are replayed, so it goes forward only; an ending fills the progress bar,
  // and a question is counted as one of two (the screens after it are alternatives, not steps).
  const ending = built.screen.type === 'SaveOffer'
  const step = state.taps.length + 1
  const frame: FrameState = { ...built, canGoBack: false, progress: { step, total: ending ? step : step + 1 } }
  // An offer that cannot be made to this student (no plan cheaper than theirs) gives way to the flow's goodbye.
  if (frame.screen.type === 'SaveOffer' && frame.screen.offer && !state.offered) {
    const goodbye = goodbyeOf(flow.definition, frame.screen)
    return {
      view: 'screen',
      planName: flow.planName,
      frame: { ...frame, screen: goodbye, view: buildScreenView(snapshot, goodbye, flow.definition) },
      state,
    }
  }
  return { view: 'screen', planName: flow.planName, frame, ...(terms ? { terms } : {}), state }
}

/** The flow's own goodbye, or this screen without its offer when the flow has none. */
function goodbyeOf(definition: FunnelDefinition, screen: Extract<Screen, { type: 'SaveOffer' }>): Screen {
  const goodbye = definition.screens.find((one) => one.type === 'SaveOffer' && !one.offer)
  if (goodbye) return { ...goodbye, id: screen.id }
  const { offer: _offer, acceptLabel: _label, ...rest } = screen
  return rest
}
