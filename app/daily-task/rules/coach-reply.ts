import { analysePrompt, type PromptPart } from '~/ai'

/**
 * Without a model the daily task's assistant works on the student's own prompt: what it already
 * does well, what to add, and the same prompt rewritten with those parts, ready to compare.
 */
const additions: Record<PromptPart, string> = {
  role: 'You are an experienced expert on this subject.',
  context: 'I need this for beginners who are new to the topic.',
  task: 'Please do this step by step.',
  format: 'Answer in 3 short bullet points.',
  constraints: 'Keep it under 100 words and avoid jargon.',
  examples: 'Use a friendly, simple tone.',
}

const sentence = (text: string) => {
  const trimmed = text.trim().replace(/\s+/g, ' ')
  return /[.?!…]$/.test(trimmed) ? trimmed : `${trimmed}.`
}

/** The prompt with every missing part added: the role first, the rest after the student's words. */
export function strengthenedPrompt(prompt: string): string {
  const missing = new Set(
    analysePrompt(prompt)
      .filter((verdict) => !verdict.found)
      .map((verdict) => verdict.part),
  )
  const before = missing.has('role') ? [additions.role] : []
  const after = (['context', 'task', 'format', 'constraints', 'examples'] as const)
    .filter((part) => missing.has(part))
    .map((part) => additions[part])
  return [...before, sentence(prompt), ...after].join(' ')
}

export function coachReply(prompt: string): string {
  const verdicts = analysePrompt(prompt)
  const found = verdicts.filter((verdict) => verdict.found).map((verdict) => verdict.label.toLowerCase())
  const missing = verdicts.filter((verdict) => !verdict.found)
  const strengths = found.length
    ? `**What works:** your prompt already has ${found.length === 1 ? `a ${found[0]}` : `${found.slice(0, -1).join(', ')} and ${found.at(-1)}`}.`
    : '**What works:** you have a starting point; now give it the parts a good prompt has.'
  if (missing.length === 0) {
    return `${strengths}\n\nIt has every part of a good prompt: role, context, task, format, limits and tone. Paste it into any AI assistant and compare the answer with what you expected.`
  }
  const fixes = missing.map((verdict) => `**${verdict.label}:** ${verdict.hint}`).join('\n\n')
  return `${strengths}\n\n${fixes}\n\n**Your prompt, stronger:** “${strengthenedPrompt(prompt)}”`
}
