import { type ProductFacts, fillFacts } from '@schemas/content/product-fact-text'
import type { AccessPeriod, Pack } from '@schemas/payments/promise-ledger'
import type { ClaimScope, ScopedText } from './resolve'

/**
 * The texts a buyer reads in each kind of document, with what that document sells (its claims'
 * scope). Shared by the admin's publish check and the promise-audit test, so both read the same.
 */

/** `field`: the document's field the text is in, where the admin shows a refusal. */
type Texts = Array<{ where: string; text: string | null | undefined; field?: string }>

function scoped(texts: Texts, scope: ClaimScope, facts: ProductFacts): ScopedText[] {
  return texts.flatMap(({ where, text, field }) =>
    text?.trim() ? [{ where, text: fillFacts(text, facts), scope, ...(field ? { field } : {}) }] : [],
  )
}

/** Every string in a value, with its path ("screens.3.title"). */
function strings(value: unknown, path: string): Texts {
  if (typeof value === 'string') return [{ where: path, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}.${index}`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key))
  return []
}

/** A funnel sells the subscription: every text of its definition (screens, paywall benefits, FAQ…). */
export function funnelTexts(funnelId: string, definition: unknown, facts: ProductFacts): ScopedText[] {
  return scoped(
    strings(definition, '').map(({ where, text }) => ({ where: `funnel ${funnelId}: ${where}`, text, field: 'definition' })),
    { kind: 'plan' },
    facts,
  )
}

type PlanDoc = { name?: string | null; description?: string | null; firstPeriod?: AccessPeriod | null; renewalPeriod?: AccessPeriod | null }

const periodsOf = (plan: PlanDoc) =>
  [plan.firstPeriod, plan.renewalPeriod].filter((period): period is AccessPeriod => Boolean(period?.value))

/** A paywall plan: its name and the line under it, about that plan's periods. */
export function planTexts(plan: PlanDoc, facts: ProductFacts): ScopedText[] {
  const where = `plan “${plan.name ?? ''}”`
  return scoped(
    [
      { where: `${where}: name`, text: plan.name, field: 'name' },
      { where: `${where}: description`, text: plan.description, field: 'description' },
    ],
    { kind: 'plan', periods: periodsOf(plan) },
    facts,
  )
}

const benefitTexts = (where: string, benefits: Array<{ text?: string | null }> | null | undefined): Texts =>
  (benefits ?? []).map((benefit, index) => ({
    where: `${where}: benefit ${index + 1}`,
    text: benefit.text,
    field: `benefits.${index}.text`,
  }))

type PricePlanDoc = { title?: string | null; benefits?: Array<{ text?: string | null }> | null }

/** A landing price block sells the plan it names (`sold`, when found). */
export function pricePlanTexts(block: PricePlanDoc, sold: PlanDoc | undefined, facts: ProductFacts): ScopedText[] {
  const where = `landing price block “${block.title ?? ''}”`
  return scoped(
    [{ where: `${where}: title`, text: block.title, field: 'title' }, ...benefitTexts(where, block.benefits)],
    { kind: 'plan', periods: sold ? periodsOf(sold) : undefined },
    facts,
  )
}

type UpsellDoc = {
  title?: string | null
  description?: string | null
  pack?: Pack | null
  benefits?: Array<{ text?: string | null }> | null
}

/** An upsell offer sells its pack. */
export function upsellTexts(offer: UpsellDoc, facts: ProductFacts): ScopedText[] {
  const where = `upsell “${offer.title ?? ''}”`
  return scoped(
    [
      { where: `${where}: title`, text: offer.title, field: 'title' },
      { where: `${where}: description`, text: offer.description, field: 'description' },
      ...benefitTexts(where, offer.benefits),
    ],
    offer.pack ? { kind: 'packs', packs: [offer.pack] } : { kind: 'product' },
    facts,
  )
}

/** An FAQ answers about the product as a whole. */
export function faqTexts(faq: { shortText?: string | null; fullText?: string | null }, facts: ProductFacts): ScopedText[] {
  const where = `FAQ “${faq.shortText ?? ''}”`
  return scoped(
    [
      { where: `${where}: question`, text: faq.shortText, field: 'shortText' },
      { where: `${where}: answer`, text: faq.fullText, field: 'fullText' },
    ],
    { kind: 'product' },
    facts,
  )
}

/** A landing card, a landing page's words, a legal page: the product as a whole. */
export function productTexts(where: string, value: unknown, facts: ProductFacts): ScopedText[] {
  return scoped(
    strings(value, '').map((text) => ({
      where: text.where ? `${where}: ${text.where}` : where,
      text: text.text,
      field: text.where || undefined,
    })),
    { kind: 'product' },
    facts,
  )
}
