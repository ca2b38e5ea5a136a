import { promptTemplateSeeds } from './data/prompt-templates'
import type { SeedRun } from './ensure'

/**
 * The prompt library the prompt packs sell, found by title (staff edits survive restarts). Seeded
 * with the funnels, not as demo content: a site that sells the packs must hold what they promise.
 * One query finds the titles already there, so a restart does not look each of them up.
 */
export async function seedPromptTemplates(run: SeedRun): Promise<void> {
  const existing = await run.payload.find({
    collection: 'prompt-templates',
    select: { title: true },
    pagination: false,
    depth: 0,
  })
  const have = new Set(existing.docs.map((doc) => doc.title))
  for (const seed of promptTemplateSeeds) {
    if (!have.has(seed.title)) await run.ensure('prompt-templates', { title: { equals: seed.title } }, seed)
  }
}
