import type { FunnelEvent } from '@engine/types'
import type { Screen } from '@schemas/screens'

/** A tap on the player's form: the tapped button's event and the form's fields. */
export type FormTap = { event: string; planId?: string; email?: string; name?: string }

/** The engine events a form tap stands for. */
export function engineEvents(screen: Screen, form: FormTap): FunnelEvent[] {
  const option = /^answer\.(select|toggle):(.+)$/.exec(form.event)
  if (option) {
    return [option[1] === 'select' ? { type: 'answer.select', optionId: option[2]! } : { type: 'answer.toggle', optionId: option[2]! }]
  }
  if (form.event === 'nav.back') return [{ type: 'nav.back' }]
  if (screen.type === 'Email' || screen.type === 'Input') {
    return [{ type: 'answer.input', value: form.email ?? form.name ?? '' }, { type: 'nav.next' }]
  }
  if (screen.type === 'Paywall' && form.planId) return [{ type: 'plan.select', planId: form.planId }, { type: 'nav.next' }]
  return [{ type: 'nav.next' }]
}
