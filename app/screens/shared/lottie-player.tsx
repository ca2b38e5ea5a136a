// The only module that imports lottie-react. It is reached through a dynamic import alone
// (lottie-animation.tsx), so the Lottie engine is its own chunk and never on the first screen.
import { LottieSvg } from 'lottie-react'
import { usePrefersReducedMotion } from './use-reduced-motion'

export function LottiePlayer({ data, loop = true }: { data: object; loop?: boolean }) {
  const reduced = usePrefersReducedMotion()
  // autoplay is load-time, so a change of preference remounts the player; paused = first frame.
  return <LottieSvg key={String(reduced)} className="f-lottie__player" src={data} autoplay={!reduced} loop={reduced ? false : loop} />
}
