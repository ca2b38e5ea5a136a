import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type FunnelIssue, parseFunnel } from '@schemas/funnel/parse'
import type { FunnelDefinition } from '@schemas/funnel/definition'

export const funnelsDir = path.resolve('funnels')

export type LoadedFunnel = { file: string; ok: true; definition: FunnelDefinition } | { file: string; ok: false; issues: FunnelIssue[] }

/** `challenge_v1` → funnels/challenge_v1.json; anything with a slash or .json is a path. */
export function resolveFunnelFile(idOrPath: string): string {
  if (idOrPath.includes('/') || idOrPath.endsWith('.json')) return path.resolve(idOrPath)
  return path.join(funnelsDir, `${idOrPath}.json`)
}

export function allFunnelFiles(): string[] {
  return readdirSync(funnelsDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(funnelsDir, name))
}

export function loadFunnel(file: string): LoadedFunnel {
  if (!existsSync(file)) return { file, ok: false, issues: [{ path: '(file)', message: 'no such file' }] }
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    return { file, ok: false, issues: [{ path: '(json)', message: (error as Error).message }] }
  }
  const result = parseFunnel(raw)
  return result.success ? { file, ok: true, definition: result.data } : { file, ok: false, issues: result.issues }
}

export function displayPath(file: string): string {
  return path.relative(process.cwd(), file) || file
}
