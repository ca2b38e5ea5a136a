import type { FunnelRoute } from '@engine/paths'
import { screenTypeName } from '@schemas/screens/screen-type-names'
import { COMPLETED } from '@engine/types'
import { readableText } from '@schemas/funnel/readable-tokens'
import { isRecord } from './form-model'

type ScreenLike = { id?: unknown; type?: unknown; title?: unknown }

/** A screen named for a path's description: its title, else its type. */
function shortName(screens: readonly ScreenLike[], id: string): string {
  const screen = screens.find((one) => one.id === id)
  const title = typeof screen?.title === 'string' ? readableText(screen.title, { screens }).replace(/<[^>]*>/g, '') : ''
  return `“${title.trim() || screenTypeName(String(screen?.type))}”`
}

/** A path's screens a visitor sees (the engine's end state left out). */
export const routeScreens = (route: FunnelRoute) => route.screens.filter((id) => id !== COMPLETED)

/**
 * Each path in words, told apart by what only some paths do: "Path 2 of 3: 14 screens, through
 * “For earners”, skips “Your age”". Paths with the same screens differ in the answers given.
 */
export function routeLabels(routes: readonly FunnelRoute[], definition: unknown): string[] {
  const screens = isRecord(definition) && Array.isArray(definition.screens) ? (definition.screens as ScreenLike[]) : []
  const everywhere = (id: string) => routes.every((route) => route.screens.includes(id))
  const anywhere = [...new Set(routes.flatMap(routeScreens))]
  return routes.map((route, index) => {
    const own = routeScreens(route)
    const head = routes.length === 1 ? 'The only path' : `Path ${index + 1} of ${routes.length}`
    const parts = [`${own.length} screens`]
    const through = own.filter((id) => !everywhere(id))
    const skips = anywhere.filter((id) => !own.includes(id))
    if (through.length)
      parts.push(
        `through ${through
          .slice(0, 2)
          .map((id) => shortName(screens, id))
          .join(' and ')}`,
      )
    if (skips.length)
      parts.push(
        `skips ${skips
          .slice(0, 2)
          .map((id) => shortName(screens, id))
          .join(' and ')}`,
      )
    if (!through.length && !skips.length && routes.length > 1) parts.push('other answers')
    return `${head}: ${parts.join(', ')}`
  })
}
