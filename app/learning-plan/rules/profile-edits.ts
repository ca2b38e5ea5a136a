import type { LearningProfile } from '@schemas/learning/plan'
import { describeLevel, proficiencyOf } from '~/learning'

export type ProfileEdit = { profile: LearningProfile; applied: string[] }

/**
 * Profile edits by prompt without a model. Supported: "call me Anna" / "my name is Anna", "my goal
 * is …" / "I want to …", "I am a beginner / intermediate / advanced", "N minutes a day".
 */
export function editProfileByRules(profile: LearningProfile, prompt: string): ProfileEdit {
  const applied: string[] = []
  let next = profile
  const name = /\b(?:call me|my name is|i am called|i'm called)\s+([\p{L}][\p{L}'-]{0,40})/iu.exec(prompt)?.[1]
  if (name) {
    next = { ...next, name: { value: name[0]!.toUpperCase() + name.slice(1), confident: true } }
    applied.push('name')
  }
  const goal = /\b(?:my goal is(?: to)?|i want to|i'd like to|goal:)\s+([^.;!?]{3,200})/i.exec(prompt)?.[1]?.trim()
  if (goal) {
    next = { ...next, goal: { value: goal[0]!.toUpperCase() + goal.slice(1) } }
    applied.push('goal')
  }
  const level = /\b(beginner|intermediate|advanced|expert|new to ai)\b/i.exec(prompt)?.[1]
  if (level) {
    const parsed = proficiencyOf(level)
    next = { ...next, ai_proficiency: { level: parsed, description: describeLevel(parsed) } }
    applied.push('AI proficiency')
  }
  const minutes = Number(/\b(\d{1,3})\s*(?:min|minutes)\b/i.exec(prompt)?.[1])
  if (Number.isFinite(minutes) && minutes >= 5 && minutes <= 120) {
    next = { ...next, time_per_day: { minutes } }
    applied.push('time per day')
  }
  return { profile: next, applied }
}
