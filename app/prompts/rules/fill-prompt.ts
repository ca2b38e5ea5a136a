export type Placeholder = { name: string; options: readonly string[] }

const placeholderPattern = /\{\{\s*([A-Za-z][\w-]*)\s*\}\}/g

/**
 * The choice for each placeholder: the one asked for when it is one of its options, else the first
 * option (a link or a form can only pick what the template offers).
 */
export function chosenOptions(placeholders: readonly Placeholder[], asked: (name: string) => string | null | undefined) {
  return Object.fromEntries(
    placeholders.map(({ name, options }) => {
      const wanted = asked(name)
      return [name, wanted && options.includes(wanted) ? wanted : (options[0] ?? '')]
    }),
  ) as Record<string, string>
}

/** The template with each {{placeholder}} replaced by its choice (an unknown one stays as written). */
export function fillPrompt(prompt: string, choices: Readonly<Record<string, string>>): string {
  return prompt.replace(placeholderPattern, (whole, name: string) => choices[name] ?? whole)
}

/** "/assistant?prompt=…&back=…": the filled prompt opened in the assistant's composer. */
export function assistantHref(prompt: string, back: string): string {
  return `/assistant?${new URLSearchParams({ prompt, back }).toString()}`
}
