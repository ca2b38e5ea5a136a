// Plain TypeScript (no zod): the engine renders templates in the browser with this parser.

import type { ProductFactKey } from '../content/product-fact-text'

/**
 * Placeholders a marketer may put in copy:
 *   {{name}}                      the visitor's name
 *   {{email}}                     the visitor's email
 *   {{answer:ID}}                 what was chosen or typed on screen ID (several joined with ", ")
 *   {{answer:ID.title}}           the chosen option's recap title (…description likewise)
 *   {{date:+28d}}                 month and year N days (d), weeks (w) or months (m) from now
 *   {{year}}                      this year ("2026"), so dated copy ("Earn $100K in {{year}}") never goes stale
 *   {{fact:learners}}             a product fact (learners, dailyMinutes, aiTools, courses, challenges;
 *                                 schemas/content/product-facts.ts), filled in when the funnel is loaded
 */
export type Placeholder =
  | { kind: 'name' }
  | { kind: 'email' }
  | { kind: 'answer'; screenId: string; field: 'value' | 'title' | 'description' }
  | { kind: 'date'; amount: number; unit: 'd' | 'w' | 'm' }
  | { kind: 'year' }
  | { kind: 'fact'; key: ProductFactKey }

export type TemplatePart = { text: string } | { placeholder: Placeholder; source: string }

const tokenPattern = /\{\{\s*([^{}]*?)\s*\}\}/g

export function parsePlaceholder(body: string): Placeholder | undefined {
  if (body === 'name') return { kind: 'name' }
  if (body === 'email') return { kind: 'email' }
  if (body === 'year') return { kind: 'year' }
  const answer = /^answer:([A-Za-z][A-Za-z0-9_-]*)(?:\.(title|description))?$/.exec(body)
  if (answer) return { kind: 'answer', screenId: answer[1]!, field: (answer[2] as 'title' | 'description') ?? 'value' }
  const fact = /^fact:(learners|dailyMinutes|aiTools|courses|challenges)$/.exec(body)
  if (fact) return { kind: 'fact', key: fact[1] as ProductFactKey }
  const date = /^date:\+(\d{1,4})([dwm])$/.exec(body)
  if (date) return { kind: 'date', amount: Number(date[1]), unit: date[2] as 'd' | 'w' | 'm' }
  return undefined
}

/** A piece of copy: plain text, or a `{{…}}` token with its placeholder (undefined when the token is unknown). */
export type TemplateToken = { text: string } | { placeholder: Placeholder | undefined; source: string; body: string }

/** Splits copy into text and every `{{…}}` token, known or not. */
export function splitTemplate(template: string): TemplateToken[] {
  const tokens: TemplateToken[] = []
  let last = 0
  for (const match of template.matchAll(tokenPattern)) {
    if (match.index > last) tokens.push({ text: template.slice(last, match.index) })
    tokens.push({ placeholder: parsePlaceholder(match[1]!), source: match[0], body: match[1]! })
    last = match.index + match[0].length
  }
  if (last < template.length) tokens.push({ text: template.slice(last) })
  return tokens
}

/** Splits copy into text and placeholders; an unknown placeholder is reported as an error. */
export function parseTemplate(template: string): { parts: TemplatePart[]; errors: string[] } {
  const parts: TemplatePart[] = []
  const errors: string[] = []
  for (const token of splitTemplate(template)) {
    if ('text' in token) parts.push(token)
    else if (token.placeholder) parts.push({ placeholder: token.placeholder, source: token.source })
    else errors.push(`unknown placeholder ${token.source}`)
  }
  return { parts, errors }
}
