import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { galleryPhoto } from './gallery'
import { productGradeFindings } from './product-grade'

const phone = { width: 375, height: 812 }
const desktop = { width: 1280, height: 800 }
export const dialogGalleryDir = 'tests/e2e/.artifacts/dialog-gallery'

/**
 * A dialog or tool panel as it is open now, at 375 and 1280 px: a screenshot of each in
 * tests/e2e/.artifacts/dialog-gallery/<name>-<width>.png (the window while a modal is open, else the
 * whole page; when the run photographs: support/gallery.ts), then its product-grade findings at 375 px (browser-default controls, developer text,
 * underlined links outside prose, overflow at 320 px, axe). The page is left at 375 px.
 */
export async function lookAtBothWidths(page: Page, name: string): Promise<string[]> {
  mkdirSync(dialogGalleryDir, { recursive: true })
  const fullPage = (await page.locator('dialog[open]').count()) === 0
  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport)
    // A whole-page picture of a scrolled page draws the sticky header and tab bar mid-page.
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0))
    await galleryPhoto(page, { path: `${dialogGalleryDir}/${name}-${viewport.width}.png`, fullPage, animations: 'disabled' })
  }
  return (await productGradeFindings(page)).map((finding) => `${name}: ${finding}`)
}
