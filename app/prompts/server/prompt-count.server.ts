import { getPayloadClient } from '@cms/get-payload'
import { packContents } from '@schemas/payments/pack-contents'
import type { UpsellPack } from '@schemas/payments/upsell'
import { promptsInLibrary } from '@schemas/content/prompt-count'
import { isPromptPack, type PromptPack } from '../rules/prompt-packs'

/** The prompt packs a pack brings: itself, or a bundle's prompt parts (Ultimate holds both). */
export const promptPacksIn = (pack: UpsellPack): PromptPack[] => packContents[pack].filter(isPromptPack)

/**
 * How many prompts a pack holds in the library now, counted from the database as the offers count
 * them (app/prompts/rules/prompt-count.ts): 0 for a pack without prompts. The promise ledger reads
 * it; read as the site, since it is the catalogue's size and no student's data.
 */
export async function promptCount(pack: UpsellPack): Promise<number> {
  const packs = promptPacksIn(pack)
  if (packs.length === 0) return 0
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'prompt-templates',
    overrideAccess: true,
    where: { pack: { in: packs } },
    // No `select`: with it Payload 3 returns the placeholders' hasMany options empty.
    pagination: false,
    depth: 0,
  })
  return promptsInLibrary(docs)
}
