import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { heygenSimulator } from '../media/heygen/simulator-instance.server'
import { getEnv } from '../../../config/env'

/**
 * The local HeyGen (asset upload, Avatar IV generate, video status, the finished files) under
 * /dev/ai/heygen/*; absent (404) unless the video service is simulated here.
 */
async function serve({ request, params }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (!getEnv().media.video?.simulated) throw new Response('Not found', { status: 404 })
  return heygenSimulator().handle(request, params['*'] ?? '')
}

export const loader = serve
export const action = serve
