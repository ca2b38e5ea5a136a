/**
 * A bar label wrapped at word breaks into at most `maxLines` lines of `width` characters, so a
 * screen title reads whole instead of being cut after its first words; only what is still left
 * after the last line ends in "…" (the chart's hover title and the tables carry the full title).
 */
export function chartLabelLines(label: string, width = 26, maxLines = 2): string[] {
  const fit = (text: string) => (text.length <= width ? text : `${text.slice(0, width - 1).trimEnd()}…`)
  const lines: string[] = []
  let line = ''
  const words = label.trim().split(/\s+/).filter(Boolean)
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!
    const joined = line ? `${line} ${word}` : word
    if (joined.length <= width) {
      line = joined
      continue
    }
    if (line) lines.push(fit(line))
    line = word
    if (lines.length >= maxLines - 1) {
      const rest = words.slice(i).join(' ')
      return [...lines, fit(rest)]
    }
  }
  if (line) lines.push(fit(line))
  return lines
}
