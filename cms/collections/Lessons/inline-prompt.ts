/** `{{ tone }}` → "tone". Names are letters, digits, _ and -. */
const placeholderPattern = /\{\{\s*([A-Za-z][\w-]*)\s*\}\}/g

export function placeholderNames(prompt: string): string[] {
  return [...new Set([...prompt.matchAll(placeholderPattern)].map((match) => match[1]!))]
}

type Placeholder = { name?: string | null; options?: string[] | null }

/**
 * Every {{placeholder}} in the prompt needs options (the first is the default) and every option
 * list must belong to a placeholder the prompt uses. Returns true or one readable message.
 */
export function checkPlaceholders(prompt: string | null | undefined, placeholders: Placeholder[] | null | undefined): true | string {
  const used = placeholderNames(prompt ?? '')
  const given = (placeholders ?? []).map((placeholder) => placeholder.name?.trim() ?? '')
  const problems: string[] = []
  for (const name of used) if (!given.includes(name)) problems.push(`{{${name}}} has no options`)
  given.forEach((name, index) => {
    if (!used.includes(name)) problems.push(`"${name}" is not used in the prompt`)
    else if (given.indexOf(name) !== index) problems.push(`"${name}" is listed twice`)
    else if (!placeholders?.[index]?.options?.length) problems.push(`"${name}" needs at least one option`)
  })
  return problems.length ? problems.join('; ') : true
}
