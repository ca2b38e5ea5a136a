/** The metadata key (and client storage key) that keeps the modal shut for good (spec §5). */
export const finishedKey = 'productOnboardingFinished'

/**
 * Stores that onboarding is finished: in client storage at once, and in the student's metadata,
 * which is what /home's loader reads. A failed save is not retried here: the finished funnel
 * session already keeps the modal shut in this browser (the loader shows nothing for it).
 */
export async function finishProductTour(): Promise<void> {
  try {
    localStorage.setItem(finishedKey, 'true')
  } catch {
    // Storage switched off: the metadata below is what counts.
  }
  await fetch('/api/metadata', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key: finishedKey, value: 'true' }),
  }).catch(() => undefined)
}
