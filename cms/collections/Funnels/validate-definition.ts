import { parseFunnel } from '@schemas'

const shownProblems = 20

/** Every problem of a funnel definition as `json.path: message`; empty when it is valid. */
export function funnelDefinitionProblems(definition: unknown, funnelId: string | null | undefined): string[] {
  if (definition === null || typeof definition !== 'object' || Array.isArray(definition)) {
    return ['(root): must be a JSON object with id, title, screens …']
  }
  const result = parseFunnel(definition)
  const problems = result.success ? [] : result.issues.map(({ path, message }) => `${path}: ${message}`)
  const id = (definition as { id?: unknown }).id
  if (funnelId && id !== funnelId) {
    const found = typeof id === 'string' ? `, not "${id}"` : ''
    problems.unshift(`id: must equal the funnel id "${funnelId}"${found}`)
  }
  return problems
}

/** One message for the admin, which shows it under the field and refuses the save. */
export function describeProblems(problems: readonly string[]): string {
  const listed = problems.slice(0, shownProblems).join('; ')
  const more = problems.length > shownProblems ? `; … and ${problems.length - shownProblems} more` : ''
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`
  return `The funnel definition has ${count}: ${listed}${more}`
}

export function validateDefinition(definition: unknown, funnelId: string | null | undefined): true | string {
  const problems = funnelDefinitionProblems(definition, funnelId)
  return problems.length === 0 || describeProblems(problems)
}
