import type { LearningPlan, LearningProfile, PlanStep, ProficiencyLevel } from '@schemas/learning/plan'
import { learningPlanTitle } from '~/learning'
import { type Id, idKey } from '@schemas/id'

/** A topic of a published course, with what the rules need to place it. */
export type CatalogueTopic = {
  topicId: Id
  title: string
  courseId: Id
  courseTitle: string
  courseType: 'course' | 'challenge'
  level: string | null
  tags: readonly string[]
}

export type Track = 'income' | 'creator' | 'career' | 'learning'

/** What the goal is about, from its words (funnel options and free text alike). */
export function trackOf(goal: string): Track {
  if (/content|creator|blog|video|social|audience|channel/i.test(goal)) return 'creator'
  // `\bearn`: "Learn to use AI…" (the default goal) is not an earning goal.
  if (/income|wealth|money|\bearn|boss|business|retire|side|replace|financ|freelanc|client/i.test(goal)) return 'income'
  if (/career|professional|work|job|promot|skills/i.test(goal)) return 'career'
  return 'learning'
}

const creatorWords = /content|video|blog|image|social|faceless|avatar|script/i
const levelRank = (level: string | null) => ({ beginner: 0, intermediate: 1, advanced: 2 })[(level ?? '').toLowerCase()] ?? 1

/** Does the topic serve this goal? Earning goals want "Make money" courses; learning goals "AI learning". */
export function fitsTrack(topic: CatalogueTopic, track: Track): boolean {
  if (track === 'creator') return creatorWords.test(`${topic.courseTitle} ${topic.title}`)
  if (track === 'income') return topic.tags.includes('Make money')
  return topic.tags.includes('AI learning')
}

/** Beginner courses of the "AI learning" tag: where anyone new to AI starts. */
export const isFoundation = (topic: CatalogueTopic) => topic.tags.includes('AI learning') && levelRank(topic.level) === 0

/**
 * Where a topic goes in the plan: beginners do the foundations first, then their goal's courses,
 * easiest first; intermediates start with their goal and keep the foundations for last; advanced
 * students start with their goal's harder courses. Lower is earlier.
 */
function phase(topic: CatalogueTopic, track: Track, level: ProficiencyLevel): number {
  const fits = fitsTrack(topic, track)
  const foundation = isFoundation(topic)
  if (level === 'beginner') return foundation ? 0 : fits ? 1 : 2
  if (level === 'intermediate') return fits && !foundation ? 0 : foundation ? 2 : 1
  if (fits && levelRank(topic.level) > 0) return 0
  return fits ? 1 : foundation ? 3 : 2
}

/** Steps a day's time affords: 5 min → 3, 10 → 4, 15 → 6, 20 → 8 (3 to 10). */
export const stepCountFor = (minutes: number) => Math.min(10, Math.max(3, Math.round(minutes * 0.4)))

/**
 * Every course topic ranked for this profile (challenges are day-by-day programmes, not plan
 * steps). The catalogue comes in course order, then topic order; that order breaks ties.
 */
export function rankTopics(catalogue: readonly CatalogueTopic[], profile: Pick<LearningProfile, 'goal' | 'ai_proficiency'>) {
  const track = trackOf(profile.goal.value)
  return catalogue
    .map((topic, position) => ({ topic, position }))
    .filter(({ topic }) => topic.courseType === 'course')
    .sort(
      (a, b) =>
        phase(a.topic, track, profile.ai_proficiency.level) - phase(b.topic, track, profile.ai_proficiency.level) ||
        levelRank(a.topic.level) - levelRank(b.topic.level) ||
        a.position - b.position,
    )
    .map(({ topic }) => topic)
}

export const stepOf = (topic: CatalogueTopic): PlanStep => ({
  topicId: topic.topicId,
  courseId: topic.courseId,
  title: topic.title,
  courseTitle: topic.courseTitle,
})

/** The offline plan: the ranked topics, as many as the student's daily time affords. */
export function planFromProfile(catalogue: readonly CatalogueTopic[], profile: LearningProfile): LearningPlan {
  const steps = rankTopics(catalogue, profile).slice(0, stepCountFor(profile.time_per_day.minutes)).map(stepOf)
  return { planTitle: learningPlanTitle(profile.name), planSteps: steps }
}

/** Steps whose topic is no longer in the catalogue are dropped (a course unpublished since). */
export function keepKnownSteps(plan: LearningPlan, catalogue: readonly CatalogueTopic[]): LearningPlan {
  const known = new Map(catalogue.map((topic) => [idKey(topic.topicId), topic]))
  return {
    ...plan,
    planSteps: plan.planSteps.flatMap((step) => (known.has(idKey(step.topicId)) ? [stepOf(known.get(idKey(step.topicId))!)] : [])),
  }
}
