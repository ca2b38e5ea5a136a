import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseFunnel } from '@schemas'
import type { SeedRun } from './ensure'

/**
 * Publishes every valid `funnels/*.json` that is not in the CMS yet (matched by funnel id). A file
 * that does not parse or validate is skipped with a warning: the folder is edited by hand and one
 * broken funnel must not stop the site from starting.
 */
export async function seedFunnels(run: SeedRun, directory = path.resolve(process.cwd(), 'funnels')): Promise<void> {
  if (!existsSync(directory)) return
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort()
  for (const file of files) {
    let raw: unknown
    try {
      raw = JSON.parse(readFileSync(path.join(directory, file), 'utf8'))
    } catch (error) {
      run.warn(`Seed: skipped funnels/${file}: not valid JSON (${error instanceof Error ? error.message : error})`)
      continue
    }
    const parsed = parseFunnel(raw)
    if (!parsed.success) {
      const first = parsed.issues.slice(0, 3).map((issue) => `${issue.path}: ${issue.message}`)
      run.warn(`Seed: skipped funnels/${file}: ${parsed.issues.length} problem(s) — ${first.join('; ')}`)
      continue
    }
    const { id, title } = parsed.data
    await run.ensure(
      'funnels',
      { funnelId: { equals: id } },
      { funnelId: id, title, definition: raw as Record<string, unknown>, _status: 'published' },
    )
  }
}
