import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AppShell } from '~/learning/ui/app-shell'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { getProfile } from '~/learning/server/profile.server'
import { pageData } from '~/http/route.server'
import { requireStudent } from '~/auth/server/session.server'

export const meta: MetaFunction = () => [{ title: 'Profile' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request)
  return pageData(() => getProfile(student))
}

export default function Profile() {
  const profile = useLoaderData<typeof loader>()
  const name = [profile.firstname, profile.lastname].filter(Boolean).join(' ')
  return (
    <AppShell title="Profile">
      <div className="card">
        {name ? <h2>{name}</h2> : null}
        <p>{profile.email}</p>
        <p className="muted">Time zone: {profile.timeZone}</p>
        <Link to="/profile/settings">Settings</Link>
      </div>
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
