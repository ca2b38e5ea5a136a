import type { FunnelDefinition } from '../schemas/funnel/definition'
import { isFinal, screenIndex } from './funnel-screens'

export type PossibleTargets = {
  /** Every screen `resolveNextScreen` can return from here, whatever the answers. */
  screens: string[]
  /** Whether, for some answers, no screen follows. */
  mayEnd: boolean
}

/**
 * The static counterpart of `resolveNextScreen`: the machine lists one guarded transition per
 * possible target, so graph tools see every edge without knowing the answers.
 */
export function possibleNextScreens(definition: FunnelDefinition, fromId: string): PossibleTargets {
  const { screens } = definition
  const from = screenIndex(definition, fromId)
  const fromScreen = screens[from]
  if (!fromScreen) return { screens: [], mayEnd: false }
  if (isFinal(fromScreen)) return { screens: [], mayEnd: true }
  const found = new Set<string>()
  let mayEnd = false
  const starts = [from + 1, ...(fromScreen.next ?? []).map((rule) => screenIndex(definition, rule.goto))]
  for (const start of starts) {
    if (start <= from) continue
    let index = start
    for (let screen = screens[index]; ; screen = screens[++index]) {
      if (!screen) {
        mayEnd = true
        break
      }
      found.add(screen.id)
      if (!screen.skipIf) break
    }
  }
  return { screens: screens.map((screen) => screen.id).filter((id) => found.has(id)), mayEnd }
}

export type PossibleRoutes = {
  next: Map<string, PossibleTargets>
  /** Where `nav.back` may return to from each screen: the screens that can lead to it. */
  previous: Map<string, string[]>
}

export function possibleRoutes(definition: FunnelDefinition): PossibleRoutes {
  const next = new Map<string, PossibleTargets>()
  const previous = new Map<string, string[]>(definition.screens.map((screen) => [screen.id, []]))
  for (const { id } of definition.screens) {
    const targets = possibleNextScreens(definition, id)
    next.set(id, targets)
    for (const target of targets.screens) previous.get(target)?.push(id)
  }
  return { next, previous }
}
