import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe's serious and critical findings on the page as it is now, one line each. axe runs inside the
 * page itself and its same-origin frames (`axe.run`, the builder's legacy mode): its default mode
 * opens a blank page for every check to merge the frames' results, which cost 1–2 s a check (two
 * thirds of one) and is only needed for frames of other origins, which this site has none of.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
}
