/** The chat list's title: the first question, on one line, cut at a word near 60 characters. */
export function chatTitle(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim()
  if (line.length <= 60) return line || 'New chat'
  const cut = line.slice(0, 60)
  const space = cut.lastIndexOf(' ')
  return `${(space > 30 ? cut.slice(0, space) : cut).trimEnd()}…`
}
