import { decideShare, shareOutcome } from '../rules/share-decision'

/** The certificate image as a file for the share sheet; fetched without credentials (spec §7), null when it fails. */
export async function loadCertificateFile(imagePath: string, id: string): Promise<File | null> {
  try {
    const response = await fetch(imagePath, { credentials: 'omit' })
    if (!response.ok) return null
    return new File([await response.blob()], `certificate-${id}.png`, { type: 'image/png' })
  } catch {
    return null
  }
}

type ShareRequest = { file: File | null; title: string; text: string; pageUrl: string }

/**
 * Shares the image with Web Share when the platform can share files; otherwise opens the
 * certificate page in a new tab. Must run in the click handler (before any await) so the new tab
 * is not taken for a pop-up. Answers the notice to show, or null.
 */
export async function shareCertificate({ file, title, text, pageUrl }: ShareRequest): Promise<string | null> {
  const share = typeof navigator.share === 'function'
  const canShare = typeof navigator.canShare === 'function'
  const data = file ? { files: [file], title, text: `${text} ${pageUrl}` } : null
  const decision = decideShare({ share, canShare, canShareFiles: Boolean(data && canShare && navigator.canShare(data)) })
  if (decision.kind === 'open-page' || !data) {
    window.open(pageUrl, '_blank', 'noopener')
    return decision.kind === 'open-page' ? decision.notice : null
  }
  let failure: unknown = undefined
  try {
    await navigator.share(data)
  } catch (error) {
    failure = error ?? new Error('share failed')
  }
  const outcome = shareOutcome(failure)
  if (outcome.kind !== 'open-page') return null
  window.open(pageUrl, '_blank', 'noopener')
  return outcome.notice
}
