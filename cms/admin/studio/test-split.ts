/** A funnel of the /experiment test and its relative weight (schemas/funnel/experiment.ts). */
export type SplitVariant = { funnelId: string; weight: number }

export type TestSplit = { ok: true; variants: SplitVariant[]; live: SplitVariant; test: SplitVariant } | { ok: false; reason: string }

export const testShares = { min: 1, max: 90, suggested: 20 } as const
const maxVariants = 20

/** The id of a funnel's nth test: funnel ids take lowercase letters, digits and _ only. */
export const testFunnelId = (liveId: string, n: number) => `${liveId}_test_${n}`
export const testFunnelTitle = (liveTitle: string, n: number) => `Test ${n} of ${liveTitle}`

const rounded = (weight: number) => Math.round(weight * 10_000) / 10_000

/**
 * The experiment with the test taking `share` % of the new visitors the live funnel gets today:
 * the live funnel's weight is split between the two, every other funnel keeps its weight, so
 * their share of /experiment does not move. A live funnel outside the test (or paused) gets no
 * visitors there to share, so the split is refused in words.
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
  if (!current || current.weight <= 0)
    return {
      ok: false,
      reason: `“${live.title}” gets no new visitors from the experiment (/experiment) now, so a test has no one to share them with. Add it to the experiment (Funnels → Experiment) first, or publish to everyone.`,
    }
  if (variants.length >= maxVariants)
    return { ok: false, reason: `The experiment already runs ${maxVariants} funnels, its most. Remove one (Funnels → Experiment) first.` }
  const test = { funnelId: testId, weight: rounded((current.weight * share) / 100) }
  const kept = { funnelId: live.funnelId, weight: rounded(current.weight - test.weight) }
  const next = variants.map((variant) => (variant === current ? kept : { ...variant }))
  next.splice(next.indexOf(kept) + 1, 0, test)
  return { ok: true, variants: next, live: kept, test }
}
