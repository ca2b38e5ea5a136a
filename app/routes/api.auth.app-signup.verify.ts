import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, readJson } from '~/http/api.server'
import { verifyAppSignUpCodeForApp } from '~/auth/index.server'
import type { Answer, signUpProofAnswer } from '@schemas/api/answers'

/** App sign-up, step 2: POST {email, code} answers the proof that step 3 sends back. */
export async function action({ request, context }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const proof = await verifyAppSignUpCodeForApp(await readJson(request), context.clientIp ?? 'unknown')
    return proof satisfies Answer<typeof signUpProofAnswer>
  })
}
