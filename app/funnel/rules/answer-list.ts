import type { PersistedFunnel } from '@engine/types'

/** The answers in the spec's shape (`onboarding_answers`): one {step, data, question} per answered step. */
export function answerList(persisted: Pick<PersistedFunnel, 'answers'>) {
  return Object.values(persisted.answers)
    .sort((a, b) => a.step - b.step)
    .map(({ step, data, question }) => ({ step, data, question }))
}
