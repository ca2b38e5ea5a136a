import { z } from 'zod'
import { reviewPageUrl, showsReviewPrompt, skippedCount } from '~/learning/rules/review-prompt'
import type { TrialViewer } from '~/core/trial'
import { publicUrl } from '~/http/public-url.server'
import { parseOrProblem } from '../../core/problem'
import type { SessionStudent } from '../../core/session.server'
import { studentSubject } from '~/flags'
import { flagFor } from '~/flags/index.server'
import { getMetadata, setMetadata } from '../../core/student-metadata.server'

/** The review prompt for /home, or null when it should not show (rules/review-prompt.ts). */
export async function reviewPromptFor(student: SessionStudent, viewer: TrialViewer, completedLessons: number) {
  const [enabled, metadata] = await Promise.all([flagFor('trustpilot_enabled', studentSubject(student.id, viewer)), getMetadata(student)])
  return showsReviewPrompt({ enabled, metadata, completedLessons }) ? { url: reviewPageUrl(publicUrl()) } : null
}

export const reviewPromptForm = z.object({
  intent: z.enum(['review.skip', 'review.open'], { error: 'Send intent review.skip or review.open.' }),
})

/** "Not now" counts one more skip; "Write a review" marks the prompt as opened for good. */
export async function recordReviewPrompt(student: SessionStudent, form: Record<string, string>) {
  const { intent } = parseOrProblem(reviewPromptForm, form, 'Unknown review prompt action')
  if (intent === 'review.open') return { metadata: await setMetadata(student, { key: 'trustpilot_opened', value: 'true' }) }
  const skipped = skippedCount(await getMetadata(student))
  return { metadata: await setMetadata(student, { key: 'trustpilot_skipped_count', value: String(skipped + 1) }) }
}
