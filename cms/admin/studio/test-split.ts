/** A funnel of the /experiment test, its share in whole percents and whether it is paused (schemas/funnel/experiment.ts). */
export type SplitVariant = { funnelId: string; weight: number; paused?: boolean }

export type TestSplit = { ok: true; variants: SplitVariant[]; live: SplitVariant; test: SplitVariant } | { ok: false; reason: string }

export const testShares = { min: 1, max: 90, suggested: 20 } as const
const maxVariants = 20

/** The id of a funnel's nth test: funnel ids take lowercase letters, digits and _ only. */
export const testFunnelId = (liveId: string, n: number) => `${liveId}_test_${n}`
export const testFunnelTitle = (liveTitle: string, n: number) => `Test ${n} of ${liveTitle}`

/**
 * The experiment with the test taking `share` % of the new visitors the live funnel gets today:
 * the live funnel's share is split between the two in whole percents (the experiment's shares
 * are whole percents adding up to 100), every other funnel keeps its share, paused or not. A live
 * funnel outside the test, paused, or with a share too small to split gets no test, in words.
 */
export function splitForTest(
  variants: readonly SplitVariant[],
  live: { funnelId: string; title: string },
  testId: string,
  share: number,
): TestSplit {
  if (!Number.isInteger(share) || share < testShares.min || share > testShares.max)
    return { ok: false, reason: `Choose a share between ${testShares.min} and ${testShares.max} %.` }
  const current = variants.find((variant) => variant.funnelId === live.funnelId)
  if (!current || current.weight <= 0 || current.paused)
    return {
      ok: false,
      reason: `“${live.title}” gets no new visitors from the experiment (/experiment) now, so a test has no one to share them with. Add it to the experiment (Funnels → Experiment) first, or publish to everyone.`,
    }
  if (variants.length >= maxVariants)
    return { ok: false, reason: `The experiment already runs ${maxVariants} funnels, its most. Remove one (Funnels → Experiment) first.` }
  if (current.weight < 2)
    return {
      ok: false,
      reason: `“${live.title}” has ${current.weight} % of the experiment’s new visitors: too few to split. Give it a larger share (Funnels → Experiment) first, or publish to everyone.`,
    }
  // The nearest whole percent, and at least 1 % left on each side.
  const testWeight = Math.min(current.weight - 1, Math.max(1, Math.round((current.weight * share) / 100)))
  const test = { funnelId: testId, weight: testWeight, paused: false }
  const kept = { ...current, weight: current.weight - testWeight }
  const next = variants.map((variant) => (variant === current ? kept : { ...variant }))
  next.splice(next.indexOf(kept) + 1, 0, test)
  return { ok: true, variants: next, live: kept, test }
}
