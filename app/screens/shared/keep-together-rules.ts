/** A piece of copy, and whether a line may break inside it. */
export type CopyPiece = { text: string; keep: boolean }

/**
 * Runs of characters joined by a hyphen or an en dash — number ranges ("$1,600-$2,000",
 * "15-20"), "4-week", "money-back" — must not break across lines: a browser breaks after a hyphen,
 * which showed "Start your 4- / week…" and "$1,600-$2,00 / 0/month". A slash ends a run, so a long
 * figure may still wrap before "/month".
 */
const joinedRun = /[^\s/]+(?:[-–‑][^\s/]+)+/g

export function keepTogether(text: string): CopyPiece[] {
  const pieces: CopyPiece[] = []
  let from = 0
  for (const match of text.matchAll(joinedRun)) {
    if (match.index > from) pieces.push({ text: text.slice(from, match.index), keep: false })
    pieces.push({ text: match[0], keep: true })
    from = match.index + match[0].length
  }
  if (from < text.length) pieces.push({ text: text.slice(from), keep: false })
  return pieces
}

/** Splits a title around a figure it states verbatim, so the figure can be shown big in place. */
export function splitAround(title: string, figure: string): [before: string, after: string] | null {
  const at = figure ? title.indexOf(figure) : -1
  return at < 0 ? null : [title.slice(0, at), title.slice(at + figure.length)]
}
