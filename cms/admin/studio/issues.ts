import { formatPath, funnelZodIssues } from '@schemas/funnel/parse'
import type { Path } from './form-model'
import { issueInWords, type WordedIssue } from './issue-words'

/** The draft's problems in a marketer's words, by the JSON path they concern (`screens[2].options[0].value`). */
export type IssueMap = ReadonlyMap<string, string[]>

/** Every problem of a definition in words, in the order zod found them (one per screen for a duplicate name). */
export function wordedIssues(definition: unknown, funnelId: unknown): WordedIssue[] {
  const worded = funnelZodIssues(definition).flatMap((issue) => issueInWords(issue, definition))
  const id = (definition as { id?: unknown } | null)?.id
  if (typeof funnelId === 'string' && funnelId && id !== funnelId) {
    worded.unshift({
      path: 'id',
      place: 'Funnel id',
      label: 'Funnel id',
      message: `Set the funnel id in the definition to “${funnelId}”, the same as the funnel’s address`,
    })
  }
  return worded
}

/** Worded problems by the path they concern, each message once. */
export function issuesByPath(worded: readonly WordedIssue[]): IssueMap {
  const map = new Map<string, string[]>()
  for (const { path, message } of worded) {
    const messages = map.get(path) ?? []
    if (!messages.includes(message)) map.set(path, [...messages, message])
  }
  return map
}

export const pathKey = (path: Path) => formatPath(path)

/** The problems at or under `path`, in words. */
export function issuesUnder(issues: IssueMap, path: Path): string[] {
  const key = pathKey(path)
  const found: string[] = []
  for (const [at, messages] of issues) if (at === key || at.startsWith(`${key}.`) || at.startsWith(`${key}[`)) found.push(...messages)
  return found
}
