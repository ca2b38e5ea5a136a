import type { LearningPlan, LearningProfile } from '@schemas/learning/plan'
import { type CatalogueTopic, rankTopics, stepOf } from './plan-rules'
import { idKey } from '@schemas/id'

/**
 * Edits by prompt without a model: plain rules over the words of the request. Supported (also
 * listed on the page): "more about / focus on / add <subject>", "less about / no / skip / without
 * <subject>", "less time / shorter / fewer steps", "more time / longer / more steps", "easier",
 * "harder". Subjects: images, video, writing, money, prompts, ChatGPT, basics.
 */
export const subjects: Record<string, RegExp> = {
  images: /image|visual|design|brand look/i,
  video: /video|avatar|script|faceless|presenter/i,
  writing: /writ|email|content|post|blog|repurpos|summar/i,
  money: /income|money|sell|client|freelanc|offer|monetis|proposal|hustle|service/i,
  prompts: /prompt|few-shot|chain/i,
  chatgpt: /chatgpt|custom instruction/i,
  basics: /first|foundation|basic|start|meet|check before|routine/i,
}
const subjectWords: Record<string, RegExp> = {
  images: /\b(images?|pictures?|photos?|visuals?|design)\b/i,
  video: /\b(videos?|avatars?|youtube|tiktok|reels?)\b/i,
  writing: /\b(writing|write|emails?|content|posts?|blog(ging)?|copy)\b/i,
  money: /\b(money|income|earn(ing)?|clients?|freelanc\w*|business|selling|sell)\b/i,
  prompts: /\b(prompts?|prompting|prompt engineering)\b/i,
  chatgpt: /\bchat ?gpt\b/i,
  basics: /\b(basics?|fundamentals|foundations?)\b/i,
}

export type PlanEdit = { plan: LearningPlan; applied: string[] }
type Topic = CatalogueTopic

const text = (topic: { title: string; courseTitle: string }) => `${topic.courseTitle} ${topic.title}`
const subjectIn = (phrase: string) => Object.keys(subjectWords).filter((subject) => subjectWords[subject]!.test(phrase))

/** The phrase after a verb ("more about X and Y" → "X and Y"), up to the next clause. */
function after(prompt: string, verbs: RegExp): string | null {
  const match = verbs.exec(prompt)
  return match ? prompt.slice(match.index + match[0].length).split(/[,.;!?]|\bbut\b|\bthen\b/i)[0]! : null
}

/** Applies every rule the prompt asks for; `applied` is empty when none matched (the caller refuses). */
export function editPlanByRules(plan: LearningPlan, prompt: string, catalogue: readonly Topic[], profile: LearningProfile): PlanEdit {
  const applied: string[] = []
  let steps = [...plan.planSteps]
  const ranked = rankTopics(catalogue, profile)
  const inPlan = () => new Set(steps.map((step) => idKey(step.topicId)))
  const minSteps = Math.min(2, steps.length)

  const less = subjectIn(after(prompt, /\b(less (about|on)|no more|no|without|skip|remove|drop|fewer|not interested in)\b/i) ?? '')
  for (const subject of less) {
    const kept = steps.filter((step) => !subjects[subject]!.test(text(step)))
    if (kept.length < steps.length && kept.length > 0) {
      steps = kept
      applied.push(`less about ${subject}`)
    }
  }
  const more = subjectIn(after(prompt, /\b(more (about|on)|focus (more )?on|add|include|i want|interested in)\b/i) ?? '')
  for (const subject of more.filter((item) => !less.includes(item))) {
    const matches = (step: { title: string; courseTitle: string }) => subjects[subject]!.test(text(step))
    const extra = ranked.filter((topic) => matches(topic) && !inPlan().has(idKey(topic.topicId))).slice(0, 3)
    if (extra.length === 0 && steps.every((step, index) => !matches(step) || index < steps.filter(matches).length)) continue
    const length = steps.length
    // The subject's topics (new and already planned) come first in the catalogue's ranked order; the
    // plan keeps its length by dropping its last steps on other subjects.
    const rank = new Map(ranked.map((topic, index) => [idKey(topic.topicId), index]))
    const onSubject = [...steps.filter(matches), ...extra.map(stepOf)].sort(
      (a, b) => (rank.get(idKey(a.topicId)) ?? 99) - (rank.get(idKey(b.topicId)) ?? 99),
    )
    const others = steps.filter((step) => !matches(step))
    steps = [...onSubject, ...others.slice(0, Math.max(0, length - onSubject.length))]
    applied.push(`more about ${subject}`)
  }
  if (/\b(less time|shorter|fewer steps|too (long|much)|busy|quicker)\b/i.test(prompt) && steps.length > minSteps) {
    steps = steps.slice(0, Math.max(minSteps, steps.length - Math.max(1, Math.round(steps.length / 3))))
    applied.push('less time')
  }
  if (/\b(more time|longer|more steps|more topics|more lessons)\b/i.test(prompt)) {
    const extra = ranked.filter((topic) => !inPlan().has(idKey(topic.topicId))).slice(0, 2)
    if (extra.length > 0) {
      steps = [...steps, ...extra.map(stepOf)]
      applied.push('more time')
    }
  }
  if (/\b(easier|simpler|too hard|beginner)\b/i.test(prompt)) {
    const rank = new Map(
      rankTopics(catalogue, { ...profile, ai_proficiency: { ...profile.ai_proficiency, level: 'beginner' } }).map((topic, index) => [
        idKey(topic.topicId),
        index,
      ]),
    )
    steps = [...steps].sort((a, b) => (rank.get(idKey(a.topicId)) ?? 99) - (rank.get(idKey(b.topicId)) ?? 99))
    applied.push('easier')
  }
  if (/\b(harder|advanced|too easy|challenge me)\b/i.test(prompt)) {
    const level = new Map(catalogue.map((topic) => [idKey(topic.topicId), (topic.level ?? '').toLowerCase()]))
    const kept = steps.filter((step) => level.get(idKey(step.topicId)) !== 'beginner')
    const extra = ranked.filter(
      (topic) => (topic.level ?? '').toLowerCase() !== 'beginner' && !kept.some((step) => idKey(step.topicId) === idKey(topic.topicId)),
    )
    steps = [...kept, ...extra.map(stepOf)].slice(0, Math.max(steps.length, minSteps))
    applied.push('harder')
  }
  return { plan: { ...plan, planSteps: steps.slice(0, 20) }, applied }
}
