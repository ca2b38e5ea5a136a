/**
 * Why /challenges has nothing to show. A trial student on the apps sees only challenges marked
 * availableInTrial (trial.ts), so an empty list may mean "hidden in your trial", not "all done".
 */
export type ChallengesEmptyReason = 'hidden-in-trial' | 'all-finished' | 'none-published'

export type ChallengeCounts = {
  /** Open (not finished) challenges the student can see. */
  open: number
  /** Finished challenges the student can see. */
  finished: number
  /** Challenges the trial rule hides from this student. */
  hiddenInTrial: number
}

export function challengesEmptyReason(counts: ChallengeCounts): ChallengesEmptyReason | null {
  if (counts.open > 0) return null
  if (counts.hiddenInTrial > 0) return 'hidden-in-trial'
  return counts.finished > 0 ? 'all-finished' : 'none-published'
}
