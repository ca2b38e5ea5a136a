import type { PlanSetChoice } from './use-studio-choices'

type PlanDoc = { set?: string | null; name?: string | null; order?: number | null }

/**
 * Plan sets as a marketer recognises them: by the plans a visitor will see, in paywall order
 * ("1-month plan · 3-month plan · 1-year plan"). Two sets offering the same names keep their set
 * name in brackets so they can still be told apart.
 */
export function planSetChoices(plans: readonly PlanDoc[]): PlanSetChoice[] {
  const sets = new Map<string, PlanDoc[]>()
  for (const plan of plans) if (plan.set) sets.set(plan.set, [...(sets.get(plan.set) ?? []), plan])
  const choices = [...sets].map(([id, members]) => ({
    id,
    label: [...members]
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
      .map((plan) => plan.name?.trim() || 'Unnamed plan')
      .join(' · '),
  }))
  const seen = new Map<string, number>()
  for (const choice of choices) seen.set(choice.label, (seen.get(choice.label) ?? 0) + 1)
  return choices
    .map((choice) => ((seen.get(choice.label) ?? 0) > 1 ? { ...choice, label: `${choice.label} (${choice.id})` } : choice))
    .sort((a, b) => a.label.localeCompare(b.label))
}

/** The words for a plan set id: its plans when known, else the id itself. */
export function planSetLabel(choices: readonly PlanSetChoice[], id: unknown): string {
  if (typeof id !== 'string' || !id) return 'none'
  return choices.find((choice) => choice.id === id)?.label ?? id
}
