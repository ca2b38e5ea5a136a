/**
 * A prompt template's {{placeholder}} as a person reads it above its choices: "audience" becomes
 * "Who it is for", an unknown name its words with a capital ("call_to_action" → "Call to action").
 */
const known: Record<string, string> = {
  topic: 'What it is about',
  subject: 'What it is about',
  audience: 'Who it is for',
  reader: 'Who it is for',
  length: 'How long',
  format: 'In what form',
  tone: 'In what tone',
  style: 'In what style',
  hook: 'How it opens',
  goal: 'What you want',
  platform: 'Where it goes',
}

export function placeholderLabel(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return known[words] ?? (words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Choice')
}
