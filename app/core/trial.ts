import type { Platform } from './route-access'

export type TrialViewer = { platform: Platform; status: 'active' | 'redemption' | 'other' }

/** Spec §5/§6: trial students on the apps see only items marked availableInTrial. */
export function seesEverything(viewer: TrialViewer): boolean {
  return viewer.platform === 'web' || viewer.status === 'active' || viewer.status === 'redemption'
}

export function trialFilter<T extends { availableInTrial?: boolean | null }>(items: readonly T[], viewer: TrialViewer): T[] {
  return seesEverything(viewer) ? [...items] : items.filter((item) => item.availableInTrial)
}
