/**
 * Spec §8: a failed loading, enrolment, daily-task or lesson call shows a toast with the server's
 * error, unless the error title is null (then nothing). A page form answers a refusal as
 * `{ problem: { title, message } }` (http/form.server.ts); anything else is not a failure.
 */
export function failureToastText(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object' || !('problem' in answer)) return null
  const problem = (answer as { problem: unknown }).problem
  if (!problem || typeof problem !== 'object') return null
  const { title, message } = problem as { title?: unknown; message?: unknown }
  if (title === null || title === undefined) return null
  return typeof message === 'string' && message.trim() ? message : null
}
