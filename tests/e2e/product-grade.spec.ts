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

test('a summary laid out as flex still shows Safari its triangle; one that hides both markers passes', async ({ page }) => {
  await page.setContent(`<html lang="en"><head><title>Templates</title><style>
    .flex { display: flex; min-height: 44px }
    .designed { display: flex; min-height: 44px; list-style: none }
    .designed::-webkit-details-marker { display: none }
  </style></head><body><main><h1>Templates</h1>
    <details><summary class="flex">Prompt templates</summary>Text</details>
    <details><summary class="designed">Designed question</summary>Text</details>
  </main></body></html>`)
  const findings = await productGradeFindings(page)
  expect(findings).toEqual(['browser disclosure triangle in Safari (::-webkit-details-marker): summary.flex "Prompt templates"'])
})

test('underlined links outside running prose are found: breadcrumbs, list rows, card titles, a lone action', async ({ page }) => {
  await page.setContent(`<html lang="en"><head><title>Lesson</title><style>
    .link-button { background: none; border: 0; color: #6d28d9; font: inherit; text-decoration: underline; cursor: pointer }
  </style></head><body><main>
    <p><a href="/course/1">ChatGPT Essentials</a> · <a href="/course/1/topic/2">Getting started</a></p>
    <h1>Meet your AI assistant</h1>
    <button type="button" class="link-button">Report an issue</button>
    <ul><li><a href="/lesson/3">The four parts of a good prompt</a></li></ul>
    <article><h2><a href="/course/4">AI Foundations</a></h2><p>Your first week with AI.</p></article>
    <p>Read <a href="/terms">our terms</a> before you start, they are short.</p>
  </main></body></html>`)
  const findings = (await productGradeFindings(page)).filter((finding) => finding.startsWith('underlined'))
  expect(findings).toEqual([
    'underlined link outside running prose: a "ChatGPT Essentials"',
    'underlined link outside running prose: a "Getting started"',
    'underlined link outside running prose: button.link-button "Report an issue"',
    'underlined link outside running prose: a "The four parts of a good prompt"',
    'underlined title outside running prose: a "AI Foundations"',
  ])
})

test('words broken mid-word, text squeezed into single letters and two modals at once are found; URLs may break', async ({ page }) => {
  await page.setContent(`<html lang="en"><head><title>Plan</title><style>
    .row { display: flex; width: 300px; gap: 8px }
    .row__body { flex: 1; min-width: 0; overflow-wrap: anywhere }
    .row__end { flex: none; width: 280px }
    .narrow { width: 110px; font-size: 24px; overflow-wrap: anywhere }
    .link { width: 120px; overflow-wrap: break-word }
  </style></head><body><main><h1>Plan</h1>
    <div class="row"><span class="row__body">12-week plan $59.99 every 12 weeks</span><span class="row__end">Switch</span></div>
    <h2 class="narrow">Better conversations with AI</h2>
    <p class="link">Write to support@averyveryverylongdomainname.example</p>
    <dialog open aria-label="Welcome">Welcome</dialog>
    <dialog open aria-label="Streak">Streak</dialog>
  </main></body></html>`)
  const findings = (await productGradeFindings(page, { narrow: false })).filter((finding) => !finding.startsWith('axe'))
  expect(findings.some((finding) => finding.startsWith('text wrapped into single letters') && finding.includes('12-week plan'))).toBe(true)
  expect(findings.some((finding) => finding.startsWith('a word broken mid-word ("conversations")'))).toBe(true)
  expect(findings.some((finding) => finding.includes('averyvery'))).toBe(false)
  expect(findings).toContain('2 modal dialogs open at once: dialog "Welcome"; dialog "Streak"')
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
    <nav class="ui-breadcrumbs" aria-label="Breadcrumb"><ol><li><a class="ui-breadcrumbs__link" href="/course/1">ChatGPT Essentials</a></li></ol></nav>
    <ul class="ui-list"><li><a class="ui-row" href="/streak"><span class="ui-row__body"><span class="ui-row__title">Your streak</span></span></a></li></ul>
    <button type="button" class="ui-button ui-button--quiet ui-button--small">Report an issue</button>
    <p>Read <a href="/terms">our terms</a> before you start, they are short.</p>
  </main></body></html>`)
  expect(await productGradeFindings(page)).toEqual([])
})
