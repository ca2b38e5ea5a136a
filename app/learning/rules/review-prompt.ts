import type { Metadata } from '../../core/metadata-keys'

/**
 * When the Trustpilot-style review prompt shows on /home. The spec fixes only the bookkeeping
 * (`trustpilot_skipped_count` +1 per skip, `trustpilot_opened` once the review page was opened);
 * the timing is ours: ask after a few finished lessons, ask again later after a skip, and stop
 * after the last threshold, so a student who keeps saying "not now" is left in peace.
 */
export const askAfterCompletedLessons = [3, 10, 25] as const

export type ReviewPromptInput = {
  enabled: boolean
  metadata: Pick<Metadata, 'trustpilot_skipped_count' | 'trustpilot_opened'>
  completedLessons: number
}

export function skippedCount(metadata: ReviewPromptInput['metadata']): number {
  const count = Number(metadata.trustpilot_skipped_count ?? '0')
  return Number.isInteger(count) && count >= 0 ? count : 0
}

export function showsReviewPrompt({ enabled, metadata, completedLessons }: ReviewPromptInput): boolean {
  if (!enabled || metadata.trustpilot_opened === 'true') return false
  const threshold = askAfterCompletedLessons[skippedCount(metadata)]
  return threshold !== undefined && completedLessons >= threshold
}

/** Trustpilot's "write a review" page for the site's own domain. */
export function reviewPageUrl(publicUrl: string): string {
  return `https://www.trustpilot.com/evaluate/${new URL(publicUrl).hostname}`
}
