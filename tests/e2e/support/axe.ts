import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type AxeBuilder from '@axe-core/playwright'
import type { Frame, Page } from '@playwright/test'

/**
 * The minified build of the axe-core that @axe-core/playwright depends on: half the script the
 * builder injects (its source is the unminified one).
 */
const builder = createRequire(import.meta.url).resolve('@axe-core/playwright')
const axeSource = readFileSync(createRequire(builder).resolve('axe-core/axe.min.js'), 'utf8')

type Axe = { run: (context: object) => ReturnType<AxeBuilder['analyze']>; configure: (spec: object) => void }

/** Puts axe into a frame once: a document checked again reuses it. */
async function withAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window).catch(() => true)) return
  await frame.evaluate(axeSource)
  // As the builder does: a frame answers the page's axe only for its own origin.
  await frame.evaluate(() => (window as unknown as { axe: Axe }).axe.configure({ allowedOrigins: ['<same_origin>'] }))
}

/**
 * axe's serious and critical findings on the page as it is now, one line each. axe runs inside the
 * document and its frames (`axe.run`, the builder's legacy mode, with the builder's context). The
 * builder's default mode injected the unminified axe twice and opened a blank page to merge the
 * frames' results for every check — needed only for frames of other origins, which this site has
 * none of: 1–2.5 s a check against 0.1–0.5 s, with the same findings on pages with planted
 * violations (a nameless button, an image without alt, faint text, a same-origin frame's button).
 * `within`: only the part of the page that selector picks (the builder's `include`).
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  for (const frame of page.frames()) await withAxe(frame)
  const { violations } = await page.evaluate(
    (include) => (window as unknown as { axe: Axe }).axe.run({ include, exclude: [] }),
    within ? [[within]] : [],
  )
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
}
