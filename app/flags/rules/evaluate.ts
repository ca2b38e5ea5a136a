import {
  decodeFlagValue,
  flagDefaults,
  type FlagAudience,
  type FlagKey,
  flagKeys,
  type FlagPlatform,
  type FlagRule,
  flagRuleSchema,
  type Flags,
} from '@schemas/flags/flags'
import { bucketOf } from './stable-hash'

/** Who flags are evaluated for: `id` is the visitor's user_uuid, or the student id once signed in. */
export type FlagSubject = { id: string; platform: FlagPlatform; audience: FlagAudience }

/** A signed-in student as flags see them: sticky by student id, targeted by platform and status. */
export function studentSubject(
  studentId: string | number,
  viewer: { platform: FlagPlatform; status: Exclude<FlagAudience, 'visitor'> },
): FlagSubject {
  return { id: String(studentId), platform: viewer.platform, audience: viewer.status }
}

/** The stored rules that parse; a rule the admin could not have saved (an old or edited row) is left out. */
export function usableRules(stored: readonly unknown[]): FlagRule[] {
  return stored.flatMap((row) => {
    const parsed = flagRuleSchema.safeParse(row)
    return parsed.success ? [parsed.data] : []
  })
}

const matches = (rule: FlagRule, subject: Pick<FlagSubject, 'platform' | 'audience'>) =>
  (rule.platforms.length === 0 || rule.platforms.includes(subject.platform)) &&
  (rule.audiences.length === 0 || rule.audiences.includes(subject.audience))

/** The variant value a place in [0, 1) falls on; past the last weight, undefined (keep the default). */
function variantAt(rule: FlagRule, place: number): string | undefined {
  let threshold = place * 100
  for (const variant of rule.variants) {
    if (threshold < variant.weight) return variant.value
    threshold -= variant.weight
  }
  return undefined
}

/**
 * Every flag for one subject: the first matching rule of each flag decides, by the subject's
 * sticky place; no rule, a place outside the rollout or a value the flag cannot take gives the
 * base value (the defaults, or settings standing in for them).
 */
export function evaluateFlags(rules: readonly FlagRule[], subject: FlagSubject, base: Partial<Flags> = {}): Flags {
  const flags = { ...flagDefaults, ...base }
  for (const key of flagKeys) {
    const rule = rules.find((candidate) => candidate.key === key && matches(candidate, subject))
    if (!rule) continue
    const value = decodeFlagValue(key, variantAt(rule, bucketOf(key, subject.id)))
    if (value !== undefined) (flags as Record<FlagKey, unknown>)[key] = value
  }
  return flags
}

/**
 * Whether these flags can differ between users of one platform and audience — a rollout split
 * decides them. If not, a page showing them is the same for all such users (host/page-cache.ts).
 */
export function variesById(rules: readonly FlagRule[], keys: readonly FlagKey[], who: Pick<FlagSubject, 'platform' | 'audience'>): boolean {
  return keys.some((key) => {
    const rule = rules.find((candidate) => candidate.key === key && matches(candidate, who))
    if (!rule) return false
    const outcomes = rule.variants.filter((variant) => variant.weight > 0).length
    const total = rule.variants.reduce((sum, variant) => sum + variant.weight, 0)
    return outcomes + (total < 100 ? 1 : 0) > 1
  })
}
