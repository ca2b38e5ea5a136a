import { z } from 'zod'
import { testimonialSchema } from '../content/testimonial'

export const paywallSettingsSchema = z.strictObject({
  planSet: z.string().min(1).describe('Which paywall plans to offer (a plan set id).'),
  defaultPlanIndex: z.int().min(0).default(1),
  projectsPromiseDays: z.int().min(1).default(28),
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
  loader: z.strictObject({ defaultSeconds: z.number().positive().max(60).default(6) }).default({ defaultSeconds: 6 }),
})
export type FunnelSettings = z.infer<typeof funnelSettingsSchema>
