import { useEffect, useState } from 'react'

const twoDigits = (value: number) => String(value).padStart(2, '0')

/**
 * Counts the offer down from `minutes` (display only: the offer's real terms come from the plans).
 * The server and the first client render show the full time; the clock starts on mount.
 */
export function Countdown({ minutes }: { minutes: number }) {
  const [left, setLeft] = useState(minutes * 60)
  useEffect(() => {
    const end = Date.now() + minutes * 60_000
    setLeft(minutes * 60)
    const timer = window.setInterval(() => {
      const seconds = Math.max(0, Math.round((end - Date.now()) / 1000))
      setLeft(seconds)
      if (seconds === 0) window.clearInterval(timer)
    }, 1000)
    return () => window.clearInterval(timer)
  }, [minutes])
  return (
    <span className="f-countdown" role="timer" aria-label="Offer ends in">
      {twoDigits(Math.floor(left / 60))}:{twoDigits(left % 60)}
    </span>
  )
}
