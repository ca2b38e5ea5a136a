/**
 * The product-grade check (support/product-grade.ts) itself: it must catch each kind of scaffolding
 * on a page built to have them, and find nothing on the same content built from the design system.
 */
import { readFileSync } from 'node:fs'
import { productGradeFindings } from './support/product-grade'
import { expect, test } from './test'

const designSystemCss = ['app/styles/app.css', 'app/ui/ui.css'].map((file) => readFileSync(file, 'utf8')).join('\n')

test('the product-grade check finds browser-default controls, developer text and overflow', async ({ page }) => {
  await page.setContent(`<main>
    <h1>Billing</h1>
    <button>See the AI tools pack</button>
    <select aria-label="topic"><option>topic</option></select>
    <details><summary>Cancel subscription</summary>Text</details>
    <progress value="3" max="10" aria-label="Plan"></progress>
    <p>Renews on 2026-11-26 at 15:36 UTC with gpt_4o_mini</p>
    <p>Error: No route matches URL "/nonexistent-page"</p>
    <div style="width: 600px">wide</div>
  </main>`)
  const findings = (await productGradeFindings(page)).join('\n')
  for (const expected of [
    'browser-default button',
    'browser-default select',
    'browser disclosure triangle',
    'browser progress bar',
    'an ISO date visible',
    '"UTC" visible',
    'router or stack text visible',
    'a slug visible',
    'overflow at 320 px',
  ])
    expect(findings).toContain(expected)
})

test('the same content built from the design system passes it', async ({ page }) => {
  await page.setContent(`<html lang="en"><head><title>Billing</title><style>${designSystemCss}</style></head><body><main>
    <h1>Billing</h1>
    <button type="button" class="ui-button ui-button--secondary">See the AI tools pack</button>
    <div class="ui-field"><label class="ui-field__label" for="topic">Topic</label>
      <select id="topic" class="ui-select"><option>Marketing</option></select></div>
    <div class="ui-disclosure"><button type="button" class="ui-disclosure__button" aria-expanded="false">Cancel subscription</button></div>
    <div class="ui-progress" role="progressbar" aria-label="Plan" aria-valuenow="30"><div class="ui-progress__fill" style="width:30%"></div></div>
    <p>Renews on 26 November 2026 with GPT-4o mini, a built-in step-by-step plan</p>
  </main></body></html>`)
  expect(await productGradeFindings(page)).toEqual([])
})
