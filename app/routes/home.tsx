import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AppShell } from '~/components/app/app-shell'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { requireStudent } from '~/models/session.server'

export const meta: MetaFunction = () => [{ title: 'Home' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const student = await requireStudent(request)
  return { firstname: student.firstname ?? null }
}

export default function Home() {
  const { firstname } = useLoaderData<typeof loader>()
  return (
    <AppShell title={firstname ? `Welcome, ${firstname}` : 'Welcome'}>
      <p className="muted">Pick a course to start learning.</p>
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
