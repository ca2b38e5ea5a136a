import { describe, expect, it } from 'vitest'
import { bestExcerpt, buildIndex, contextMessage, offlineAnswer, type Passage, plainText } from './retrieval'

/** `id` is the lesson's; a lesson's second section is `id:1`. */
const passage = (id: string, title: string, text: string, trial = true): Passage => ({
  id,
  kind: 'lesson',
  title,
  text,
  trial,
  href: `/course/1/topic/2/lesson/${id.split(':')[0]}`,
  excerpt: '',
})

const index = buildIndex([
  passage(
    '10',
    'What is an AI assistant',
    'An AI assistant predicts a helpful answer word by word. It can sound sure while being wrong, so check facts.',
  ),
  passage(
    '11',
    'The four parts of a good prompt',
    'Most great prompts have four parts: role, task, context and format. The format says how the answer should look.',
  ),
  passage('12', 'Image prompts', 'Describe subject, style, light and framing to get the picture you want from an image generator.', false),
  passage('12:1', 'Image prompts', 'A second section of the image lesson: negative prompts remove what you do not want.', false),
])

describe('content index', () => {
  it('ranks the passage about the question first', () => {
    expect(index.search('what are the parts of a prompt')[0]?.title).toBe('The four parts of a good prompt')
    expect(index.search('why is the assistant sometimes wrong')[0]?.title).toBe('What is an AI assistant')
    expect(index.search('lighting for pictures with an image generator')[0]?.title).toBe('Image prompts')
  })

  it('matches word forms and small typos', () => {
    expect(index.search('prompting formats')[0]?.title).toBe('The four parts of a good prompt')
    expect(index.search('assistent')[0]?.title).toBe('What is an AI assistant')
  })

  it('cites each lesson once, by its best passage', () => {
    const hits = index.search('image prompts negative', 5)
    expect(hits.filter((hit) => hit.title === 'Image prompts')).toHaveLength(1)
    expect(hits[0]?.excerpt).toContain('negative prompts')
  })

  it('leaves out what a trial student cannot open when asked to', () => {
    expect(index.search('image generator', 5, { trialOnly: true }).map((hit) => hit.title)).not.toContain('Image prompts')
  })

  it('finds nothing for words the content does not have', () => {
    expect(index.search('zzzz qqqq')).toEqual([])
  })
})

describe('offline answers', () => {
  it('introduces the answer as from our lessons and cites and links each passage', () => {
    const hits = index.search('parts of a prompt', 1)
    const text = offlineAnswer('parts of a prompt', hits)
    expect(text).toMatch(/^From our lessons and tips:/)
    expect(text).not.toMatch(/offline|no ai model/i)
    expect(text).toContain('1. [The four parts of a good prompt](/course/1/topic/2/lesson/11) (lesson) — ')
    expect(text.split('/course/1/topic/2/lesson/11')).toHaveLength(2)
  })

  it('says plainly when nothing matches', () => {
    expect(offlineAnswer('quantum cooking', [])).toContain('Nothing in our lessons and tips matches “quantum cooking”')
  })

  it('hands a model the passages numbered, with their links', () => {
    const message = contextMessage(index.search('parts of a prompt', 1))
    expect(message?.role).toBe('system')
    expect(message?.content).toContain('[1] The four parts of a good prompt (/course/1/topic/2/lesson/11)')
    expect(contextMessage([])).toBeNull()
  })
})

describe('text helpers', () => {
  it('picks the sentence sharing most terms with the query', () => {
    expect(bestExcerpt('Intro sentence. The format says how it should look. Other.', ['format', 'look'], 40)).toBe(
      'The format says how it should look.',
    )
  })

  it('never ends on the number of the next list item ("… no equipment. 4.")', () => {
    const text = 'Four parts: 1. Role says who. 2. Task says what to do. 3. Context says what it needs. 4. Format says how it looks.'
    expect(bestExcerpt(text, ['role'], 90)).toBe('Four parts: 1. Role says who. 2. Task says what to do. 3. Context says what it needs.')
  })

  it('turns Markdown into plain text', () => {
    expect(plainText('## Role\n\n**Bold** and [a link](https://x.test) `code`')).toBe('Role.\n\nBold and a link code')
  })
})
