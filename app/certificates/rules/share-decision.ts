/** The spec's two share errors, shown in the share sheet. */
export const shareErrors = {
  unsupported: 'Web Share with files is not supported on this platform.',
  cannotShareImages: 'This target cannot share image files.',
} as const

/** What the browser offers, read from `navigator` by the caller (see client/share-certificate.ts). */
export type ShareSupport = {
  /** `navigator.share` exists. */
  share: boolean
  /** `navigator.canShare` exists. */
  canShare: boolean
  /** `navigator.canShare({ files: [image] })` answered true (false when it could not be asked). */
  canShareFiles: boolean
}

export type ShareDecision =
  | { kind: 'share-file' }
  /** Spec: without file-share support the certificate page opens in a new tab. */
  | { kind: 'open-page'; notice: string }

/** Sharing needs platform support for sharing files (spec §5); anything less opens the page instead. */
export function decideShare(support: ShareSupport): ShareDecision {
  if (!support.share || !support.canShare) return { kind: 'open-page', notice: shareErrors.unsupported }
  if (!support.canShareFiles) return { kind: 'open-page', notice: shareErrors.cannotShareImages }
  return { kind: 'share-file' }
}

export type ShareOutcome = { kind: 'done' } | { kind: 'ignored' } | { kind: 'open-page'; notice: string }

/** After `navigator.share`: the student closing the sheet (AbortError) is no error; a refusal falls back to the page. */
export function shareOutcome(error: unknown): ShareOutcome {
  if (error === undefined) return { kind: 'done' }
  if (isNamed(error, 'AbortError')) return { kind: 'ignored' }
  return { kind: 'open-page', notice: shareErrors.cannotShareImages }
}

const isNamed = (error: unknown, name: string) => typeof error === 'object' && error !== null && 'name' in error && error.name === name
