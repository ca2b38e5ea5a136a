import { z } from 'zod'
import { testimonialSchema } from '../content/testimonial'

const paywallCopy = z.string().trim().min(1).max(160)

/**
 * The spec's plan benefits (section 9): courses and challenges, the tools the lessons teach,
 * customer support. Counts are product facts, filled from the promise ledger; the plan teaches the
 * AI tools but does not include them (the AI tools pack does).
 */
export const defaultPaywallBenefits = [
  '{{fact:courses}}+ top AI courses and {{fact:challenges}} personal challenges',
  'Lessons on {{fact:aiTools}} AI tools',
  'Short daily lessons: 15–20 minutes a day',
  'Customer support whenever you need it',
]

/** The spec's refund statement: possible under the conditions of the subscription terms. */
export const defaultPaywallGuarantee = {
  title: 'Money-back guarantee',
  text: 'Not the right fit? You can ask for a refund under the conditions in our subscription terms.',
  link: { href: '/subscription-terms', text: 'Read the subscription terms' },
}

export const paywallGuaranteeSchema = z.strictObject({
  title: paywallCopy,
  text: z.string().trim().min(1).max(400),
  link: z
    .strictObject({
      href: z
        .string()
        .regex(/^\/(?!\/)[^\s]*$/, 'must be a path on this site, like /subscription-terms')
        .max(200),
      text: paywallCopy,
    })
    .optional(),
})

export const paywallSettingsSchema = z.strictObject({
  planSet: z.string().min(1).describe('Which paywall plans to offer (a plan set id).'),
  defaultPlanIndex: z.int().min(0).default(1),
  projectsPromiseDays: z.int().min(1).default(28),
  benefits: z
    .array(paywallCopy)
    .min(1)
    .max(8)
    .default(defaultPaywallBenefits)
    .describe('What the plan includes, one bullet each, under the promise of projects.'),
  guarantee: paywallGuaranteeSchema.default(defaultPaywallGuarantee).describe('The money-back guarantee block under the plans.'),
})

export const funnelSettingsSchema = z.strictObject({
  imageSet: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('default')
    .describe('Folder under /images/funnels/.'),
  testimonialSet: z.string().min(1).default('default'),
  testimonials: z.array(testimonialSchema).default([]),
  paywall: paywallSettingsSchema.optional(),
  liveForCancellations: z
    .boolean()
    .default(false)
    .describe('Cancellation flows: students who cancel see this flow (when several are live, the latest published).'),
  loader: z.strictObject({ defaultSeconds: z.number().positive().max(60).default(6) }).default({ defaultSeconds: 6 }),
})
export type FunnelSettings = z.infer<typeof funnelSettingsSchema>
