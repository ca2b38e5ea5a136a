import type { z } from 'zod'
import { type FunnelDefinition, funnelSchema } from './definition'
import { migrateFunnel } from './migrations'

export type FunnelIssue = { path: string; message: string }
export type FunnelParseResult = { success: true; data: FunnelDefinition } | { success: false; issues: FunnelIssue[] }

/** `["screens", 8, "dependentStep"]` → `screens[8].dependentStep` */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`
    return out ? `${out}.${String(key)}` : String(key)
  }, '')
}

export function toFunnelIssues(error: z.ZodError): FunnelIssue[] {
  return error.issues.map((issue) => ({ path: formatPath(issue.path) || '(root)', message: issue.message }))
}

/** Migrates an older format, then validates. Never throws for bad input. */
export function parseFunnel(raw: unknown): FunnelParseResult {
  const result = funnelSchema.safeParse(migrateFunnel(raw))
  return result.success ? { success: true, data: result.data } : { success: false, issues: toFunnelIssues(result.error) }
}

/** zod's own issues for a definition (empty when valid), for callers that word them for people. */
export function funnelZodIssues(raw: unknown): z.core.$ZodIssue[] {
  const result = funnelSchema.safeParse(migrateFunnel(raw))
  return result.success ? [] : result.error.issues
}
