import { answerParagraphs, isSitePath } from '~/ai'
import type { Citation } from '@schemas/ai'

/**
 * The sources listed under an answer: each of this site's pages once (several passages of one
 * lesson are one source), and none the answer's text already links, so no source shows twice.
 */
export function sourcesToList(text: string, citations: readonly Citation[]): Citation[] {
  const linked = new Set(answerParagraphs(text).flatMap((pieces) => pieces.flatMap((piece) => (piece.kind === 'link' ? [piece.href] : []))))
  return citations.filter(
    (citation, index, all) =>
      isSitePath(citation.href) && !linked.has(citation.href) && all.findIndex((other) => other.href === citation.href) === index,
  )
}
