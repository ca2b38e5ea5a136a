'use client'
import { useId } from 'react'
import { screenName } from './change-summary'
import { isRecord } from './form-model'
import type { FoundRoutes } from './use-funnel-routes'
import { routeScreens } from './route-labels'

export type Playing = { route: number; at: number }

type Props = {
  found: FoundRoutes | null
  /** The draft changed since the paths were found. */
  stale: boolean
  canFind: boolean
  playing: Playing | null
  definition: unknown
  onFind: () => void
  onPlay: (playing: Playing | null) => void
}

/** Play any path of the funnel in the phone: pick one, then step along its screens. */
export function StudioPaths({ found, stale, canFind, playing, definition, onFind, onPlay }: Props) {
  const id = useId()
  if (!found || stale)
    return (
      <div className="studio-paths">
        <button type="button" className="studio-button studio-button--small" disabled={!canFind} onClick={onFind}>
          {found ? 'The funnel changed: find its paths again' : 'Play a path…'}
        </button>
      </div>
    )
  const route = playing ? found.routes[playing.route] : undefined
  const screens = route ? routeScreens(route) : []
  const draftScreens = isRecord(definition) && Array.isArray(definition.screens) ? definition.screens : []
  const current = playing && draftScreens.find((screen) => isRecord(screen) && screen.id === screens[playing.at])
  return (
    <div className="studio-paths">
      <label htmlFor={`${id}-path`}>Play a path</label>
      <select
        id={`${id}-path`}
        value={playing ? String(playing.route) : ''}
        onChange={(event) => onPlay(event.target.value === '' ? null : { route: Number(event.target.value), at: 0 })}
      >
        <option value="">None: the phone follows the selected screen</option>
        {found.labels.map((label, index) => (
          <option key={label} value={index}>
            {label}
          </option>
        ))}
      </select>
      {playing && route ? (
        <div className="studio-paths__step">
          <p aria-live="polite">
            Screen {playing.at + 1} of {screens.length}
            {isRecord(current) ? `: ${screenName(current, draftScreens.filter(isRecord))}` : ''}
          </p>
          <button
            type="button"
            className="studio-button studio-button--small"
            disabled={playing.at === 0}
            onClick={() => onPlay({ ...playing, at: playing.at - 1 })}
          >
            Previous on this path
          </button>
          <button
            type="button"
            className="studio-button studio-button--small"
            disabled={playing.at >= screens.length - 1}
            onClick={() => onPlay({ ...playing, at: playing.at + 1 })}
          >
            Next on this path
          </button>
        </div>
      ) : null}
    </div>
  )
}
