import { type ComponentType, useEffect, useState } from 'react'

type Player = ComponentType<{ data: object; loop?: boolean }>
const loadPlayer = () => import('./lottie-player').then((mod): Player => mod.LottiePlayer)

type LottieAnimationProps = {
  /** A JSON file under /lottie/, fetched at run time (never bundled). */
  src: string
  className?: string
  /** Omit for decoration (hidden from assistive technology). */
  label?: string
  loop?: boolean
}

type State = { status: 'loading' } | { status: 'ready'; data: object; Player: Player } | { status: 'failed' }

/**
 * Fetches the animation and the player code in parallel, on the client only (the Lottie engine
 * needs the DOM). Keeps its box while loading so nothing shifts; renders nothing if either fails
 * (offline, say: decoration never stops a screen from working).
 */
export function LottieAnimation({ src, className, label, loop }: LottieAnimationProps) {
  const [state, setState] = useState<State>({ status: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    const data = fetch(src, { signal: controller.signal }).then((response) => {
      if (!response.ok) throw new Error(`${src}: ${response.status}`)
      return response.json() as Promise<object>
    })
    Promise.all([data, loadPlayer()])
      .then(([data, Player]) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, Player })
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' })
      })
    return () => controller.abort()
  }, [src])

  if (state.status === 'failed') return null
  return (
    <div
      className={['f-lottie', className].filter(Boolean).join(' ')}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {state.status === 'ready' ? <state.Player data={state.data} loop={loop} /> : null}
    </div>
  )
}
