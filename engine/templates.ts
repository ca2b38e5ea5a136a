import type { Answer } from '../schemas/funnel/answer'
import { defaultProductFacts, factText } from '../schemas/content/product-fact-text'
import type { FunnelDefinition } from '../schemas/funnel/definition'
import { type Placeholder, parseTemplate } from '../schemas/funnel/template-syntax'
import type { Option } from '../schemas/screens'
import { answerOptions, findScreen } from './funnel-screens'
import type { FunnelContext } from './types'

type TemplateContext = Pick<FunnelContext, 'answers' | 'name' | 'email' | 'now'>

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** Fills the placeholders of marketer copy (see schemas/funnel/template-syntax.ts); a missing value renders as ''. */
export function renderTemplate(template: string, context: TemplateContext, definition: FunnelDefinition): string {
  if (!template.includes('{{')) return template
  return parseTemplate(template)
    .parts.map((part) => ('text' in part ? part.text : renderPlaceholder(part.placeholder, context, definition)))
    .join('')
}

function renderPlaceholder(placeholder: Placeholder, context: TemplateContext, definition: FunnelDefinition): string {
  switch (placeholder.kind) {
    case 'name':
      return context.name ?? ''
    case 'email':
      return context.email ?? ''
    case 'date':
      return formatMonthYear(addToDate(context.now, placeholder.amount, placeholder.unit))
    case 'year':
      return yearOf(context.now)
    case 'fact':
      // The server fills facts (Site settings, the promise ledger's counts) when it loads a funnel; elsewhere (CLI walks, tests) the defaults stand.
      return factText(defaultProductFacts, placeholder.key)
    case 'answer': {
      const answer = context.answers[placeholder.screenId]
      if (!answer) return ''
      if (!Array.isArray(answer.data) && !('id' in answer.data)) return placeholder.field === 'value' ? answer.data.value : ''
      return currentOptions(answer, definition)
        .map((option) => (placeholder.field === 'value' ? option.value : option.answer?.[placeholder.field]))
        .filter((text): text is string => Boolean(text))
        .join(', ')
    }
  }
}

/** Options as the definition spells them now, so a saved answer shows today's copy. */
export function currentOptions(answer: Answer, definition: FunnelDefinition): Option[] {
  const screen = findScreen(definition, answer.screenId)
  const live: readonly Option[] = screen && 'options' in screen ? screen.options : []
  return answerOptions(answer).map((saved) => live.find((option) => option.id === saved.id) ?? saved)
}

/** Adds days, weeks or calendar months in UTC; a month step keeps the day within the target month. */
export function addToDate(iso: string, amount: number, unit: 'd' | 'w' | 'm'): Date | undefined {
  const start = new Date(iso)
  if (Number.isNaN(start.getTime())) return undefined
  const date = new Date(start)
  if (unit === 'd') date.setUTCDate(date.getUTCDate() + amount)
  else if (unit === 'w') date.setUTCDate(date.getUTCDate() + amount * 7)
  else {
    const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + amount + 1, 0)).getUTCDate()
    date.setUTCDate(1)
    date.setUTCMonth(start.getUTCMonth() + amount)
    date.setUTCDate(Math.min(start.getUTCDate(), lastDay))
  }
  return date
}

/** The UTC year of the funnel's clock (the server's request time), '' when it has none. */
export function yearOf(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : String(date.getUTCFullYear())
}

export function formatMonthYear(date: Date | undefined): string {
  return date ? monthYear.format(date) : ''
}
