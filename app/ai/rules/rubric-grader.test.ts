import { describe, expect, it } from 'vitest'
import type { Rubric } from '@schemas/ai'
import { gradeWithRubric } from './rubric-grader'

// The seeded tasks (cms/seed/data/courses), rubric as stored.
const explainTopic: Rubric = {
  kind: 'prompt-evaluation',
  question:
    'Write a prompt asking the assistant to explain a topic you care about. Say who the explanation is for and how long it should be.',
  criteria: ['names a specific topic', 'says who the answer is for', 'sets a length or format'],
  minLength: 80,
}
const fourParts: Rubric = {
  kind: 'prompt-evaluation',
  question: 'Write a prompt with all four parts (role, task, context, format) for something you need this week.',
  criteria: ['gives the AI a role', 'states a clear task', 'adds useful context', 'specifies a format'],
  minLength: 80,
}
const reviewEmail: Rubric = {
  kind: 'prompt-evaluation',
  question: 'Write a prompt that turns three bullet points into an email asking a colleague to review a document by Friday.',
  criteria: ['includes the key facts as bullet points', 'says who the reader is', 'states the action and the deadline'],
  minLength: 80,
}
const summariseEssay: Rubric = {
  kind: 'essay',
  question: 'Describe a document or topic from your work you would summarise with ChatGPT. Which three questions would you ask about it?',
  criteria: ['names a real document or topic', 'lists three specific questions', 'mentions how the answer will be checked'],
  minLength: 200,
}

const posterPrompt: Rubric = {
  kind: 'prompt-evaluation',
  question: 'Write an image prompt for a poster you could sell online.',
  criteria: ['names the subject', 'sets a style', 'describes light or mood'],
  minLength: 80,
}
const channelNames: Rubric = {
  kind: 'prompt-evaluation',
  question: 'Write a prompt that suggests channel names for your niche.',
  criteria: ['names the niche', 'sets a style or tone for the names'],
  minLength: 80,
}

const table: { name: string; rubric: Rubric; answer: string; passes: boolean }[] = [
  {
    name: 'the issue’s good prompt',
    rubric: explainTopic,
    answer: 'Explain how large language models work to a busy manager in three bullet points, with no jargon and one everyday example.',
    passes: true,
  },
  {
    name: 'another audience and format',
    rubric: explainTopic,
    answer: 'Please explain compound interest as if I were a 12-year-old, in five short sentences with an example about pocket money.',
    passes: true,
  },
  { name: 'one word', rubric: explainTopic, answer: 'LLMs', passes: false },
  {
    name: 'long but off-topic',
    rubric: explainTopic,
    answer: 'My favourite football team won the league last season and I watched every single match at the stadium with friends.',
    passes: false,
  },
  {
    name: 'a request about something else, with no audience',
    rubric: explainTopic,
    answer: 'Write me a funny poem about my cat sleeping on the sofa all afternoon while the rain falls outside.',
    passes: false,
  },
  {
    name: 'topic without audience or length',
    rubric: explainTopic,
    answer: 'Explain how large language models work, how they are trained on text and why they sometimes make mistakes.',
    passes: false,
  },
  {
    name: 'an image prompt, which describes rather than asks',
    rubric: posterPrompt,
    answer: 'A red fox sitting in a snowy forest at dawn, watercolour style, soft golden light and a calm mood, as a vertical poster.',
    passes: true,
  },
  {
    name: 'an image prompt without light or mood',
    rubric: posterPrompt,
    answer: 'A red fox sitting in a snowy forest next to a frozen lake, watercolour style, as a vertical poster for a living room.',
    passes: false,
  },
  {
    name: 'channel names with a tone',
    rubric: channelNames,
    answer:
      'Suggest 20 catchy YouTube channel names for a faceless channel about personal finance tips for students. Keep the tone playful.',
    passes: true,
  },
  {
    name: 'all four parts',
    rubric: fourParts,
    answer:
      'You are a friendly fitness coach. Create a 3-day workout plan for me. I am a beginner with 30 minutes a day and no equipment. Answer as a table with day, exercise and repetitions.',
    passes: true,
  },
  {
    name: 'no role',
    rubric: fourParts,
    answer:
      'Create a 3-day workout plan for me. I am a beginner with 30 minutes a day and no equipment. Answer as a table with day and exercise.',
    passes: false,
  },
  {
    name: 'email with reader and deadline',
    rubric: reviewEmail,
    answer:
      'Turn these bullet points into a friendly email to my colleague Anna, who is the reader:\n- report is attached\n- pages 3-5 changed\n- feedback needed\nAsk her to review the document by Friday.',
    passes: true,
  },
  {
    name: 'email without deadline',
    rubric: reviewEmail,
    answer:
      'Turn these bullet points into a friendly email to my colleague Anna:\n- report is attached\n- pages 3-5 changed\n- feedback needed please.',
    passes: false,
  },
  {
    name: 'essay with three questions and a check',
    rubric: summariseEssay,
    answer:
      'I would summarise our quarterly sales report, a 40-page document from my work. I would ask: What are the three biggest changes since last quarter? Which regions missed their targets? What risks does the report name for next quarter? I will check the answers against the tables in the report itself.',
    passes: true,
  },
  {
    name: 'essay with one question',
    rubric: summariseEssay,
    answer:
      'I would summarise our quarterly sales report, a 40-page document from my work, and ask what changed since the last quarter. That is the part I always need first and it takes me a long time to find it myself in the tables.',
    passes: false,
  },
]

describe('gradeWithRubric', () => {
  it.each(table)('$name → passes: $passes', ({ rubric, answer, passes }) => {
    const judgement = gradeWithRubric(rubric, answer)
    expect(judgement.passed, JSON.stringify(judgement.criteria)).toBe(passes)
  })

  it('says which criterion failed and why', () => {
    const judgement = gradeWithRubric(
      explainTopic,
      'Explain how large language models work, how they are trained and why they hallucinate facts.',
    )
    const audience = judgement.criteria.find((verdict) => verdict.criterion === 'says who the answer is for')
    expect(audience).toEqual({
      criterion: 'says who the answer is for',
      passed: false,
      reason: expect.stringContaining('who the answer is for'),
    })
    expect(judgement.feedback).toContain('Format: say how the answer should look')
  })

  it('judges a short prompt by its parts, not its length, and names at most three it lacks', () => {
    const judgement = gradeWithRubric(explainTopic, 'LLMs')
    expect(judgement.passed).toBe(false)
    expect(judgement.feedback).not.toMatch(/characters|Good start/)
    expect(judgement.feedback.split('\n')).toHaveLength(3)
    expect(judgement.parts?.filter((part) => !part.found).map((part) => part.part)).toContain('role')
  })

  it('a prompt lacking only context is told so with a rewrite of its own words, and nothing else', () => {
    const answer = 'You are an expert. Explain how large language models work in three bullet points, avoid jargon, simple tone.'
    const judgement = gradeWithRubric(explainTopic, answer)
    expect(judgement.parts?.filter((part) => !part.found).map((part) => part.part)).toEqual(['context'])
    expect(judgement.feedback.split('\n')).toEqual([
      expect.stringMatching(/^Audience: .*“…bullet points, avoid jargon, simple tone, for \[/),
    ])
  })
})
