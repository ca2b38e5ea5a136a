import { packContents } from './pack-contents'
import { upsellPackLabels, upsellPacks } from './upsell-labels'

type Pack = (typeof upsellPacks)[number]

/**
 * What each one-time pack gives, said once (issue #46, the promise ledger): the offers' benefit
 * lines, "What you own", the receipts and the cancellation mail read this, so none of them can
 * promise more, or less, than another. `lasts: 'lifetime'` — the pack stays after the plan ends.
 * `use` is where in the app the buyer uses it.
 *
 * Figures in `gives` are the library's counted sizes (the promise-audit test resolves every number
 * in them against what the product holds).
 */
export type PackEntitlement = {
  pack: Pack
  name: string
  gives: readonly string[]
  lasts: 'lifetime'
  use: { label: string; href: string }
}

const own: Record<Exclude<Pack, 'ultimate_ai'>, Omit<PackEntitlement, 'pack' | 'name'>> = {
  complete_ai: {
    gives: ['30,000 prompts in the prompt library, sorted by job and task'],
    lasts: 'lifetime',
    use: { label: 'Open the prompt library', href: '/prompts' },
  },
  personal_boost: {
    gives: ['600 prompts picked for your goal', 'A 4-week practice plan'],
    lasts: 'lifetime',
    use: { label: 'Open your goal prompts', href: '/prompts?pack=personal_boost' },
  },
  ai_tools: {
    gives: ['Image and avatar-video tools', '50 more assistant prompts every day'],
    lasts: 'lifetime',
    use: { label: 'Open the AI tools', href: '/ai-tools' },
  },
}

function entitlement(pack: Pack): PackEntitlement {
  if (pack !== 'ultimate_ai') return { pack, name: upsellPackLabels[pack], ...own[pack] }
  const parts = packContents.ultimate_ai.filter((part): part is Exclude<Pack, 'ultimate_ai'> => part !== 'ultimate_ai')
  return {
    pack,
    name: upsellPackLabels.ultimate_ai,
    gives: parts.flatMap((part) => own[part].gives),
    lasts: 'lifetime',
    use: own.complete_ai.use,
  }
}

export const packEntitlements: Record<Pack, PackEntitlement> = Object.fromEntries(
  upsellPacks.map((pack) => [pack, entitlement(pack)]),
) as Record<Pack, PackEntitlement>

/** "Lifetime access", as an offer, a receipt and the cancellation mail word it. */
export const lastsText = (entitlement: PackEntitlement): string =>
  entitlement.lasts === 'lifetime' ? 'Lifetime access — yours after the plan ends' : ''

/**
 * What every plan includes while it runs, said once beside the packs (issue #46: "what the plan
 * includes is never sold again"). No pack overlaps it: the packs sell prompt libraries and the AI
 * tools, none of which a plan gives, so nothing here is held back from the offers. If a plan ever
 * includes a pack, it joins the student's owned packs (decision 007) and its offers are passed over.
 */
export type PlanEntitlement = {
  gives: readonly string[]
  lasts: 'plan'
  use: { label: string; href: string }
}

export const planEntitlement: PlanEntitlement = {
  gives: [
    'Every course and challenge, with a certificate for each one you finish',
    'Your learning plan and the daily task',
    'The AI assistant, with a larger daily prompt allowance than the free one',
  ],
  lasts: 'plan',
  use: { label: 'Go to your courses', href: '/courses' },
}
