import { data } from '@remix-run/node'
import { type Problem, ProblemError } from './problem'

/** Form fields as a plain object (the zod schemas parse it the same way the API bodies are parsed). */
export async function formObject(request: Request): Promise<Record<string, string>> {
  const form = await request.formData()
  const result: Record<string, string> = {}
  for (const [key, value] of form) if (typeof value === 'string') result[key] = value
  return result
}

/** For page actions: a refusal becomes `{ problem }` with its status, so the form can show it. */
export async function formAction<T>(run: () => Promise<T>) {
  try {
    return await run()
  } catch (error) {
    if (error instanceof ProblemError) return data({ problem: error.problem as Problem }, { status: error.problem.status })
    throw error
  }
}
