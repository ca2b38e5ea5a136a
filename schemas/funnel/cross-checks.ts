import type { z } from 'zod'
import type { Condition, Screen } from '../screens'
import { typesWhere } from '../screens/screen-traits'
import { terminalScreenTypes } from '../screens/screen-types'
import { checkKind, type FunnelKind } from './kind-checks'
import type { FunnelSettings } from './settings'
import { parseTemplate } from './template-syntax'

type Path = (string | number)[]
type Report = (path: Path, message: string, params?: Record<string, unknown>) => void

const answerTypes = new Set<Screen['type']>(typesWhere((traits) => traits.answer !== null))
const optionTypes = new Set<Screen['type']>(typesWhere((traits) => traits.answer === 'option' || traits.answer === 'options'))

/** Rules across screens that a per-field schema cannot express; each issue names its JSON path. */
export function crossCheckFunnel(funnel: { kind: FunnelKind; screens: Screen[]; settings: FunnelSettings }, ctx: z.RefinementCtx): void {
  // `params.rule` lets the studio word a cross-screen problem for a marketer (cms/admin/studio/issue-words.ts).
  const report: Report = (path, message, params) => ctx.addIssue({ code: 'custom', path, message, ...(params ? { params } : {}) })
  const { screens } = funnel
  const indexById = new Map<string, number>()

  screens.forEach((screen, index) => {
    const first = indexById.get(screen.id)
    if (first === undefined) indexById.set(screen.id, index)
    else
      report(['screens', index, 'id'], `duplicate screen id "${screen.id}" (already used by screens[${first}])`, {
        rule: 'duplicate-screen',
        id: screen.id,
        first,
      })
    if ('options' in screen) checkUniqueOptions(screen.options, ['screens', index, 'options'], report)
  })

  const earlier = (index: number, path: Path, id: string, needs: 'answer' | 'options' | 'any' = 'answer', allowSelf = false) => {
    const target = indexById.get(id)
    if (target === undefined) return report(path, `refers to unknown screen "${id}"`, { rule: 'unknown-screen', id })
    if (target > index || (target === index && !allowSelf)) {
      return report(path, `must refer to an earlier screen, but "${id}" is screens[${target}], not before screens[${index}]`)
    }
    const type = screens[target]!.type
    if (needs === 'answer' && !answerTypes.has(type)) report(path, `screen "${id}" (${type}) records no answer`)
    if (needs === 'options' && !optionTypes.has(type)) report(path, `screen "${id}" (${type}) has no options`)
  }

  screens.forEach((screen, index) => {
    const at = (...rest: Path): Path => ['screens', index, ...rest]
    if ('dependentStep' in screen && screen.dependentStep) earlier(index, at('dependentStep'), screen.dependentStep)
    if (screen.type === 'LevelIndicator') {
      screen.levelFrom.forEach((id, k) => earlier(index, at('levelFrom', k), id, 'options'))
    }
    if (screen.id === 'completed') report(at('id'), '"completed" is reserved for the end of the funnel')
    if (screen.type === 'MultipleOption') checkSelectionBounds(screen, at(), report)
    if (screen.type === 'Paywall') checkStatedDiscount(screen, at(), report)
    if (screen.skipIf) checkCondition(screen.skipIf, at('skipIf'), index)
    // A screen's own answer may decide where it leads; whether to skip it cannot depend on it.
    screen.next?.forEach((rule, k) => {
      checkCondition(rule.when, at('next', k, 'when'), index, true)
      const target = indexById.get(rule.goto)
      if (target === undefined)
        report(at('next', k, 'goto'), `refers to unknown screen "${rule.goto}"`, { rule: 'unknown-screen', id: rule.goto })
      else if (target <= index) report(at('next', k, 'goto'), `must jump forward, but "${rule.goto}" is screens[${target}]`)
    })
    checkTemplates(screen, at(), index)
  })

  function checkCondition(condition: Condition, path: Path, index: number, allowSelf = false) {
    earlier(index, [...path, 'screen'], condition.screen, 'options', allowSelf)
    const target = screens[indexById.get(condition.screen) ?? -1]
    if (!target || !('options' in target)) return
    const known = new Set(target.options.map((option) => option.id))
    const ids = 'equals' in condition ? [condition.equals] : 'in' in condition ? condition.in : condition.notIn
    const key = 'equals' in condition ? 'equals' : 'in' in condition ? 'in' : 'notIn'
    ids.forEach((id, k) => {
      if (!known.has(id))
        report(key === 'equals' ? [...path, key] : [...path, key, k], `screen "${condition.screen}" has no option "${id}"`)
    })
  }

  function checkTemplates(value: unknown, path: Path, index: number): void {
    if (typeof value === 'string') {
      const { parts, errors } = parseTemplate(value)
      errors.forEach((error) => report(path, error))
      for (const part of parts) {
        if ('placeholder' in part && part.placeholder.kind === 'answer') {
          earlier(index, path, part.placeholder.screenId)
        }
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, k) => checkTemplates(item, [...path, k], index))
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key !== 'id' && key !== 'type' && key !== 'next' && key !== 'skipIf') checkTemplates(item, [...path, key], index)
      }
    }
  }

  // The paywall's benefits are shown on every Paywall screen: an answer they name comes before the first.
  const firstPaywall = screens.findIndex((screen) => screen.type === 'Paywall')
  if (firstPaywall >= 0 && funnel.settings.paywall?.benefits)
    checkTemplates(funnel.settings.paywall.benefits, ['settings', 'paywall', 'benefits'], firstPaywall)

  checkKind(funnel, report)

  const last = screens.at(-1)
  const quizEndings = terminalScreenTypes.filter((type) => type !== 'SaveOffer')
  if (last && funnel.kind === 'quiz' && !(quizEndings as readonly string[]).includes(last.type)) {
    report(['screens', screens.length - 1, 'type'], `a funnel must end with ${quizEndings.join(', ')} — "${last.id}" is ${last.type}`)
  }
  const paywallIndex = screens.findIndex((screen) => screen.type === 'Paywall' && !screen.planSet)
  if (paywallIndex >= 0 && !funnel.settings.paywall) {
    report(['settings', 'paywall'], `required: screens[${paywallIndex}] is a Paywall without its own planSet`)
  }
}

function checkSelectionBounds(screen: Extract<Screen, { type: 'MultipleOption' }>, path: Path, report: Report) {
  const count = screen.options.length
  if (screen.minSelections > count) {
    report([...path, 'minSelections'], `asks for ${screen.minSelections} choices but the screen has ${count} options`)
  }
  if (screen.maxSelections !== undefined && screen.maxSelections < screen.minSelections) {
    report([...path, 'maxSelections'], `is below minSelections (${screen.minSelections})`)
  }
}

function checkUniqueOptions(options: readonly { id: string }[], path: Path, report: Report) {
  const seen = new Map<string, number>()
  options.forEach((option, k) => {
    const first = seen.get(option.id)
    if (first === undefined) seen.set(option.id, k)
    else report([...path, k, 'id'], `duplicate option id "${option.id}" (already used by option ${first})`)
  })
}

/**
 * A percentage written in a paywall's copy must be the discount it states: "50% off" over a
 * `discount.percent` of 30 (or on a paywall with no discount at all) tells the visitor something
 * the prices do not. Whether the plan set's prices give that percentage is checked where the plans
 * are known (the Funnels collection, the seed tests: discount-truth.ts).
 */
function checkStatedDiscount(screen: Extract<Screen, { type: 'Paywall' }>, path: Path, report: Report) {
  const copy: [Path, string | undefined][] = [
    [[...path, 'title'], screen.title],
    [[...path, 'description'], screen.description],
    [[...path, 'discount', 'title'], screen.discount?.title],
  ]
  for (const [at, text] of copy) {
    for (const match of (text ?? '').matchAll(/(\d{1,3})\s?%/g)) {
      const written = Number(match[1])
      if (!screen.discount) report(at, `says ${written}% but the paywall has no discount`)
      else if (written !== screen.discount.percent) report(at, `says ${written}% but discount.percent is ${screen.discount.percent}`)
    }
  }
}
