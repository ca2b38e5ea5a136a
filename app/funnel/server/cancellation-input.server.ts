import { z } from 'zod'
import { chosenOptionIds, isChoiceScreen } from '@engine/funnel-screens'
import type { FunnelDefinition } from '@schemas/funnel/definition'
import { ID_PATTERN } from '@schemas/id'
import { selectCurrentScreen } from '@engine/selectors'
import { engineEvents } from '../rules/form-events'
import { applyEvents, type FunnelSnapshot, type Stepped, startOrRestore } from './machine.server'

// The state's fields as the page's forms and links carry them (rules/cancellation-page.ts).
const tap = z.string().regex(/^(nav\.next|answer\.select:[A-Za-z0-9][A-Za-z0-9_-]{0,63})$/)
const taps = z
  .string()
  .max(2000)
  .default('')
  .transform((text) => (text ? text.split(' ') : []))
  .pipe(z.array(tap).max(30))
const choose = 'Choose the subscription to cancel on your Subscriptions page.'
const subscription = z.string({ error: choose }).regex(ID_PATTERN, choose)
const attempt = z.string().regex(ID_PATTERN).optional()

export const cancellationQuerySchema = z.object({ subscription, attempt, taps, confirm: z.literal('1').optional() })
export type CancellationQuery = z.infer<typeof cancellationQuerySchema>

export const cancellationFormSchema = z.object({
  subscription,
  attempt,
  taps,
  offered: z.literal('1').optional().transform(Boolean),
  screenId: z.string().min(1).max(64),
  event: tap,
})
export type CancellationForm = z.infer<typeof cancellationFormSchema>

export const confirmFormSchema = z.object({ subscription, attempt, taps })
/** The Subscriptions page's Cancel subscription: the flow's first screen, counted as the flow's start. */
export const startFormSchema = z.object({ subscription })

/** The flow after the student's taps, from its first screen. */
export function replayTaps(definition: FunnelDefinition, tapsSoFar: readonly string[], now: string): Stepped {
  let stepped = startOrRestore(definition, undefined, now)
  for (const event of tapsSoFar) {
    const screen = selectCurrentScreen(stepped.snapshot, definition)
    if (!screen || stepped.snapshot.status !== 'active') break
    stepped = applyEvents(definition, stepped.snapshot, engineEvents(screen, { event }))
  }
  return stepped
}

/** The reason the student gave: their latest answer on a choice screen, as its option id and words. */
export function reasonOf(definition: FunnelDefinition, snapshot: FunnelSnapshot): { value: string; label: string } | undefined {
  const answered = definition.screens.filter((screen) => isChoiceScreen(screen) && snapshot.context.answers[screen.id])
  const last = answered.at(-1)
  if (!last || !('options' in last)) return undefined
  const optionId = chosenOptionIds(snapshot.context.answers[last.id])[0]
  const option = last.options.find((one) => one.id === optionId)
  return option ? { value: option.id, label: option.value } : undefined
}
