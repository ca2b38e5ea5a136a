import type { AiProvider } from '~/ai/provider'
import { AiError } from '~/ai/rules/ai-error'
import { type ContentIndex, lastQuestion, offlineAnswer } from '~/ai/rules/retrieval'
import { withLessonFirst } from '~/ai/rules/lesson-context'
import { gradeWithRubric } from '~/ai/rules/rubric-grader'
import { promptAnswer, promptSubject, writePrompt } from '~/ai/rules/prompt-writer'
import type { ChatStream, LessonContext } from '@schemas/ai'

const promptCraftQuery = 'parts of a good prompt role task context format constraints'

/**
 * The embedded default: no model, and no pretending to be one. Questions are answered with the
 * most relevant passages of the platform's own lessons, tips and courses, cited and linked, and
 * answers are graded with the task's rubric (rules/rubric-grader.ts). Images need a model.
 */
export function createOfflineProvider(index: () => Promise<ContentIndex>): AiProvider {
  async function answer(question: string, trialOnly = false, lesson?: LessonContext) {
    const subject = promptSubject(question)
    // Asked for a prompt: write it, and cite the lessons on how a prompt is built (not the ones that share the subject's words).
    const found = subject
      ? (await index()).search(promptCraftQuery, 3, { trialOnly }).filter((hit) => hit.kind === 'lesson')
      : (await index()).search(question, 3, { trialOnly })
    // Asked from a lesson: that lesson is the first source, then the others, each once.
    const hits = lesson ? withLessonFirst(lesson, question, found) : found
    return {
      text: subject ? promptAnswer(writePrompt(subject), hits) : offlineAnswer(question, hits),
      citations: hits.map(({ kind, title, href, excerpt }) => ({ kind, title, href, excerpt })),
    }
  }

  return {
    mode: 'offline',
    defaultModel: 'offline',

    async chat(messages, options = {}) {
      const { text, citations } = await answer(lastQuestion(messages), options.trialOnly, options.lesson)
      return { mode: 'offline', text, citations, model: 'offline' }
    },

    async stream(messages, options = {}) {
      const { text, citations } = await answer(lastQuestion(messages), options.trialOnly, options.lesson)
      const signal = options.signal
      // Paragraph by paragraph, so the page renders it the way it renders a model's stream.
      async function* pieces() {
        for (const piece of text.split(/(?<=\n\n)/)) {
          if (signal?.aborted) throw new AiError('cancelled')
          yield piece
        }
      }
      return Object.assign(pieces(), { mode: 'offline' as const, citations, model: 'offline' }) satisfies ChatStream
    },

    async judge(rubric, answerText) {
      return gradeWithRubric(rubric, answerText)
    },

    async generateImage() {
      throw new AiError('image', 'offline mode has no image model')
    },
  }
}
