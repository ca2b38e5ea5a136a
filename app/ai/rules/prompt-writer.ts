/**
 * The offline assistant's answer to "how do I write a prompt for X": a complete prompt for X —
 * role, task, context, format, limits — built from the student's own words, with one line on why
 * each part is there. Pure and deterministic: the same question always gets the same prompt.
 */

const asksForPrompt =
  /^(?:what(?:['’]s|\s+is|\s+would\s+be)\s+|(?:how|what)\b.*?\b(?:write|create|make|craft|build|get)\s+|(?:can|could|would)\s+you\s+(?:please\s+)?(?:write|create|make|give|draft)\s+(?:me\s+)?|(?:please\s+)?(?:write|create|make|give|draft|help\s+me\s+write)\s+(?:me\s+)?)?(?:an?\s+|the\s+|some\s+)?(?:(?:good|great|better|strong|effective|perfect|clear)\s+)?(?:ai\s+|chatgpt\s+)?prompts?\s+(?:for|about|to)\s+(.+?)[\s?.!]*$/i

/** The X of "how do I write a prompt for X", "write me a prompt for X" or "prompt for X"; null for any other question. */
export function promptSubject(question: string): string | null {
  const subject = asksForPrompt.exec(question.trim().replace(/\s+/g, ' '))?.[1]?.trim()
  return subject && /\p{L}/u.test(subject) ? subject.slice(0, 160) : null
}

type Channel = { match: RegExp; role: string; format: string; limit: string }

// The first channel whose words the subject uses sets the role, the format and one limit of its own.
const channels: Channel[] = [
  {
    match: /\b(instagram|insta|tiktok|facebook|linkedin|social|tweet|twitter|caption|reel|story)\b/i,
    role: 'You are a social media copywriter who writes for small local businesses.',
    format:
      'A caption of 80–150 words: a hook in the first line, two or three short paragraphs, one call to action, then 5–8 relevant hashtags. Add one idea for the photo or video.',
    limit: 'At most three emoji.',
  },
  {
    match: /\b(e-?mail|newsletter)\b/i,
    role: 'You are an email marketer who writes short emails people actually open.',
    format: 'A subject line under 50 characters, then an email under 150 words with one clear call to action.',
    limit: 'No spam words such as “free!!!” or “act now”.',
  },
  {
    match: /\b(blog|article|post|website|landing page)\b/i,
    role: 'You are a content writer who writes clear, useful articles for a general audience.',
    format: 'A title, a two-sentence introduction, three short sections with subheadings, and a one-line conclusion; about 500 words.',
    limit: 'No filler sentences that repeat the title.',
  },
  {
    match: /\b(ad|ads|advert|advertisement|flyer|poster|slogan|headline)\b/i,
    role: 'You are an advertising copywriter.',
    format: 'Three versions, each a headline under 8 words and one supporting line.',
    limit: 'Only claims I can back up.',
  },
]

const general: Omit<Channel, 'match'> = {
  role: 'You are an experienced professional who does this kind of work every day.',
  format: 'Under 200 words, in short paragraphs or a numbered list, ready to use as it is.',
  limit: 'No jargon.',
}

/** Words that start a thing to make ("an Instagram post") rather than an action ("plan my week"). */
const thingStart = /^(?:an?|the|my|our|some|one|two|three|\d+)\b/i

/** "my bakery", "our café": what the student owns, named in their own words, for the context line. */
function ownThing(subject: string): string | null {
  const match =
    /\b(my|our)\s+((?:[\p{L}’'-]+\s+){0,2}?[\p{L}’'-]+)(?=$|[\s,.;!?]+(?:and|to|for|in|on|with|that|which|who|about)\b|[,.;!?])/iu.exec(
      subject,
    )
  return match ? `${match[1]!.toLowerCase()} ${match[2]}` : null
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export type PromptPartName = 'Role' | 'Task' | 'Context' | 'Format' | 'Limits'

export type WrittenPrompt = { subject: string; parts: { name: PromptPartName; text: string; why: string }[] }

export function writePrompt(subject: string): WrittenPrompt {
  const channel = channels.find((candidate) => candidate.match.test(subject)) ?? general
  const task = thingStart.test(subject) ? `Write ${subject}.` : `${capitalise(subject)}.`
  const own = ownThing(subject)
  const context = own
    ? `About ${own}: [its name, where it is, what makes it different]. Who I want to reach: [the people and what they care about]. What this is for: [the one thing they should do next].`
    : `Who this is for: [the people and what they care about]. What I already have: [facts, examples, earlier attempts]. What this is for: [the one thing it should achieve].`
  return {
    subject,
    parts: [
      {
        name: 'Role',
        text: channel.role,
        why: 'a role sets the voice and the know-how, so the answer sounds like someone who does this work.',
      },
      { name: 'Task', text: task, why: 'one clear action with the thing to make named, so the AI knows exactly what to produce.' },
      { name: 'Context', text: context, why: 'the facts only you know; without them every answer is generic. Fill in the brackets.' },
      { name: 'Format', text: channel.format, why: 'the length and shape you need, so you can use the answer as it comes.' },
      {
        name: 'Limits',
        text: `Friendly, plain words. ${channel.limit} Do not invent prices, dates or awards. If something important is missing, ask me before you write.`,
        why: 'what to avoid, so you do not have to fix it afterwards.',
      },
    ],
  }
}

/** The answer as the chat shows it: the prompt part by part, why each part is there, then the lessons it draws on, each once. */
export function promptAnswer(written: WrittenPrompt, lessons: readonly { title: string; href: string }[]): string {
  const prompt = written.parts.map((part) => `**${part.name}:** ${part.text}`)
  const why = written.parts.map((part) => `**Why ${part.name.toLowerCase()}:** ${capitalise(part.why)}`)
  const unique = lessons.filter((lesson, index) => lessons.findIndex((other) => other.href === lesson.href) === index)
  const sources =
    unique.length > 0 ? [`Drawn from our lessons: ${unique.map((lesson) => `[${lesson.title}](${lesson.href})`).join(', ')}.`] : []
  return [
    `Here is a prompt ${thingStart.test(written.subject) ? 'for' : 'to'} ${written.subject}. Copy it, fill in the brackets and send it to any AI model:`,
    ...prompt,
    'Why each part is there:',
    ...why,
    ...sources,
  ].join('\n\n')
}
