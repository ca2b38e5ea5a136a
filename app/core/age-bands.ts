import type { Where } from 'payload'

const minute = 60 * 1000
/** How long each look lasts: a little more than the passes (every minute) that look. */
const bandMs = 2 * minute

/**
 * A Payload `where` for records whose `field` is 2, 4, 8 … minutes old at `now` (give or take a
 * band), up to `maxAgeMs`. A recurring pass that repairs what a stopped process left (payments'
 * sweep, mail's owed receipts) looks at each record a dozen times this way; looking at every
 * open one on every pass would keep the oldest first for ever once there are more than a pass takes.
 */
export function inAgeBands(field: string, now: Date, maxAgeMs: number): Where {
  const at = (ms: number) => new Date(now.getTime() - ms).toISOString()
  const ages: number[] = []
  for (let age = 2 * minute; age + bandMs < maxAgeMs; age *= 2) ages.push(age)
  return { or: ages.map((age) => ({ and: [{ [field]: { less_than_equal: at(age) } }, { [field]: { greater_than: at(age + bandMs) } }] })) }
}
