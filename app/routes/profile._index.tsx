import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { Award, ChevronRight, CreditCard, Flame, Settings } from 'lucide-react'
import { AppShell } from '~/learning/ui/app-shell'
import { AppErrorBoundary } from '~/learning/ui/app-error-boundary'
import { loadProfilePage } from '~/learning/server/profile-page.server'
import { formatDay } from '~/payments/rules/billing-dates'
import { pageData } from '~/http/route.server'
import { requireStudent } from '~/auth/server/session.server'

export const meta: MetaFunction = () => [{ title: 'Profile' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(() => loadProfilePage(student))
}

export default function Profile() {
  const { name, email, initial, plan, streak, certificates } = useLoaderData<typeof loader>()
  return (
    <AppShell title="Profile">
      <section className="card profile-head" aria-label="You">
        <span className="avatar" aria-hidden="true" data-testid="avatar-initial">
          {initial}
        </span>
        <div className="profile-head__text">
          <h2>{name ?? <Link to="/profile/settings">Add your name</Link>}</h2>
          <p className="muted">{email}</p>
        </div>
      </section>
      <div className="profile-tiles">
        <Link className="card profile-tile" to="/streak">
          <Flame size={28} aria-hidden="true" className="profile-tile__icon profile-tile__icon--streak" />
          <span>
            <strong data-testid="profile-streak">{streak}</strong> {streak === 1 ? 'day' : 'days'} streak
          </span>
        </Link>
        <Link className={`card profile-tile profile-tile--plan-${plan.state}`} to="/profile/settings/subscriptions">
          <CreditCard size={28} aria-hidden="true" className="profile-tile__icon" />
          <span>
            <strong>{plan.title}</strong>
            <span className="profile-tile__detail">{plan.detail}</span>
          </span>
        </Link>
      </div>
      <section className="card" aria-labelledby="certificates-title">
        <h2 id="certificates-title">Certificates</h2>
        {certificates.length === 0 ? (
          <p className="muted">Finish a course to earn your first certificate.</p>
        ) : (
          <ul className="plain-list">
            {certificates.map((certificate) => (
              <li key={certificate.id}>
                <Link className="list-link" to={`/certificate/${certificate.id}`}>
                  <Award size={24} aria-hidden="true" />
                  <span>
                    {certificate.courseName}
                    <span className="muted list-link__detail">{formatDay(certificate.date)}</span>
                  </span>
                  <ChevronRight size={20} aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Link className="card list-link" to="/profile/settings">
        <Settings size={24} aria-hidden="true" />
        <span>Settings</span>
        <ChevronRight size={20} aria-hidden="true" />
      </Link>
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
