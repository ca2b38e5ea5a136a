/**
 * Prompt templates (spec §3): prompt text with {{placeholder}} entries; each placeholder has
 * options and the first is the default. Filling a template puts its text in the composer.
 */
export type PromptTemplate = {
  id: string
  title: string
  text: string
  options: Record<string, readonly string[]>
}

const placeholderPattern = /\{\{\s*([\w-]+)\s*\}\}/g

/** The placeholder names of a template text, in order of first appearance, each once. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(placeholderPattern)].map((match) => match[1]!))]
}

/** The choice for each placeholder: the chosen option when it is one of its options, else the first. */
export function defaultChoices(template: PromptTemplate, chosen: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    placeholders(template.text).map((name) => {
      const options = template.options[name] ?? []
      const pick = chosen[name]
      return [name, pick !== undefined && options.includes(pick) ? pick : (options[0] ?? '')]
    }),
  )
}

/** The template's text with every placeholder replaced by its choice (a placeholder without options is left as written). */
export function fillTemplate(template: PromptTemplate, chosen: Record<string, string> = {}): string {
  const choices = defaultChoices(template, chosen)
  return template.text.replace(placeholderPattern, (whole, name: string) => choices[name] || whole)
}

export const promptTemplates: readonly PromptTemplate[] = [
  {
    id: 'explain',
    title: 'Explain a topic',
    text: 'Explain {{topic}} to {{audience}} in {{format}}.',
    options: {
      topic: ['how large language models work', 'what a prompt is', 'AI hallucinations', 'retrieval-augmented generation'],
      audience: ['a busy manager', 'a complete beginner', 'a ten-year-old', 'a software developer'],
      format: ['three bullet points', 'one short paragraph', 'a table', 'a step-by-step list'],
    },
  },
  {
    id: 'improve-prompt',
    title: 'Improve my prompt',
    text: 'Rewrite this prompt so it has a role, a task, context and a format, then explain what you changed: {{prompt}}',
    options: { prompt: ['Write a blog post about AI.', 'Summarise this article.', 'Make me a workout plan.'] },
  },
  {
    id: 'practice',
    title: 'Practise a skill',
    text: 'Give me {{count}} {{level}} exercises to practise {{skill}}, with the answers hidden at the end.',
    options: {
      count: ['three', 'five', 'ten'],
      level: ['beginner', 'intermediate', 'advanced'],
      skill: ['writing clear prompts', 'asking follow-up questions', 'checking AI answers for mistakes'],
    },
  },
]
