import MiniSearch from 'minisearch'
import type { ChatMessage, Citation } from '@schemas/ai'
import { searchTerm, words } from './words'

/**
 * Full-text retrieval over the platform's own content (lesson sections, tips, course descriptions),
 * built in memory with minisearch (BM25 ranking, prefix and fuzzy matching). The offline assistant
 * answers from it; with a real model the same passages are given to the model as context.
 */
export type Passage = Citation & {
  id: string
  text: string
  /** Open to trial students (the course's and topic's availableInTrial); tips and course blurbs are public. */
  trial: boolean
}

export type Hit = Passage & { score: number }

export type ContentIndex = { search(query: string, limit?: number, options?: { trialOnly?: boolean }): Hit[]; size: number }

export function buildIndex(passages: Passage[]): ContentIndex {
  const index = new MiniSearch<Passage>({
    fields: ['title', 'text'],
    storeFields: ['kind', 'title', 'href', 'text', 'trial', 'excerpt'],
    processTerm: searchTerm,
    searchOptions: { boost: { title: 2 }, prefix: true, fuzzy: 0.15, combineWith: 'OR', processTerm: searchTerm },
  })
  index.addAll(passages)
  return {
    size: passages.length,
    search(query, limit = 3, options = {}) {
      const results = index.search(query, options.trialOnly ? { filter: (result) => result.trial === true } : {})
      const seen = new Set<string>()
      const hits: Hit[] = []
      for (const result of results) {
        const href = result.href as string
        if (seen.has(href)) continue // one citation per lesson, its best passage
        seen.add(href)
        const text = result.text as string
        hits.push({
          id: String(result.id),
          kind: result.kind as Passage['kind'],
          title: result.title as string,
          href,
          text,
          trial: result.trial as boolean,
          excerpt: bestExcerpt(text, result.terms),
          score: result.score,
        })
        if (hits.length >= limit) break
      }
      return hits
    },
  }
}

/** The sentences of a passage that share the most terms with the query, up to about 320 characters. */
export function bestExcerpt(text: string, terms: string[], maxLength = 320): string {
  const sentences = text
    // A list's "2." is no sentence of its own: it stays with the item it numbers.
    .split(/(?<=[.!?])(?<!(?:^|\s)\d{1,2}\.)\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
  if (sentences.length === 0) return ''
  const termSet = new Set(terms)
  const score = (sentence: string) => words(sentence).filter((word) => termSet.has(searchTerm(word) ?? '')).length
  const start = sentences.reduce((best, sentence, index) => (score(sentence) > score(sentences[best]!) ? index : best), 0)
  let excerpt = sentences[start]!
  for (const next of sentences.slice(start + 1)) {
    if (excerpt.length + next.length + 1 > maxLength) break
    excerpt += ` ${next}`
  }
  return excerpt.length > maxLength ? `${excerpt.slice(0, maxLength - 1).trimEnd()}…` : excerpt
}

/** Markdown to plain sentences: headings, emphasis and link targets are not content. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^#{1,6}\s+(.*)$/gm, '$1.')
    .replace(/[*_`>|]/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim()
}

/** The system message that hands a real model the passages, numbered so it can cite them. */
export function contextMessage(hits: Hit[]): ChatMessage | null {
  if (hits.length === 0) return null
  const sources = hits.map((hit, index) => `[${index + 1}] ${hit.title} (${hit.href})\n${hit.excerpt}`).join('\n\n')
  return {
    role: 'system',
    content:
      'You are the learning assistant of an online AI course. When the course material below helps, use it and ' +
      `cite it as [n]; otherwise answer from your own knowledge.\n\nCourse material:\n${sources}`,
  }
}

/** The answer without a model: the most relevant passages, cited and linked, introduced as what they are. */
export function offlineAnswer(question: string, hits: Hit[]): string {
  const intro = 'From our lessons and tips:'
  if (hits.length === 0) {
    return `Nothing in our lessons and tips matches “${question.trim().slice(0, 120)}”. Try other words, or ask about a topic from your courses.`
  }
  // Each source linked once, by its title: the page lists under Sources only what the answer has not linked.
  const items = hits.map((hit, index) => `${index + 1}. [${hit.title}](${hit.href}) (${kindLabel[hit.kind]}) — ${hit.excerpt}`)
  return `${intro}\n\n${items.join('\n\n')}`
}

const kindLabel: Record<Passage['kind'], string> = { lesson: 'lesson', tip: 'tip', course: 'course' }

/** What to search for: the student's latest message. */
export function lastQuestion(messages: ChatMessage[]): string {
  return [...messages].reverse().find((message) => message.role === 'user')?.content ?? ''
}
