// The public entry of app/ai/ for other folders (safe in the browser); its server half is
// index.server.ts. docs/adding-a-feature.md; scripts/structure/public-entries.ts adds what others import.
export type { AiProvider } from './provider'
export { dailyPromptLimit, PAID_DAILY_PROMPTS, paysForAi } from './rules/ai-allowance'
export { AiError, aiErrorMessages } from './rules/ai-error'
export { answerParagraphs, isSitePath } from './rules/answer-text'
export type { Evaluator } from './rules/evaluator'
export { buildLessonContext } from './rules/lesson-context'
export { analysePrompt, type PromptPart } from './rules/prompt-criteria'
export { createSseParser } from './rules/sse'
export { AiSectionNav } from './ui/ai-section-nav'
export { AnswerText } from './ui/answer-text'
