/** A template's choices as the library stores them. */
export type TemplateChoices = { placeholders?: readonly { options?: readonly string[] | null }[] | null }

/**
 * How many prompts one template holds: one prompt is the template filled with one option for each
 * placeholder, so it is the product of the option counts (a template without choices is one prompt).
 * This is how the library is counted against what the offers say (issue #46).
 */
export function promptsInTemplate(template: TemplateChoices): number {
  return (template.placeholders ?? []).reduce((total, { options }) => total * (options?.length ?? 0), 1)
}

/** The prompts of a whole library: the sum over its templates. */
export function promptsInLibrary(templates: Iterable<TemplateChoices>): number {
  let total = 0
  for (const template of templates) total += promptsInTemplate(template)
  return total
}
