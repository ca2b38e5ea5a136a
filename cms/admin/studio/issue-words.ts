import type { z } from 'zod'
import { formatPath } from '@schemas/funnel/parse'
import { choiceLabel, fieldLabel } from './field-labels'
import { getAt, type Path } from './form-model'

/** One problem of a funnel as a marketer reads it: where (JSON path, for the studio), which field, what to do. */
export type WordedIssue = { path: string; place: string; label: string; message: string }

type Issue = z.core.$ZodIssue
type Json = Record<string, unknown>

const itemWords: Record<string, string> = {
  screens: 'screen',
  options: 'choice',
  slides: 'slide',
  feedbacks: 'pop-up',
  labels: 'label',
  levelFrom: 'screen',
  next: 'branch',
  benefits: 'benefit',
}

/** The last named field of a path: `['screens', 3, 'options', 0, 'value']` → "value". */
function fieldName(path: Path): string | undefined {
  return [...path].reverse().find((key): key is string => typeof key === 'string')
}

/** The field's name in words; a list item is named by its list (`screens[2]` → "Screen"). */
function labelOf(path: Path): string {
  const last = path.at(-1)
  if (typeof last === 'number') return capitalize(itemNoun(String(path.at(-2))))
  return last === undefined ? 'The funnel' : fieldLabel(last)
}

function screenAt(definition: unknown, index: number): Json | undefined {
  const screens = (definition as { screens?: unknown } | null)?.screens
  const screen = Array.isArray(screens) ? screens[index] : undefined
  return screen && typeof screen === 'object' ? (screen as Json) : undefined
}

function screenWords(definition: unknown, index: number): string {
  const id = screenAt(definition, index)?.id
  return typeof id === 'string' && id ? `screen ${index + 1} “${id}”` : `screen ${index + 1}`
}

/** Where a field is, in words: `screens.3.options.0.value` → "Screen 4 “goal” → Choice 1 → Text". */
export function placeInWords(path: Path, definition: unknown): string {
  const parts: string[] = []
  path.forEach((key, at) => {
    if (typeof key === 'number') {
      const list = path[at - 1]
      if (list === 'screens' && at === 1) parts.push(screenWords(definition, key))
      else parts.push(`${capitalize(itemWords[String(list)] ?? 'item')} ${key + 1}`)
    } else if (key !== 'screens' || typeof path[at + 1] !== 'number') {
      if (typeof path[at + 1] !== 'number' || !(key in itemWords)) parts.push(fieldLabel(key))
    }
  })
  return capitalize(parts.join(' → ') || 'The funnel')
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

function itemNoun(name: string | undefined): string {
  return itemWords[name ?? ''] ?? 'item'
}

/** "Give this screen a title" style: what to write into an empty text field. */
function emptyText(name: string | undefined, label: string, path: Path): string {
  if (name === 'id' && path.length === 3 && path[0] === 'screens') return 'Give this screen a name — rules and answers refer to it'
  if (name === 'title' && path[0] === 'screens') return 'Give this screen a title'
  return `Fill in “${label}” — it cannot be empty`
}

function numberRange(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>, label: string): string {
  const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum)
  if (issue.code === 'too_small') {
    if (limit === 0 && !issue.inclusive) return `Set “${label}” to a number above 0`
    return `Set “${label}” to ${issue.inclusive === false ? 'more than' : 'at least'} ${limit}`
  }
  return `Set “${label}” to ${issue.inclusive === false ? 'less than' : 'at most'} ${limit}`
}

function wordOne(issue: Issue, definition: unknown): string {
  const path = issue.path as Path
  const name = fieldName(path)
  const label = labelOf(path)
  // zod leaves the value out of its issues; the definition has it.
  const value = getAt(definition, path)
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? emptyText(name, label, path) : `Write at least ${plural(Number(issue.minimum), 'character')}`
      }
      if (issue.origin === 'array') return `Add at least ${plural(Number(issue.minimum), itemNoun(name))}`
      return numberRange(issue, label)
    case 'too_big':
      if (issue.origin === 'string') return `Shorten “${label}” to ${plural(Number(issue.maximum), 'character')} or fewer`
      if (issue.origin === 'array') return `Keep at most ${plural(Number(issue.maximum), itemNoun(name))} — remove the rest`
      return numberRange(issue, label)
    case 'invalid_value': {
      const choices = issue.values.map((choice) => `“${choiceLabel(name ?? '', String(choice))}”`).join(', ')
      return issue.values.length === 1 ? `Set “${label}” to ${choices}` : `Pick one of the choices for “${label}”: ${choices}`
    }
    case 'invalid_format':
      if (value === '') return emptyText(name, label, path)
      if (issue.format === 'url') return `Enter a full web address for “${label}”, starting with https://`
      // A pattern the schema explains in its own words (“Use letters, digits, _ or -”) keeps them.
      if (issue.format === 'regex' && !/^Invalid/.test(issue.message)) return issue.message
      return `“${label}” is not written the way it should be — check it`
    case 'invalid_type':
      if (value === undefined) return emptyText(name, label, path)
      return issue.expected === 'number' || issue.expected === 'int'
        ? `Enter a number for “${label}”`
        : `Check “${label}” — its value has the wrong kind`
    case 'custom': {
      const rule = issue.params?.rule
      if (rule === 'unknown-screen') {
        const id = String(issue.params?.id)
        if (name === 'dependentStep') return `No screen is called “${id}” — pick the earlier question whose answer this screen recalls`
        return `No screen is called “${id}” — pick an existing screen, or rename the screen it should point to`
      }
      if (rule === 'duplicate-screen') {
        const id = String(issue.params?.id)
        const first = Number(issue.params?.first)
        const second = Number(path[1])
        return `Two screens are called “${id}” (screens ${first + 1} and ${second + 1}): rename one — rules and answers refer to screens by name`
      }
      return customInWords(issue.message, label)
    }
    default:
      if (name === 'type' && path[0] === 'screens') return 'Pick one of the screen types'
      if (path.length === 2 && path[0] === 'screens')
        return 'Check this screen — one of its settings does not belong to its type (see the Advanced (JSON) tab)'
      return `Check “${label}” — its value is not one this field takes`
  }
}

/** Cross-screen checks speak in JSON paths (`screens[3]`); a marketer counts screens from 1. */
function customInWords(message: string, label: string): string {
  const text = message.replace(/screens\[(\d+)\]/g, (_, index: string) => `screen ${Number(index) + 1}`)
  if (/^Invalid|expected/i.test(text)) return `Check “${label}”`
  return capitalize(text)
}

/**
 * zod's issue in words for the field it concerns. A duplicate screen name is one issue on the later
 * screen; it becomes one on each of the two screens, so both show what to do.
 */
export function issueInWords(issue: Issue, definition: unknown): WordedIssue[] {
  const path = issue.path as Path
  const label = labelOf(path)
  const message = wordOne(issue, definition)
  const at = (where: Path): WordedIssue => ({ path: formatPath(where) || '(root)', place: placeInWords(where, definition), label, message })
  if (issue.code === 'custom' && issue.params?.rule === 'duplicate-screen')
    return [at(['screens', Number(issue.params.first), 'id']), at(path)]
  return [at(path)]
}
