import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { launchContext } from '~/core/launch-context'
import { signOut } from '~/auth/index.server'
import { getStudent } from '~/core/session.server'

/** POST only: signing out must not happen from a link or a prefetch. */
export async function action({ request }: ActionFunctionArgs) {
  const setCookie = await signOut(await getStudent(request))
  const { isPwa, platform } = launchContext(new URL(request.url), request.headers.get('Cookie'))
  return redirect(isPwa ? `/onboarding/app?platform=${platform}` : '/', { headers: { 'Set-Cookie': setCookie } })
}

export async function loader() {
  return redirect('/')
}
