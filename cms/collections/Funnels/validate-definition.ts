import { wordedIssues } from '../../admin/studio/issues'

const shownProblems = 20

/** Every problem of a funnel definition in a marketer's words (`Screen 2 “goal” → Title: Give this screen a title`); empty when it is valid. */
export function funnelDefinitionProblems(definition: unknown, funnelId: string | null | undefined): string[] {
  if (definition === null || typeof definition !== 'object' || Array.isArray(definition)) {
    return ['The funnel: it must be a JSON object with an id, a title and screens — check the Advanced (JSON) tab']
  }
  return wordedIssues(definition, funnelId ?? undefined).map(({ place, message }) => `${place}: ${message}`)
}

/** One message for the admin, which shows it under the field and refuses the save. */
export function describeProblems(problems: readonly string[]): string {
  const listed = problems.slice(0, shownProblems).join('; ')
  const more = problems.length > shownProblems ? `; … and ${problems.length - shownProblems} more` : ''
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`
  return `Fix ${problems.length === 1 ? 'this' : 'these'} before saving — the funnel has ${count}: ${listed}${more}`
}

export function validateDefinition(definition: unknown, funnelId: string | null | undefined): true | string {
  const problems = funnelDefinitionProblems(definition, funnelId)
  return problems.length === 0 || describeProblems(problems)
}
