import { screenTypeName } from '@schemas/screens/screen-type-names'
import type { ScreenName } from './funnel-report'

type ScreenLike = { id: string; type: string; title?: string | null }

/**
 * A screen named as the marketer wrote it: its title with {{year}} as this year and any other
 * {{placeholder}} shown as "…" (a visitor's answer goes there), or its type where it has no title.
 */
export function screenNameOf(screen: ScreenLike, index: number, now = new Date()): ScreenName {
  const title = (screen.title ?? '')
    .replace(/\{\{\s*year\s*\}\}/g, String(now.getUTCFullYear()))
    .replace(/\{\{[^}]*\}\}/g, '…')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return { screenId: screen.id, title: title || screenTypeName(screen.type), type: screenTypeName(screen.type), position: index + 1 }
}
