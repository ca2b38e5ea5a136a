import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { geminiSimulator } from '../media/gemini/simulator-instance.server'
import { getEnv } from '../../../config/env'

/** The local Gemini image model under /dev/ai/gemini/*; absent (404) unless the image model is simulated here. */
async function serve({ request, params }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (!getEnv().media.image?.simulated) throw new Response('Not found', { status: 404 })
  return geminiSimulator().handle(request, params['*'] ?? '')
}

export const loader = serve
export const action = serve
