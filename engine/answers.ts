import type { Answer } from '../schemas/funnel/answer'
import type { FunnelDefinition } from '../schemas/funnel/definition'
import type { Option, Screen, ScreenOf } from '../schemas/screens'
import { type ChoiceScreen, type InputScreen, answerOptions, screenIndex } from './funnel-screens'
import { renderTemplate } from './templates'
import type { FunnelContext } from './types'
import { limitInput, normalizeInput } from './validation'

// Pure context updates shared by the machine's actions and guards (a guard must see the answer an
// event is about to record).

type ContextPatch = Partial<FunnelContext>

/** The answer for a screen, replacing any earlier answer for the same screen. */
function withAnswer(context: FunnelContext, definition: FunnelDefinition, screen: Screen, data: Answer['data']) {
  const answer: Answer = {
    step: screenIndex(definition, screen.id) + 1,
    screenId: screen.id,
    question: renderTemplate(screen.title ?? '', context, definition),
    data,
  }
  return { ...context.answers, [screen.id]: answer }
}

function findOption(screen: { options: readonly Option[] }, optionId: string): Option | undefined {
  return screen.options.find((option) => option.id === optionId)
}

export function selectOption(context: FunnelContext, definition: FunnelDefinition, screen: ChoiceScreen, optionId: string): ContextPatch {
  const option = findOption(screen, optionId)
  if (!option) return {}
  const answers = withAnswer(context, definition, screen, { ...option })
  if (screen.type === 'YesNo' && screen.inputId === 'consent') {
    return { answers, consent: optionId === screen.options[0].id }
  }
  return { answers }
}

/** Selected options keep the screen's order, whatever order they were tapped in. */
export function toggleOption(
  context: FunnelContext,
  definition: FunnelDefinition,
  screen: ScreenOf<'MultipleOption'>,
  optionId: string,
): ContextPatch {
  if (!findOption(screen, optionId)) return {}
  const selected = new Set(answerOptions(context.answers[screen.id]).map((option) => option.id))
  if (selected.has(optionId)) selected.delete(optionId)
  else {
    const exclusive = (id: string) => findOption(screen, id)?.exclusive === true
    for (const id of [...selected]) if (exclusive(optionId) || exclusive(id)) selected.delete(id)
    selected.add(optionId)
  }
  if (selected.size === 0) {
    const { [screen.id]: _removed, ...answers } = context.answers
    return { answers }
  }
  const options = screen.options.filter((option) => selected.has(option.id)).map((option) => ({ ...option }))
  return { answers: withAnswer(context, definition, screen, options) }
}

export function canToggle(context: FunnelContext, screen: ScreenOf<'MultipleOption'>, optionId: string): boolean {
  if (!findOption(screen, optionId)) return false
  const selected = answerOptions(context.answers[screen.id])
  if (selected.some((option) => option.id === optionId)) return true
  // An exclusive choice replaces the others (and another choice replaces it), so it never adds to the count.
  if (findOption(screen, optionId)?.exclusive || selected.some((option) => findOption(screen, option.id)?.exclusive)) return true
  return selected.length < (screen.maxSelections ?? Infinity)
}

export function storeDraft(context: FunnelContext, screen: InputScreen, value: string): ContextPatch {
  return { drafts: { ...context.drafts, [screen.id]: limitInput(screen, value) } }
}

/** Turns the draft into the screen's answer; the name and email also go to their own fields. */
export function commitInput(context: FunnelContext, definition: FunnelDefinition, screen: InputScreen): ContextPatch {
  const value = normalizeInput(screen, context.drafts[screen.id] ?? '')
  if (value === undefined) return {}
  const answers = withAnswer(context, definition, screen, { value })
  if (screen.type === 'Email') return { answers, email: value }
  if (screen.inputId === 'name') return { answers, name: value }
  return { answers }
}
