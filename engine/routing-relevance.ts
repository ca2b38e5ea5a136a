import type { FunnelDefinition } from '../schemas/funnel/definition'
import type { Condition, Option } from '../schemas/screens'

/**
 * Which answers can still change the route, and which options of a screen route alike. Path
 * enumeration uses this to try one option per kind instead of every combination.
 */
export type RoutingRelevance = {
  /** For each screen named in a condition: the index of the last screen whose routing reads it. */
  readUntil: Map<string, number>
  /** For each screen named in a condition: the option-id sets its conditions test. */
  testedSets: Map<string, string[][]>
}

const testedIds = (condition: Condition) =>
  'equals' in condition ? [condition.equals] : 'in' in condition ? condition.in : condition.notIn

export function routingRelevance(definition: FunnelDefinition): RoutingRelevance {
  const readUntil = new Map<string, number>()
  const testedSets = new Map<string, string[][]>()
  definition.screens.forEach((screen, index) => {
    // A skipIf is read when leaving an earlier screen, a next rule when leaving this one: reading
    // "until this index" covers both.
    const conditions = [...(screen.skipIf ? [screen.skipIf] : []), ...(screen.next ?? []).map((rule) => rule.when)]
    for (const condition of conditions) {
      readUntil.set(condition.screen, Math.max(readUntil.get(condition.screen) ?? -1, index))
      testedSets.set(condition.screen, [...(testedSets.get(condition.screen) ?? []), testedIds(condition)])
    }
  })
  return { readUntil, testedSets }
}

/** Options grouped by which tested sets contain them; options in the same group route alike. */
export function optionKinds(options: readonly Option[], sets: readonly string[][]): Option[][] {
  const kinds = new Map<string, Option[]>()
  for (const option of options) {
    const signature = sets.map((set) => (set.includes(option.id) ? '1' : '0')).join('')
    kinds.set(signature, [...(kinds.get(signature) ?? []), option])
  }
  return [...kinds.values()]
}

/**
 * The selections worth trying on a multiple-choice screen: the first `count` options, and for each
 * kind one selection led by it, padded with options of the same kind, then with untested ones.
 */
export function selectionsToTry(options: readonly Option[], sets: readonly string[][], count: number): string[][] {
  const kinds = optionKinds(options, sets)
  const untested = options.filter((option) => !sets.some((set) => set.includes(option.id)))
  const candidates = [options.slice(0, count), ...kinds.map((kind) => [...kind, ...untested, ...options])]
  const seen = new Set<string>()
  const selections: string[][] = []
  for (const candidate of candidates) {
    const selection = [...new Set(candidate.map((option) => option.id))].slice(0, count)
    const key = [...selection].sort().join(',')
    if (selection.length === count && !seen.has(key)) {
      seen.add(key)
      selections.push(selection)
    }
  }
  return selections
}
