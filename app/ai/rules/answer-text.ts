/**
 * An answer's text as the page shows it, without HTML from the model: paragraphs split on blank
 * lines; inside, `**bold**` and `[label](/path)` links. Only links to this site's own paths
 * (one leading slash) become links — a model's or a lesson's outside link stays plain text.
 */
export type Piece = { kind: 'text'; text: string } | { kind: 'bold'; text: string } | { kind: 'link'; text: string; href: string }

const inlinePattern = /\*\*([^*\n]+)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)/g

export const isSitePath = (href: string) => /^\/(?!\/)[^\\]*$/.test(href)

export function inlinePieces(paragraph: string): Piece[] {
  const pieces: Piece[] = []
  let last = 0
  for (const match of paragraph.matchAll(inlinePattern)) {
    if (match.index > last) pieces.push({ kind: 'text', text: paragraph.slice(last, match.index) })
    const [whole, bold, label, href] = match
    if (bold !== undefined) pieces.push({ kind: 'bold', text: bold })
    else if (href !== undefined && isSitePath(href)) pieces.push({ kind: 'link', text: label!, href })
    else pieces.push({ kind: 'text', text: whole })
    last = match.index + whole.length
  }
  if (last < paragraph.length) pieces.push({ kind: 'text', text: paragraph.slice(last) })
  return pieces
}

export function answerParagraphs(text: string): Piece[][] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map(inlinePieces)
}
