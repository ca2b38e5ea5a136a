import { readableText } from '@schemas/funnel/readable-tokens'
import { screenTypeName } from '@schemas/screens/screen-type-names'
import type { ScreenName } from './funnel-report'

type ScreenLike = { id: string; type: string; title?: string | null }

/**
 * A screen named as the marketer wrote it: its title with each {{token}} read as what it stands for
 * (this year, the product fact, "answer to “<that question>”"), or its type where it has no title.
 * `screens` are the funnel's, to name the question an answer token refers to.
 */
export function screenNameOf(screen: ScreenLike, index: number, now = new Date(), screens: readonly ScreenLike[] = []): ScreenName {
  const title = readableText(screen.title ?? '', { screens, now })
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return { screenId: screen.id, title: title || screenTypeName(screen.type), type: screenTypeName(screen.type), position: index + 1 }
}
