/** The product API calls behind the feedback and report forms (the same ones the mobile apps make). */
export const feedbackPaths = {
  course: '/api/course-feedback',
  lesson: '/api/lesson-feedback',
  issue: '/api/report-issue',
} as const

export type SendResult = { ok: true } | { ok: false; message: string; fields: Record<string, string[]> }

const offline = 'Could not send. Check your connection and try again.'

/** Posts one body as JSON with the session cookie; a refusal comes back as its message and field errors. */
export async function sendFeedback(path: (typeof feedbackPaths)[keyof typeof feedbackPaths], body: object): Promise<SendResult> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
  } catch {
    return { ok: false, message: offline, fields: {} }
  }
  if (response.ok) return { ok: true }
  const answer = (await response.json().catch(() => null)) as { error?: { message?: string; fields?: Record<string, string[]> } } | null
  return { ok: false, message: answer?.error?.message ?? offline, fields: answer?.error?.fields ?? {} }
}
