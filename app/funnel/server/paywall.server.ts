import { getProductFacts } from '../../core/site-settings.server'
import { fillFactsEverywhere } from '@schemas/content/product-fact-text'
import type { Payload } from 'payload'
import { getPayloadClient } from '@cms/get-payload'
import type { Faq, Plan, Testimonial } from '@cms/payload-types'
import { loadPlans, planSetOf, toPlanView } from '~/payments/index.server'
import { toTestimonialView, type TestimonialView } from '@schemas/content/testimonial-view'
import { cachedContent } from '../../core/content-cache.server'
import type { FunnelDefinition } from '@schemas/funnel/definition'
import { defaultPaywallBenefits, defaultPaywallGuarantee } from '@schemas/funnel/settings'
import type { ScreenOf } from '@schemas/screens'
import { imageUrl } from '../rules/image-url'
import { orderByGroup, paywallFaqGroups } from '../rules/paywall-faq'
import type { PaywallData } from '~/screens'
import type { Currency } from '../../intl/currency'

type PaywallScreen = ScreenOf<'Paywall'>

/** Plans, reviews and FAQ for every paywall of a funnel, keyed by screen id, priced in `currency`. */
/**
 * Each definition object (a published version, or a staff member's draft) gets its own cache key,
 * so a draft's paywalls never reach visitors.
 */
const definitionKeys = new WeakMap<FunnelDefinition, number>()
let nextDefinitionKey = 1

export async function loadPaywalls(definition: FunnelDefinition, currency: Currency): Promise<Record<string, PaywallData>> {
  let key = definitionKeys.get(definition)
  if (key === undefined) definitionKeys.set(definition, (key = nextDefinitionKey++))
  return cachedContent(`paywalls|${definition.id}|${key}|${currency}`, () => readPaywalls(definition, currency))
}

/** Uncached: the studio preview's drafts change on every keystroke and must not fill the content cache. */
export async function readPaywalls(definition: FunnelDefinition, currency: Currency): Promise<Record<string, PaywallData>> {
  const screens = definition.screens.filter((screen): screen is PaywallScreen => screen.type === 'Paywall')
  if (screens.length === 0) return {}
  const payload = await getPayloadClient()
  const [testimonials, faq] = await Promise.all([loadTestimonials(payload, definition), loadFaq(payload, definition.id)])
  const plansBySet = new Map<string, Promise<Plan[]>>()
  const paywalls: Record<string, PaywallData> = {}
  for (const screen of screens) {
    const set = planSetOf(definition, screen)
    if (!plansBySet.has(set)) plansBySet.set(set, loadPlans(payload, set))
    const plans = (await plansBySet.get(set)!).map((plan) => toPlanView(plan, currency, screen))
    const settings = definition.settings.paywall
    const index = settings?.defaultPlanIndex ?? 1
    paywalls[screen.id] = {
      plans,
      defaultPlanIndex: Math.min(index, Math.max(plans.length - 1, 0)),
      projectsPromiseDays: settings?.projectsPromiseDays ?? 28,
      benefits: settings?.benefits ?? fillFactsEverywhere(defaultPaywallBenefits, await getProductFacts()),
      guarantee: settings?.guarantee ?? defaultPaywallGuarantee,
      testimonials,
      faq,
    }
  }
  return paywalls
}

/**
 * Three reviews: the CMS testimonials of the funnel's `testimonialSet`, else the funnel's own
 * `settings.testimonials`, else the CMS's general paywall set.
 */
async function loadTestimonials(payload: Payload, definition: FunnelDefinition): Promise<TestimonialView[]> {
  const fromSet = await findTestimonials(payload, definition.settings.testimonialSet)
  if (fromSet.length > 0) return fromSet
  const own = definition.settings.testimonials.slice(0, 3).map((testimonial) => {
    const view = toTestimonialView(testimonial)
    return view.image ? { ...view, image: imageUrl(view.image, definition.settings.imageSet) } : view
  })
  return own.length > 0 ? own : findTestimonials(payload, 'paywall')
}

async function findTestimonials(payload: Payload, set: string): Promise<TestimonialView[]> {
  const { docs } = await payload.find({
    collection: 'testimonials',
    where: { set: { equals: set } },
    sort: 'order',
    depth: 1,
    limit: 3,
    overrideAccess: false,
  })
  return docs.map(cmsTestimonialView)
}

function cmsTestimonialView(doc: Testimonial): TestimonialView {
  const image = typeof doc.image === 'object' && doc.image?.url ? doc.image.url : undefined
  const headline = doc.profit ?? doc.headline ?? undefined
  return {
    author: doc.author,
    comment: doc.comment,
    ...(doc.role ? { role: doc.role } : {}),
    ...(headline ? { headline } : {}),
    ...(image ? { image } : {}),
  }
}

/** The subscription questions (refunds, cancelling, time) that the landing page answers too; a challenge funnel's paywall also the challenge questions. */
async function loadFaq(payload: Payload, funnelId: string): Promise<PaywallData['faq']> {
  const groups = paywallFaqGroups(funnelId)
  const { docs } = await payload.find({
    collection: 'faqs',
    where: { group: { in: groups } },
    sort: 'order',
    depth: 0,
    limit: 10 * groups.length,
    overrideAccess: false,
  })
  return fillFactsEverywhere(orderByGroup(docs, groups).map(toFaqItem), await getProductFacts())
}

function toFaqItem(doc: Faq): PaywallData['faq'][number] {
  const item = { question: doc.shortText, answer: plainText(doc.fullText) }
  return doc.link?.href && doc.link.text ? { ...item, link: { href: doc.link.href, text: doc.link.text } } : item
}

/** FAQ answers are Markdown; the paywall shows them as one plain paragraph. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)(.+?)\1/g, '$2')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim()
}
