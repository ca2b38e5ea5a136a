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
 * - text laid out badly: a word broken mid-word across two lines (only URLs and e-mail addresses
 *   may break so), text wrapped into a column of single letters (lines one or two characters wide);
 * - more than one modal dialog open at once (on arrival, at most one may interrupt);
 * - sideways overflow at 320 px (and the text checks again at that width);
 * - axe's serious and critical findings.
 * Each finding is one line naming the element, so a failing test says what to fix. `narrow: false`
 * leaves out the 320 px check, for a page already checked there at another width (the same check
 * of the same page).
 */
export async function productGradeFindings(page: Page, { narrow = true } = {}): Promise<string[]> {
  const inPage = await controlAndTextFindings(page)
  const viewport = page.viewportSize()
  const overflow = narrow ? await overflowAtExceptEllipsis(page, { width: 320, height: 640 }) : null
  const narrowText = narrow ? (await textLayoutFindings(page)).map((finding) => `at 320 px: ${finding}`) : []
  if (viewport && narrow) await page.setViewportSize(viewport)
  const overflowFindings = overflow ? [`overflow at 320 px (document ${overflow.scrollWidth} px): ${overflow.offenders.join('; ')}`] : []
  const axe = (await seriousViolations(page)).map((line) => `axe ${line}`)
  return [...inPage, ...narrowText, ...overflowFindings, ...axe]
}

/**
 * Text laid out as no person would set it (issue #46): a word broken mid-word across two lines
 * ("conversatio|ns", from `overflow-wrap: anywhere`, `word-break: break-all` or `hyphens: auto`),
 * and text squeezed into a column of single letters (a flex item given no room). URLs and e-mail
 * addresses may break anywhere (`overflow-wrap: break-word`): they have no other place to. Text
 * that is not drawn (hidden, or visually hidden for screen readers: clipped to 1 px) is left out.
 */
export async function textLayoutFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const findings: string[] = []
    const hiddenCache = new Map<Element, boolean>()
    const notDrawn = (element: Element | null): boolean => {
      if (!element || element === document.body) return false
      const known = hiddenCache.get(element)
      if (known !== undefined) return known
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      const clipped =
        style.display === 'none' ||
        style.visibility === 'hidden' ||
        style.clip !== 'auto' ||
        style.clipPath !== 'none' ||
        ((box.width <= 2 || box.height <= 2) && style.overflow !== 'visible')
      const hidden = clipped || notDrawn(element.parentElement)
      hiddenCache.set(element, hidden)
      return hidden
    }
    /** The lines a run of text is drawn on: its rects grouped by where their middles fall. */
    const lineCount = (rects: DOMRectList) => {
      const lines: { top: number; bottom: number }[] = []
      for (const rect of rects) {
        if (rect.width < 0.5) continue
        const middle = (rect.top + rect.bottom) / 2
        if (!lines.some((line) => middle >= line.top && middle <= line.bottom)) lines.push({ top: rect.top, bottom: rect.bottom })
      }
      return lines.length
    }
    const where = (element: Element, text: string) =>
      `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join('')} "${text.trim().replace(/\s+/g, ' ').slice(0, 50)}"`
    const breakable = /[@/\\]|\.\p{L}{2,}|^https?:/u
    const range = document.createRange()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const broken = new Set<string>()
    for (let node = walker.nextNode(); node && findings.length < 12; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      const parent = node.parentElement
      if (!parent || !/[\p{L}\p{N}]{2}/u.test(text) || parent.closest('script, style, noscript, template, svg') || notDrawn(parent))
        continue
      range.selectNodeContents(node)
      const lines = lineCount(range.getClientRects())
      if (lines < 2) continue
      const characters = text.replace(/\s+/g, '').length
      if (lines >= 3 && characters / lines <= 2.5) {
        findings.push(`text wrapped into single letters (${characters} characters on ${lines} lines): ${where(parent, text)}`)
        continue
      }
      for (const chunk of text.matchAll(/\S+/g)) {
        if (breakable.test(chunk[0])) continue
        for (const word of chunk[0].matchAll(/[\p{L}\p{N}]{2,}/gu)) {
          const start = chunk.index + word.index
          range.setStart(node, start)
          range.setEnd(node, start + word[0].length)
          if (lineCount(range.getClientRects()) > 1 && !broken.has(word[0])) {
            broken.add(word[0])
            findings.push(`a word broken mid-word ("${word[0]}"): ${where(parent, text)}`)
          }
        }
      }
    }
    return findings
  })
}

/**
 * Modal dialogs open now: an open <dialog> (modal, or open in the server's HTML before scripts make it
 * modal) or an element marked aria-modal. More than one at once is a finding: a student meets one
 * interruption at a time, and on arrival at most one.
 */
export async function modalFindings(page: Page): Promise<string[]> {
  const open = await page.evaluate(() =>
    [...document.querySelectorAll('dialog[open], [aria-modal="true"]')]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        const style = getComputedStyle(element)
        return box.width > 1 && box.height > 1 && style.display !== 'none' && style.visibility !== 'hidden'
      })
      .map((element) => {
        const label =
          element.getAttribute('aria-label') ??
          document.getElementById(element.getAttribute('aria-labelledby')?.split(' ')[0] ?? '')?.textContent ??
          element.textContent ??
          ''
        return `${element.tagName.toLowerCase()}${[...element.classList].map((c) => `.${c}`).join('')} "${label.trim().slice(0, 40)}"`
      }),
  )
  return open.length > 1 ? [`${open.length} modal dialogs open at once: ${open.join('; ')}`] : []
}

/**
 * The browser-default controls, developer text, text layout and open modals (for callers that check
 * axe and overflow themselves).
 */
export async function controlAndTextFindings(page: Page): Promise<string[]> {
  return [...(await controlAndDeveloperText(page)), ...(await textLayoutFindings(page)), ...(await modalFindings(page))]
}

async function controlAndDeveloperText(page: Page): Promise<string[]> {
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
