import { describe, expect, it } from 'vitest'
import { buildLessonContext } from '~/ai/rules/lesson-context'
import { buildIndex, type Passage } from '~/ai/rules/retrieval'
import { createOfflineProvider } from './offline-provider.server'

const passage = (id: string, title: string, text: string): Passage => ({
  id,
  kind: 'lesson',
  title,
  text,
  trial: true,
  href: `/course/1/topic/2/lesson/${id}`,
  excerpt: '',
})

const index = buildIndex([
  passage('11', 'The four parts of a good prompt', 'Most great prompts have four parts: role, task, context and format.'),
  passage('12', 'Give the AI context', 'Context is what only you know: who it is for and what makes it different.'),
  passage('13', 'Image prompts', 'Describe subject, style, light and framing.'),
])
const provider = createOfflineProvider(async () => index)
const lesson = buildLessonContext(
  { id: 40, title: 'Prompts for social media', content: 'A social post needs a hook, a call to action and hashtags.' },
  { courseId: 1, topicId: 2 },
)
const bakery = 'How do I write a prompt for an Instagram post about my bakery?'

async function read(stream: AsyncIterable<string>) {
  let text = ''
  for await (const piece of stream) text += piece
  return text
}

describe('the offline assistant asked from a lesson', () => {
  it('writes the prompt asked for and cites the lesson first, each source once', async () => {
    const stream = await provider.stream([{ role: 'user', content: bakery }], { lesson })
    const text = await read(stream)
    expect(text).toContain('**Task:** Write an Instagram post about my bakery.')
    expect(text).toContain('About my bakery:')
    const hrefs = stream.citations.map((citation) => citation.href)
    expect(hrefs[0]).toBe('/course/1/topic/2/lesson/40')
    expect(new Set(hrefs).size).toBe(hrefs.length)
    for (const href of hrefs) expect(text.split(`](${href})`).length - 1, href).toBe(1)
  })

  it('answers any other question from the lesson first', async () => {
    const answer = await provider.chat([{ role: 'user', content: 'What should a post end with?' }], { lesson })
    expect(answer.citations[0]).toMatchObject({ title: 'Prompts for social media', href: '/course/1/topic/2/lesson/40' })
    expect(answer.text).toMatch(/^From our lessons and tips:\n\n1\. \[Prompts for social media\]/)
  })

  it('without a lesson, cites only what the search found', async () => {
    const stream = await provider.stream([{ role: 'user', content: bakery }])
    await read(stream)
    expect(stream.citations.map((citation) => citation.href)).not.toContain('/course/1/topic/2/lesson/40')
  })
})
