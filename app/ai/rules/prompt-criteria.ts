/**
 * What a good prompt has, checked without a model: each part is found by plain wording signals, so
 * the student is told which parts their prompt lacks. A model grading the same prompt is asked for
 * these same parts (judge-prompt.ts), so feedback reads the same with or without one.
 */
export type PromptPart = 'role' | 'context' | 'task' | 'format' | 'constraints' | 'examples'

export type PartVerdict = { part: PromptPart; label: string; found: boolean; hint: string }

type PartRule = { part: PromptPart; label: string; hint: string; signals: RegExp[] }

export const promptParts: readonly PartRule[] = [
  {
    part: 'role',
    label: 'Role',
    hint: 'Give the AI a role, for example “You are a friendly science teacher”.',
    signals: [
      /\byou are\b/i,
      /\byou're\b/i,
      /\bact as\b/i,
      /\bas an? (expert|teacher|coach|editor|writer|marketer|assistant|tutor)\b/i,
      /\bpretend to be\b/i,
      /\b(take|play) the role\b/i,
    ],
  },
  {
    part: 'context',
    label: 'Context',
    hint: 'Add context: who the answer is for and why you need it.',
    signals: [
      /\bfor (my|our|a|an|the)\b/i,
      /\b(audience|readers?|beginners?|students?|customers?|clients?|team|colleagues?|kids?|children|parents?|boss|manager)\b/i,
      /\b(i am|i'm|we are|we're|my|our)\b/i,
      /\bbecause\b/i,
      /\bwho (are|is|know|don't)\b/i,
    ],
  },
  {
    part: 'task',
    label: 'Task',
    hint: 'Say clearly what the AI should do, starting with a verb like “Write”, “Explain” or “List”.',
    signals: [
      /\b(write|explain|list|summari[sz]e|describe|create|draft|suggest|give|plan|compare|translate|rewrite|generate|make|outline|help|tell|design|analy[sz]e|review|propose|brainstorm)\b/i,
    ],
  },
  {
    part: 'format',
    label: 'Format',
    hint: 'Ask for a format: a list, a table, paragraphs, an email, or a length such as “in 3 bullet points”.',
    signals: [
      /\b(bullet|bullets|list|table|paragraphs?|sentences?|words|email|headings?|steps?|outline|markdown|json|points?|lines?|tweet|post|script|summary)\b/i,
      /\b(under|at most|no more than|up to|within)\s+\d+/i,
    ],
  },
  {
    part: 'constraints',
    label: 'Constraints',
    hint: 'Add limits: what to avoid, what must be included, or a length.',
    signals: [
      /\b(avoid|don't|do not|without|only|must|never|keep it|no more than|at most|under|limit|include|exclude)\b/i,
      /\b\d+\s*(words|sentences|bullets?|points|lines|paragraphs|minutes|characters)\b/i,
    ],
  },
  {
    part: 'examples',
    label: 'Example or tone',
    hint: 'Show an example or set a tone, such as “friendly and simple” or “like this: …”.',
    signals: [
      /\b(for example|e\.g\.|such as|like this|here is an example|example:)/i,
      /\b(tone|style|friendly|formal|casual|simple|playful|professional|warm|plain language|encouraging)\b/i,
    ],
  },
]

/** Each part of a good prompt, found or not, in the order a prompt is usually written. */
export function analysePrompt(prompt: string): PartVerdict[] {
  const text = prompt.trim()
  return promptParts.map(({ part, label, hint, signals }) => ({
    part,
    label,
    hint,
    found: text !== '' && signals.some((signal) => signal.test(text)),
  }))
}
