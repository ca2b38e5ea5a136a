import { z } from 'zod'

/** Spec §3: the metadata keys the apps keep per student, each a string value. */
export const metadataKeys = [
  'userSawCourseFilter',
  'lastProgressPlacement',
  'dailyTaskOnboardingCompleted',
  'trustpilot_skipped_count',
  'trustpilot_opened',
  'productOnboardingFinished',
  'upsells',
  'updateSubscriptionProductID',
] as const
export const metadataKey = z.enum(metadataKeys, { error: `Unknown metadata key. Use one of: ${metadataKeys.join(', ')}.` })
export type MetadataKey = z.infer<typeof metadataKey>

const flag = z.enum(['true', 'false'])
const json = z.string().refine((value) => {
  try {
    JSON.parse(value)
    return true
  } catch {
    return false
  }
}, 'The value must be JSON text.')

/** Values are strings; a few keys have a known shape. */
export const metadataValueFor: Record<MetadataKey, z.ZodType<string>> = {
  userSawCourseFilter: flag,
  lastProgressPlacement: z.enum(['course', 'learning-plan']),
  dailyTaskOnboardingCompleted: z.literal('true'),
  trustpilot_skipped_count: z.string().regex(/^\d+$/, 'A whole number.'),
  trustpilot_opened: flag,
  productOnboardingFinished: flag,
  upsells: json,
  updateSubscriptionProductID: z.string().min(1).max(200),
}

export const metadataEntry = z.object({ key: metadataKey, value: z.string().max(10_000) }).superRefine(({ key, value }, context) => {
  const result = metadataValueFor[key].safeParse(value)
  if (!result.success) context.addIssue({ code: 'custom', path: ['value'], message: result.error.issues[0]?.message ?? 'Invalid value.' })
})
export type Metadata = Partial<Record<MetadataKey, string>>

/** The saved flow position (metadata `upsells`, JSON `{ "currentIndex": n }`), default 0. */
export function upsellIndexFrom(metadata: string | undefined): number {
  try {
    const value = JSON.parse(metadata ?? '{}') as { currentIndex?: unknown }
    return typeof value.currentIndex === 'number' && Number.isInteger(value.currentIndex) && value.currentIndex >= 0
      ? value.currentIndex
      : 0
  } catch {
    return 0
  }
}
