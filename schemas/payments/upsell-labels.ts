/** The one-time packs and their names, without zod, so the browser can show them (spec §3, §9). */
export const upsellPacks = ['complete_ai', 'personal_boost', 'ai_tools', 'ultimate_ai'] as const

export const upsellPackLabels: Record<(typeof upsellPacks)[number], string> = {
  complete_ai: 'Complete AI pack',
  personal_boost: 'Personal boost pack',
  ai_tools: 'AI tools pack',
  ultimate_ai: 'Ultimate AI pack',
}
