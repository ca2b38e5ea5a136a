/**
 * Plain constants of the assistant (no zod), so the browser's report form can list them; the
 * bodies the API parses are in bodies.ts and the CMS selects use the same lists.
 */

/** What is wrong with an assistant answer (spec §3 Message report: selected issue types). */
export const messageIssueTypes = {
  inaccurate: 'It is wrong or made up',
  'not-helpful': 'It did not answer my question',
  'broken-link': 'A link does not open the right page',
  harmful: 'It is harmful or offensive',
  other: 'Something else',
} as const
export type MessageIssueType = keyof typeof messageIssueTypes

/** The feature counter of the assistant's daily prompts (spec: Upsell flow, §7 features get and increment). */
export const promptLimitFeature = 'ai_tools_prompts_limit'
export const counterFeatures = [promptLimitFeature] as const
export type CounterFeature = (typeof counterFeatures)[number]

export const MESSAGE_MAX_LENGTH = 4000
export const REPORT_PAYLOAD_MAX_LENGTH = 20_000
export const REPORT_DESCRIPTION_MAX_LENGTH = 2000
