/**
 * Words as the offline search and the rubric grader compare them: lower case, common English
 * endings cut (so "models" meets "model", "explaining" meets "explain"), and words that carry no
 * topic ("the", "please", "write") left out.
 */
export const stopWords = new Set(
  (
    'a an and are as at be but by can could do does for from had has have how i if in into is it its ' +
    'me my of on or our so than that the their them then there these they this those to too was we ' +
    'were what when where which who whom why will with would you your yours about also any each just ' +
    "more most much not only other over some such very can't don't it's i'm"
  ).split(' '),
)

/** Words that ask for something rather than name a topic ("write", "please", "prompt"). */
export const instructionWords = new Set(
  (
    'write explain describe give create make list tell show help suggest summarise summarize draft ' +
    'generate please prompt answer ask use act want need like keep include add'
  ).split(' '),
)

export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '')
  for (const ending of ['ing', 'ies', 'ed', 'es', 'ly', 's']) {
    if (w.endsWith(ending) && w.length - ending.length >= 3) {
      w = ending === 'ies' ? `${w.slice(0, -3)}y` : w.slice(0, -ending.length)
      break
    }
  }
  return w
}

export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9][a-z0-9'’-]*/g) ?? []
}

/** The stems of the words that can name a topic. */
export function contentStems(text: string): string[] {
  return words(text)
    .filter((word) => word.length >= 3 && !stopWords.has(word) && !instructionWords.has(word))
    .map(stem)
}

/** Index-time term processing for minisearch: stop words out, endings cut. */
export function searchTerm(term: string): string | null {
  const word = term.toLowerCase()
  if (word.length < 2 || stopWords.has(word)) return null
  return stem(word)
}
