import type { Page, PageScreenshotOptions } from '@playwright/test'

/**
 * Whether this run photographs the galleries (app, funnel screens, landings, dialogs, admin, account
 * steps): yes on a developer's machine, no in CI — nobody opens CI's pictures, and encoding the
 * full-page PNGs cost about a tenth of the e2e run's CPU on CI's two cores. `GALLERY_PHOTOS=1` takes
 * them anyway (also under CI), `GALLERY_PHOTOS=0` skips them anywhere. Every check a photographed page
 * is held to runs either way.
 */
export const galleryPhotos = process.env.GALLERY_PHOTOS ? process.env.GALLERY_PHOTOS !== '0' : !process.env.CI

/**
 * A gallery photograph, when this run takes them. When it does not, the page is left as the
 * photograph would have left it for the checks that follow: its fonts loaded and, with
 * `animations: 'disabled'`, its finite animations finished.
 */
export async function galleryPhoto(page: Page, options: PageScreenshotOptions & { path: string }): Promise<void> {
  if (galleryPhotos) {
    await page.screenshot(options)
    return
  }
  await page.evaluate(async (finishAnimations) => {
    if (finishAnimations) {
      for (const animation of document.getAnimations()) {
        if (animation.playbackRate !== 0 && Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish()
      }
    }
    await document.fonts.ready
  }, options.animations === 'disabled')
}
