import type { z } from 'zod'

/** The product API's error body: `{"error":{"title":…,"message":…}}`, with a 4xx status. */
export function apiError(status: number, title: string, message: string): Response {
  return Response.json({ error: { title, message } }, { status })
}

/** The first few zod issues as one sentence a developer can act on. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`)
    .join('; ')
}

/**
 * The body as JSON, whatever the content type: `navigator.sendBeacon` posts text/plain. `undefined`
 * when it is not JSON or is larger than the limit.
 */
export async function readJsonBody(request: Request, limitBytes = 64 * 1024): Promise<unknown> {
  const text = await request.text()
  if (text.length > limitBytes) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
