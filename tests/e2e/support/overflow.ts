import type { Page } from '@playwright/test'

/** The narrow phones every page must fit: an iPhone SE (1st gen) / small Android, and a 375 px phone. */
export const narrowWidths = [
  { width: 320, height: 640 },
  { width: 375, height: 812 },
] as const

export type Overflow = { width: number; scrollWidth: number; offenders: string[] }

/**
 * Resizes the page to `viewport` and reports what does not fit it, or null when everything does:
 * the document wider than the window (sideways scrolling), an element reaching past either edge,
 * or a box whose content is wider than the box. The funnel player clips its screens sideways
 * (overflow-x: clip, for the slide-in), so a too-wide screen would be cut off rather than scroll:
 * the document width alone would not see it. Content of intended sideways scrollers (a carousel
 * with overflow-x: auto) and visually hidden text are left out.
 */
export async function overflowAt(page: Page, viewport: { width: number; height: number }): Promise<Overflow | null> {
  await page.setViewportSize(viewport)
  return page.evaluate(() => {
    const width = window.innerWidth
    const scrolls = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX)
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (scrolls(parent)) return true
      }
      return false
    }
    const describe = (element: Element, why: string) =>
      `${element.tagName.toLowerCase()}${[...element.classList].map((name) => `.${name}`).join('')} ${why} "${(element.textContent ?? '').trim().slice(0, 40)}"`
    const offenders: string[] = []
    for (const element of document.querySelectorAll('body *')) {
      if (offenders.length >= 8) break
      const box = element.getBoundingClientRect()
      // Visually hidden text (1 px, clipped) is for screen readers only.
      if (box.width <= 1 || box.height <= 1 || inScroller(element)) continue
      if (box.right > width + 0.5 || box.left < -0.5)
        offenders.push(describe(element, `spans ${Math.round(box.left)}–${Math.round(box.right)}`))
      else if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1 && !scrolls(element))
        offenders.push(describe(element, `holds ${element.scrollWidth} px in ${element.clientWidth}`))
    }
    const scrollWidth = document.documentElement.scrollWidth
    return scrollWidth <= width && offenders.length === 0 ? null : { width, scrollWidth, offenders }
  })
}

/**
 * overflowAt for the learning app: titles shortened on purpose (one-line buttons whose title ends
 * in an ellipsis, breadcrumbs) are not overflow.
 */
export async function overflowAtExceptEllipsis(page: Page, viewport: { width: number; height: number }): Promise<Overflow | null> {
  const overflow = await overflowAt(page, viewport)
  const offenders = overflow?.offenders.filter((offender) => !/__cta-title|__next-label|ui-breadcrumbs__link/.test(offender)) ?? []
  return overflow && (overflow.scrollWidth > overflow.width || offenders.length > 0) ? { ...overflow, offenders } : null
}
