import { getPayloadClient } from '@cms/get-payload'
import { packContents } from '@schemas/payments/pack-contents'
import type { UpsellPack } from '@schemas/payments/upsell'
import { countPackPrompts } from '../../core/promise-ledger-counts.server'
import { isPromptPack, type PromptPack } from '../rules/prompt-packs'

/** The prompt packs a pack brings: itself, or a bundle's prompt parts (Ultimate holds both). */
export const promptPacksIn = (pack: UpsellPack): PromptPack[] => packContents[pack].filter(isPromptPack)

/**
 * How many prompts a pack holds in the library now, counted from the database as the offers count
 * them (schemas/content/prompt-count.ts, through the promise ledger's count): 0 for a pack without prompts. The promise ledger reads
 * it; read as the site, since it is the catalogue's size and no student's data.
 */
export async function promptCount(pack: UpsellPack): Promise<number> {
  const payload = await getPayloadClient()
  const counts = await Promise.all(promptPacksIn(pack).map((part) => countPackPrompts(payload, part)))
  return counts.reduce((total, count) => total + count, 0)
}
