import { describe, expect, it } from 'vitest'
import { decideShare, shareErrors, shareOutcome } from './share-decision'
import { pickShareText, shareTexts } from './share-texts'

describe('sharing a certificate', () => {
  it('shares the image file when the platform can share files', () => {
    expect(decideShare({ share: true, canShare: true, canShareFiles: true })).toEqual({ kind: 'share-file' })
  })

  it('opens the certificate page when Web Share is missing', () => {
    for (const support of [
      { share: false, canShare: false, canShareFiles: false },
      { share: true, canShare: false, canShareFiles: false },
      { share: false, canShare: true, canShareFiles: true },
    ])
      expect(decideShare(support)).toEqual({ kind: 'open-page', notice: shareErrors.unsupported })
  })

  it('opens the certificate page when this target cannot share image files', () => {
    expect(decideShare({ share: true, canShare: true, canShareFiles: false })).toEqual({
      kind: 'open-page',
      notice: 'This target cannot share image files.',
    })
  })

  it('ignores the student closing the share sheet, and falls back to the page on any other failure', () => {
    expect(shareOutcome(undefined)).toEqual({ kind: 'done' })
    expect(shareOutcome(new DOMException('Share canceled', 'AbortError'))).toEqual({ kind: 'ignored' })
    expect(shareOutcome(new DOMException('Not allowed', 'NotAllowedError'))).toEqual({
      kind: 'open-page',
      notice: shareErrors.cannotShareImages,
    })
    expect(shareOutcome(new TypeError('bad data'))).toEqual({ kind: 'open-page', notice: shareErrors.cannotShareImages })
    expect(shareOutcome('odd')).toEqual({ kind: 'open-page', notice: shareErrors.cannotShareImages })
  })

  it('uses the spec’s two error messages word for word', () => {
    expect(Object.values(shareErrors)).toEqual([
      'Web Share with files is not supported on this platform.',
      'This target cannot share image files.',
    ])
  })
})

describe('share texts', () => {
  it('has nine templates, each naming the course', () => {
    expect(new Set(shareTexts).size).toBe(9)
    for (const template of shareTexts) expect(template).toContain('{course}')
  })

  it('picks each of the nine by the random draw, the course filled in', () => {
    const picked = shareTexts.map((_, index) => pickShareText('Prompting 101', () => (index + 0.5) / shareTexts.length))
    expect(new Set(picked).size).toBe(9)
    for (const text of picked) expect(text).toContain('Prompting 101')
    expect(pickShareText('X', () => 0.9999999)).toBe(shareTexts[8].replace('{course}', 'X'))
  })
})
