import type { Payload } from 'payload'
import { bumpContentVersion } from '../hooks/content-changed'
import { seedCatalogue } from './catalogue'
import { seedDailyTasks } from './daily-tasks'
import { catalogue } from './data/courses'
import { type SeedCounts, SeedRun } from './ensure'
import { seedFunnels } from './funnels'
import { seedPromptTemplates } from './prompt-templates'
import { seedSiteContent } from './site-content'
import { ensureAdmin, type SeededAdmin } from './staff'

export type SeedOptions = {
  adminEmail?: string
  adminPassword?: string
  /** The catalogue, tips, landing content, paywall plans and legal pages. Funnels are always imported. */
  demoContent: boolean
  /** Where the funnel JSON files are; `funnels/` under the working directory by default. */
  funnelsDir?: string
}

/** `created` counts new documents per collection; `createdCourses` is kept for existing callers. */
export type SeedResult = { admin?: SeededAdmin; createdCourses: number; created: SeedCounts }

/**
 * Idempotent: every document is found by a natural key (slug, title, plan id …) and created only
 * when missing; existing documents are never changed, so marketers' edits survive restarts.
 */
export async function seedDatabase(payload: Payload, options: SeedOptions): Promise<SeedResult> {
  const admin = await ensureAdmin(payload, { email: options.adminEmail, password: options.adminPassword })
  const run = new SeedRun(payload)
  // The funnels in funnels/ are the product's own, not demo content: the site needs them to run.
  await seedFunnels(run, options.funnelsDir)
  // The prompt library is what the prompt packs sell: the site holds it whenever it sells them.
  await seedPromptTemplates(run)
  if (options.demoContent) {
    await seedCatalogue(run, catalogue)
    await seedSiteContent(run)
    await seedDailyTasks(run)
  }
  if (Object.values(run.created).some((count) => count > 0)) await bumpContentVersion(payload)
  return { admin, createdCourses: run.created.courses ?? 0, created: run.created }
}
