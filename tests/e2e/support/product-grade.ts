import type { Page } from '@playwright/test'
import { seriousViolations } from './axe'
import { overflowAtExceptEllipsis } from './overflow'

/**
 * What makes a page look like scaffolding instead of a product (issue #30), found in the page as a
 * person sees it:
 * - a browser-default control, judged by computed style: a button or input with the user agent's
 *   grey face and 2 px outset border, a select still drawn by the browser (`appearance` not none),
 *   a <summary> with the disclosure triangle (its ::marker, or Safari's ::-webkit-details-marker), a
 *   <progress> element (always the browser's bar);
 * - developer text: ISO dates, "UTC", slugs (lower-case words joined by - or _), router errors;
 * - sideways overflow at 320 px;
 * - axe's serious and critical findings.
 * Each finding is one line naming the element, so a failing test says what to fix. `narrow: false`
 * leaves out the 320 px check, for a page already checked there at another width (the same check
 * of the same page).
 */
export async function productGradeFindings(page: Page, { narrow = true } = {}): Promise<string[]> {
  const inPage = await controlAndTextFindings(page)
  const viewport = page.viewportSize()
  const overflow = narrow ? await overflowAtExceptEllipsis(page, { width: 320, height: 640 }) : null
  if (viewport && narrow) await page.setViewportSize(viewport)
  const overflowFindings = overflow ? [`overflow at 320 px (document ${overflow.scrollWidth} px): ${overflow.offenders.join('; ')}`] : []
  const axe = (await seriousViolations(page)).map((line) => `axe ${line}`)
  return [...inPage, ...overflowFindings, ...axe]
}

/** The browser-default controls and developer text alone (for callers that check axe and overflow themselves). */
export async function controlAndTextFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const findings: string[] = []
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.display !== 'none'
    }
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join('')} "${(element.textContent ?? (element as HTMLInputElement).value ?? '').trim().slice(0, 40)}"`
    const defaultFace = (style: CSSStyleDeclaration) =>
      // Chromium's user agent button: light grey face (buttonface) and a 2 px outset border.
      (style.backgroundColor === 'rgb(239, 239, 239)' || style.backgroundColor === 'rgb(240, 240, 240)') &&
      (style.borderTopStyle === 'outset' || style.borderTopWidth === '2px')

    for (const element of document.querySelectorAll('button, input[type="button"], input[type="submit"], input[type="reset"]')) {
      if (visible(element) && defaultFace(getComputedStyle(element))) findings.push(`browser-default button: ${name(element)}`)
    }
    for (const element of document.querySelectorAll('input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea')) {
      const style = getComputedStyle(element)
      if (visible(element) && style.borderTopStyle === 'inset') findings.push(`browser-default field: ${name(element)}`)
    }
    for (const element of document.querySelectorAll('select')) {
      if (visible(element) && getComputedStyle(element).appearance !== 'none') findings.push(`browser-default select: ${name(element)}`)
    }
    // A <summary> draws the browser's triangle in two ways, and a designed one hides both. Blink and
    // Gecko draw its ::marker while it is a list-item (unless list-style is none or the marker has no
    // content); Safari draws ::-webkit-details-marker whatever its display (flex, block…) unless a
    // rule hides that pseudo-element, which Chromium does not compute, so the rules are read here.
    const hiddenWebkitMarkers = [...document.styleSheets].flatMap((sheet) => {
      try {
        return [...sheet.cssRules].flatMap((rule) =>
          rule instanceof CSSStyleRule && rule.selectorText.includes('::-webkit-details-marker') && rule.style.display === 'none'
            ? rule.selectorText
                .split(',')
                .flatMap((part) => (part.includes('::-webkit-details-marker') ? [part.replace('::-webkit-details-marker', '').trim()] : []))
            : [],
        )
      } catch {
        return []
      }
    })
    for (const element of document.querySelectorAll('summary')) {
      if (!visible(element)) continue
      const style = getComputedStyle(element)
      const markerContent = getComputedStyle(element, '::marker').content
      if (style.display === 'list-item' && style.listStyleType !== 'none' && markerContent !== '""' && markerContent !== 'none')
        findings.push(`browser disclosure triangle: ${name(element)}`)
      else if (!hiddenWebkitMarkers.some((selector) => selector && element.matches(selector)))
        findings.push(`browser disclosure triangle in Safari (::-webkit-details-marker): ${name(element)}`)
    }
    for (const element of document.querySelectorAll('progress')) {
      if (visible(element)) findings.push(`browser progress bar: ${name(element)}`)
    }

    // Underlined links outside running prose. A link belongs to a sentence when the line it sits on
    // (the inline text of its nearest block: a paragraph, a list item, a cell) has words of its own
    // besides its links. A flex or grid item is a line of its own; so is a link alone in its block,
    // breadcrumbs (links and separators), a list row, a card's title, a lone "Report an issue".
    const words = (element: Element) => ((element as HTMLElement).innerText ?? element.textContent ?? '').replace(/\s+/g, ' ').trim()
    const isLink = (element: Element) => element.matches('a[href], button')
    const inlineText = (block: Element): string =>
      [...block.childNodes]
        .map((node) => {
          if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
          if (!(node instanceof Element) || isLink(node) || !getComputedStyle(node).display.startsWith('inline')) return ' '
          return inlineText(node)
        })
        .join('')
    for (const element of document.querySelectorAll('a[href], button')) {
      // A site footer's row of legal links is a convention people read as links; it may keep its underline.
      if (!visible(element) || !getComputedStyle(element).textDecorationLine.includes('underline') || words(element) === '') continue
      if (element.closest('footer') !== null) continue
      let line = element.parentElement
      while (line && line !== document.body && getComputedStyle(line).display === 'inline') line = line.parentElement
      const itemOfItsOwn = !line || /flex|grid/.test(getComputedStyle(line).display)
      const inHeading = element.closest('h1, h2, h3, h4, h5, h6') !== null
      if (inHeading || itemOfItsOwn || !/\p{L}{2,}/u.test(inlineText(line!)))
        findings.push(`underlined ${inHeading ? 'title' : 'link'} outside running prose: ${name(element)}`)
    }

    const text = document.body.innerText
    const around = (index: number, length: number) => `"${text.slice(Math.max(0, index - 20), index + length + 20).replace(/\s+/g, ' ')}"`
    const patterns: [RegExp, string][] = [
      [/\b\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?\b/, 'an ISO date'],
      [/\bUTC\b/, '"UTC"'],
      [/No route matches|\bError: [A-Z]|\bat [\w.]+ \(.*:\d+:\d+\)/, 'router or stack text'],
    ]
    for (const [pattern, what] of patterns) {
      const match = pattern.exec(text)
      if (match) findings.push(`${what} visible: ${around(match.index, match[0].length)}`)
    }
    // Hyphenated words ("built-in", "28-day") are words, not slugs: a slug here has an underscore
    // or a part that mixes letters and digits ("gpt-4o-mini", "challenge_v2").
    for (const match of text.matchAll(/(?<![\w@./:-])[a-z0-9]+(?:[-_][a-z0-9]+)+(?![\w@./-])/g)) {
      const token = match[0]
      if (token.includes('_') || token.split('-').some((part) => /\d/.test(part) && /[a-z]/.test(part))) {
        findings.push(`a slug visible: ${around(match.index, token.length)}`)
        break
      }
    }
    return findings
  })
}
