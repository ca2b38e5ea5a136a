import type { ActionFunctionArgs } from '@remix-run/node'
import { apiHandler, methodNotAllowed, readJson } from '~/http/api.server'
import { requestAppSignUpCodeForApp } from '~/auth/index.server'
import type { Answer, codeSentAnswer } from '@schemas/api/answers'

/** App sign-up, step 1 (the apps' is_app_onboarding=true): POST {email} mails a 6-digit code. */
export async function action({ request, context }: ActionFunctionArgs) {
  return apiHandler(async () => {
    if (request.method !== 'POST') methodNotAllowed()
    const sent = await requestAppSignUpCodeForApp(await readJson(request), context.clientIp ?? 'unknown')
    return sent satisfies Answer<typeof codeSentAnswer>
  })
}
