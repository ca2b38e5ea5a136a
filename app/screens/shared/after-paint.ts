/**
 * Runs `run` once the next frame is painted: a frame callback runs just before the paint, and the
 * task it queues runs after it. Returns a cancel function.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer = 0
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(run)
  })
  return () => {
    cancelAnimationFrame(frame)
    window.clearTimeout(timer)
  }
}
