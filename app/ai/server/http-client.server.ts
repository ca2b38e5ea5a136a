import { AiError, errorForStatus } from '~/ai/rules/ai-error'
import { defaultRetryPolicy, isRetryableStatus, parseRetryAfter, retryDelayMs, type RetryPolicy } from '~/ai/rules/retry-policy'

/**
 * POSTs JSON to an OpenAI-compatible server: a deadline per attempt (and, for a stream, per gap
 * between chunks), the caller's AbortSignal passed through so leaving a page stops the upstream
 * request, and retries with backoff on 429/5xx and network failures — never on other 4xx.
 */
export type HttpOptions = {
  apiKey?: string
  timeoutMs: number
  policy?: RetryPolicy
  signal?: AbortSignal
  /** Marks failures as the image error of the spec's catalogue. */
  image?: boolean
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

/** A live response and its deadline: `rearm()` on each chunk read, `release()` when done, `abort()` to drop it. */
export type Exchange = {
  response: Response
  signal: AbortSignal
  rearm: () => void
  release: () => void
  abort: () => void
  timedOut: () => boolean
}

export async function postJson(url: string, body: unknown, options: HttpOptions): Promise<Exchange> {
  const policy = options.policy ?? defaultRetryPolicy
  const sleep = options.sleep ?? abortableSleep
  for (let attempt = 1; ; attempt += 1) {
    const deadline = createDeadline(options.timeoutMs, options.signal)
    let retryAfter: number | null = null
    let failure: AiError
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal: deadline.signal,
      })
      if (response.ok) return { response, ...deadline }
      deadline.release()
      const detail = (await response.text().catch(() => '')).slice(0, 500)
      failure = errorForStatus(response.status, detail, options.image)
      if (!isRetryableStatus(response.status)) throw failure
      retryAfter = parseRetryAfter(response.headers.get('retry-after'))
    } catch (error) {
      deadline.release()
      if (error instanceof AiError) throw error
      if (options.signal?.aborted) throw new AiError('cancelled')
      if (deadline.timedOut()) throw new AiError(options.image ? 'image' : 'timeout', `no answer within ${options.timeoutMs} ms`)
      failure = new AiError(options.image ? 'image' : 'unavailable', error instanceof Error ? error.message : String(error))
    }
    if (attempt >= policy.attempts) throw failure
    await sleep(retryDelayMs(attempt, policy, retryAfter), options.signal)
  }
}

function createDeadline(ms: number, outer?: AbortSignal) {
  const controller = new AbortController()
  let timedOut = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const onAbort = () => controller.abort(outer?.reason)
  if (outer?.aborted) controller.abort(outer.reason)
  else outer?.addEventListener('abort', onAbort, { once: true })
  const rearm = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      timedOut = true
      controller.abort(new Error('timeout'))
    }, ms)
  }
  rearm()
  return {
    signal: controller.signal,
    rearm,
    abort: () => controller.abort(new Error('closed by the caller')),
    timedOut: () => timedOut,
    release: () => {
      clearTimeout(timer)
      outer?.removeEventListener('abort', onAbort)
    },
  }
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AiError('cancelled'))
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(new AiError('cancelled'))
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
