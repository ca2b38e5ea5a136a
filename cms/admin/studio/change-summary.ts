import { readableText } from '@schemas/funnel/readable-tokens'
import { screenTypeName } from '@schemas/screens/screen-type-names'
import { fieldLabel } from './field-labels'
import { isRecord, type Json } from './form-model'

export type SummaryOptions = {
  /** A plan set's name for the marketer (its plans); the id itself by default. */
  planSetName?: (id: unknown) => string
  /**
   * What the draft is compared with. A template's copy was given its own id, title and description
   * (template-copy.ts), so against a template those are never a change; against the published
   * version a new title or description is.
   */
  against?: 'published' | 'template'
}

/**
 * What publishing the draft changes for visitors, in plain words: screens added, removed and moved,
 * texts changed (old → new), other changes per screen, and funnel settings. Empty when nothing differs.
 */
export function summarizeChanges(published: unknown, draft: unknown, options: SummaryOptions = {}): string[] {
  const { planSetName = String, against = 'published' } = options
  const before = screensOf(published)
  const after = screensOf(draft)
  const beforeIds = new Map(before.map((screen) => [screen.id, screen]))
  const lines: string[] = []
  // A removed screen's answer tokens point at screens of the published version; after wins when both have it.
  const describe = (screen: Json) => `the screen ${screenName(screen, [...after, ...before])}`

  const order = screenOrderChanges(before, after)
  for (const { screen, at } of order.added) lines.push(`Added ${describe(screen)} at position ${at + 1}.`)
  for (const { screen } of order.removed) lines.push(`Removed ${describe(screen)}.`)
  for (const { screen, from, to } of order.moved) lines.push(`Moved ${describe(screen)} from position ${from + 1} to ${to + 1}.`)
  for (const screen of after) {
    const old = beforeIds.get(screen.id)
    if (old) lines.push(...screenChanges(old, screen, describe))
  }
  lines.push(...settingsChanges(published, draft, planSetName))
  if (against === 'published') lines.push(...identityChanges(published, draft))
  return lines
}

/**
 * The draft's screens a visitor would see differently, in the draft's order: added, moved (as the
 * summary says) or with any value changed — the screens the review shows in the phone.
 */
export function changedScreenIds(published: unknown, draft: unknown): string[] {
  const before = screensOf(published)
  const after = screensOf(draft)
  const beforeIds = new Map(before.map((screen) => [screen.id, screen]))
  const moved = new Set(screenOrderChanges(before, after).moved.map(({ screen }) => screen.id))
  return after
    .filter((screen) => {
      const old = beforeIds.get(screen.id)
      return !old || moved.has(screen.id) || JSON.stringify(old) !== JSON.stringify(screen)
    })
    .map((screen) => screen.id)
}

type ScreenJson = Json & { id: string }

function screensOf(definition: unknown): ScreenJson[] {
  const screens = isRecord(definition) && Array.isArray(definition.screens) ? definition.screens : []
  return screens.filter((screen): screen is ScreenJson => isRecord(screen) && typeof screen.id === 'string')
}

/** A screen in words; its title's tokens read as their values, answers named by `screens` (the funnel's). */
export function screenName(screen: Json, screens: readonly Json[] = []): string {
  const type = screenTypeName(String(screen.type))
  const text = firstText(screen.title) ?? firstText(screen.loadingText)
  const title = text && readableText(text, { screens })
  return title ? `“${title}” (${type.toLowerCase()})` : `the ${type.toLowerCase()} screen`
}

function firstText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

export type ScreenOrderChanges<S extends { id: string }> = {
  added: { screen: S; at: number }[]
  removed: { screen: S; from: number }[]
  /** Kept screens whose order among the kept ones changed; positions are 0-based, in each version. */
  moved: { screen: S; from: number; to: number }[]
}

/**
 * Which screens were added, removed and moved, by id. "Moved" is as few screens as possible: the
 * kept screens outside the longest run left in the same order. When several runs are as long (two
 * neighbours swapped), the screens that stay are those that moved least among the kept ones, so the
 * summary names the screen the marketer dragged rather than its neighbours.
 */
export function screenOrderChanges<S extends { id: string }>(before: readonly S[], after: readonly S[]): ScreenOrderChanges<S> {
  const beforeIndex = new Map(before.map((screen, index) => [screen.id, index]))
  const afterIndex = new Map(after.map((screen, index) => [screen.id, index]))
  const added = after.flatMap((screen, at) => (beforeIndex.has(screen.id) ? [] : [{ screen, at }]))
  const removed = before.flatMap((screen, from) => (afterIndex.has(screen.id) ? [] : [{ screen, from }]))

  const kept = before.filter((screen) => afterIndex.has(screen.id))
  const keptAfter = after.filter((screen) => beforeIndex.has(screen.id))
  const keptRank = new Map(keptAfter.map((screen, rank) => [screen.id, rank]))
  const ranks = kept.map((screen) => keptRank.get(screen.id)!)
  // Longest increasing run of ranks; among equally long ones, the least total displacement.
  const length = ranks.map(() => 1)
  const cost = ranks.map((rank, i) => Math.abs(rank - i))
  const previous = ranks.map(() => -1)
  for (let i = 0; i < ranks.length; i++) {
    for (let j = 0; j < i; j++) {
      if (ranks[j]! >= ranks[i]!) continue
      const candidateLength = length[j]! + 1
      const candidateCost = cost[j]! + Math.abs(ranks[i]! - i)
      if (candidateLength > length[i]! || (candidateLength === length[i]! && candidateCost < cost[i]!)) {
        length[i] = candidateLength
        cost[i] = candidateCost
        previous[i] = j
      }
    }
  }
  let end = -1
  for (let i = 0; i < ranks.length; i++) {
    if (end < 0 || length[i]! > length[end]! || (length[i] === length[end] && cost[i]! < cost[end]!)) end = i
  }
  const stays = new Set<number>()
  for (let at = end; at >= 0; at = previous[at]!) stays.add(at)
  const moved = kept
    .flatMap((screen, index) => (stays.has(index) ? [] : [{ screen, from: beforeIndex.get(screen.id)!, to: afterIndex.get(screen.id)! }]))
    .sort((a, b) => a.to - b.to)
  return { added, removed, moved }
}

function screenChanges(before: Json, after: Json, describe: (screen: Json) => string): string[] {
  const texts = new Map<string, [string | undefined, string | undefined]>()
  const collect = (value: unknown, path: string[], side: 0 | 1) => {
    if (typeof value === 'string') {
      const entry = texts.get(path.join('.')) ?? [undefined, undefined]
      entry[side] = value
      texts.set(path.join('.'), entry)
    } else if (Array.isArray(value)) value.forEach((item, index) => collect(item, [...path, String(index)], side))
    else if (isRecord(value)) for (const [key, item] of Object.entries(value)) collect(item, [...path, key], side)
  }
  collect(before, [], 0)
  collect(after, [], 1)
  const lines: string[] = []
  for (const [path, [old, now]] of texts) {
    if (old === now || path === 'id') continue
    const where = `${textLabel(path)} on ${describe(after)}`
    if (old === undefined) lines.push(`Added ${where}: “${now}”.`)
    else if (now === undefined) lines.push(`Removed ${where} (was “${old}”).`)
    else lines.push(`Changed ${where}: “${old}” → “${now}”.`)
  }
  const otherwiseChanged = JSON.stringify(withoutStrings(before)) !== JSON.stringify(withoutStrings(after))
  if (otherwiseChanged) lines.push(`Changed other settings of ${describe(after)}.`)
  return lines
}

/** `options.2.value` → "option 3 text". */
function textLabel(path: string): string {
  const parts = path.split('.')
  const words: string[] = []
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!
    const index = parts[i + 1] !== undefined && /^\d+$/.test(parts[i + 1]!) ? Number(parts[++i]) + 1 : undefined
    const label = fieldLabel(index === undefined ? part : part.replace(/ies$/, 'y').replace(/s$/, '')).toLowerCase()
    words.push(index === undefined ? label : `${label} ${index}`)
  }
  return words.join(' ')
}

function withoutStrings(value: unknown): unknown {
  if (typeof value === 'string') return null
  if (Array.isArray(value)) return value.map(withoutStrings)
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, item]) => (typeof item === 'string' ? [] : [[key, withoutStrings(item)]])),
    )
  }
  return value
}

function settingsChanges(published: unknown, draft: unknown, planSetName: (id: unknown) => string): string[] {
  const before = isRecord(published) ? published : {}
  const after = isRecord(draft) ? draft : {}
  const lines: string[] = []
  const planSet = (definition: Json) => {
    const settings = isRecord(definition.settings) ? definition.settings : {}
    return isRecord(settings.paywall) ? settings.paywall.planSet : undefined
  }
  if (planSet(before) !== planSet(after))
    lines.push(
      `Changed the paywall's plans from “${planSetName(planSet(before) ?? 'none')}” to “${planSetName(planSet(after) ?? 'none')}”.`,
    )
  const strip = (definition: Json) => {
    const settings = isRecord(definition.settings) ? definition.settings : {}
    const paywall = isRecord(settings.paywall) ? { ...settings.paywall, planSet: null } : settings.paywall
    return JSON.stringify({ ...settings, paywall })
  }
  if (strip(before) !== strip(after)) lines.push('Changed other funnel settings (images, testimonials, paywall or loader).')
  return lines
}

/** A new title or description of the published funnel (its id is its address, which the studio keeps). */
function identityChanges(published: unknown, draft: unknown): string[] {
  const before = isRecord(published) ? published : {}
  const after = isRecord(draft) ? draft : {}
  return (['title', 'description'] as const).flatMap((key) =>
    before[key] === after[key] ? [] : [`Changed the funnel ${key}: “${String(before[key] ?? '')}” → “${String(after[key] ?? '')}”.`],
  )
}
