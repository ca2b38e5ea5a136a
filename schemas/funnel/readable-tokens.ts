// Plain TypeScript (no zod): the studio renders these in the browser.

import { defaultProductFacts, factText, type ProductFacts } from '../content/product-fact-text'
import { type Placeholder, splitTemplate } from './template-syntax'

/** What a reader of the studio or the report needs to name the tokens of a text. */
export type ReadableContext = {
  /** The funnel's screens, to name the question an {{answer:ID}} refers to. */
  screens?: readonly { id?: unknown; title?: unknown }[]
  /** Defaults where no settings are at hand (the studio). */
  facts?: ProductFacts
  now?: Date
}

/** Copy as a marketer reads it: plain text, and each `{{token}}` with what it stands for. */
export type ReadablePart = { text: string } | { token: string; value: string }

/**
 * Copy split into text and readable tokens, with no `{{` left: `{{year}}` → "2026",
 * `{{fact:learners}}` → "500,000", `{{answer:screen11.title}}` → answer to “What is your goal?”,
 * and a token the syntax does not know as its inner words.
 */
export function readableParts(text: string, context: ReadableContext = {}): ReadablePart[] {
  if (!text.includes('{{')) return text ? [{ text }] : []
  return splitTemplate(text).map((part) =>
    'text' in part ? { text: part.text } : { token: part.source, value: part.placeholder ? valueOf(part.placeholder, context) : part.body },
  )
}

/** The same as one plain string, for report labels, the CSV and accessible names. */
export function readableText(text: string, context: ReadableContext = {}): string {
  return readableParts(text, context)
    .map((part) => ('text' in part ? part.text : part.value))
    .join('')
}

const unitWords = { d: 'days', w: 'weeks', m: 'months' } as const

function valueOf(placeholder: Placeholder, context: ReadableContext): string {
  switch (placeholder.kind) {
    case 'name':
      return 'visitor’s name'
    case 'email':
      return 'visitor’s email'
    case 'year':
      return String((context.now ?? new Date()).getUTCFullYear())
    case 'date':
      return `month ${placeholder.amount} ${placeholder.amount === 1 ? unitWords[placeholder.unit].slice(0, -1) : unitWords[placeholder.unit]} from now`
    case 'fact':
      return factText(context.facts ?? defaultProductFacts, placeholder.key)
    case 'answer': {
      const screen = context.screens?.find((candidate) => candidate.id === placeholder.screenId)
      const raw = typeof screen?.title === 'string' ? screen.title : ''
      // The question's own tokens are read without its screens, so two screens quoting each other cannot loop.
      const title = readableText(raw, { ...context, screens: undefined })
        .replace(/<[^>]*>/g, '')
        .replace(/\s+/g, ' ')
        .trim()
      return title ? `answer to “${title}”` : `answer to ${placeholder.screenId}`
    }
  }
}
