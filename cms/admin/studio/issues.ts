import { type FunnelIssue, parseFunnel } from '@schemas/funnel/parse'
import { formatPath } from '@schemas/funnel/parse'
import type { Path } from './form-model'

/** zod's messages for the draft, by the JSON path they concern (`screens[2].options[0].value`). */
export type IssueMap = ReadonlyMap<string, string[]>

export function draftIssues(definition: unknown, funnelId: unknown): IssueMap {
  const result = parseFunnel(definition)
  const issues: FunnelIssue[] = result.success ? [] : result.issues
  const map = new Map<string, string[]>()
  for (const { path, message } of issues) map.set(path, [...(map.get(path) ?? []), message])
  const id = (definition as { id?: unknown } | null)?.id
  if (typeof funnelId === 'string' && funnelId && id !== funnelId) map.set('id', [`must equal the funnel id “${funnelId}”`])
  return map
}

export const pathKey = (path: Path) => formatPath(path)

/** How many problems lie at or under `path`. */
export function issuesUnder(issues: IssueMap, path: Path): number {
  const key = pathKey(path)
  let count = 0
  for (const [at, messages] of issues) if (at === key || at.startsWith(`${key}.`) || at.startsWith(`${key}[`)) count += messages.length
  return count
}
