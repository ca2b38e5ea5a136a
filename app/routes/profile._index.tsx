import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { Award, Bookmark, CreditCard, Flame, Package, Settings } from 'lucide-react'
import { AppShell, AppErrorBoundary } from '~/shell'
import { loadProfilePage } from '~/account/index.server'
import { formatDay } from '~/payments'
import { pageData } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { ButtonLink, Card, List, ListRow } from '~/ui'

export const meta: MetaFunction = () => [{ title: 'Profile' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(() => loadProfilePage(student))
}

export default function Profile() {
  const { name, email, initial, plan, streak, certificates } = useLoaderData<typeof loader>()
  return (
    <AppShell title="Profile">
      <div className="page-stack">
        <Card aria-label="You" className="profile-head">
          <span className="avatar" aria-hidden="true" data-testid="avatar-initial">
            {initial}
          </span>
          <div className="profile-head__text">
            {name ? <h2>{name}</h2> : <h2 className="ui-sr-only">You</h2>}
            <p className="muted">{email}</p>
            {name ? null : (
              <ButtonLink to="/profile/settings" variant="secondary" size="small">
                Add your name
              </ButtonLink>
            )}
          </div>
        </Card>
        <div className="profile-tiles">
          <Link className="ui-card profile-tile" to="/streak" prefetch="intent">
            <Flame size={28} aria-hidden="true" className="profile-tile__icon profile-tile__icon--streak" />
            <span>
              <strong data-testid="profile-streak">{streak}</strong> {streak === 1 ? 'day' : 'days'} streak
            </span>
          </Link>
          <Link className={`ui-card profile-tile profile-tile--plan-${plan.state}`} to="/profile/settings/subscriptions" prefetch="intent">
            <CreditCard size={28} aria-hidden="true" className="profile-tile__icon" />
            <span>
              <strong>{plan.title}</strong>
              <span className="profile-tile__detail">{plan.detail}</span>
            </span>
          </Link>
        </div>
        <section aria-labelledby="certificates-title" className="profile-section">
          <h2 id="certificates-title">Certificates</h2>
          {certificates.length === 0 ? (
            <Card>
              <p className="muted">Finish a course to earn your first certificate.</p>
            </Card>
          ) : (
            <List>
              {certificates.map((certificate) => (
                <ListRow
                  key={certificate.id}
                  start={<Award size={24} aria-hidden="true" className="profile-tile__icon" />}
                  title={certificate.courseName}
                  meta={formatDay(certificate.date)}
                  to={`/certificate/${certificate.id}`}
                />
              ))}
            </List>
          )}
        </section>
        <List>
          <ListRow
            start={<Bookmark size={24} aria-hidden="true" className="profile-tile__icon" />}
            title="Saved"
            meta="Lessons you saved for later"
            to="/profile/saved"
          />
          <ListRow
            start={<Package size={24} aria-hidden="true" className="profile-tile__icon" />}
            title="What you own"
            meta="Your plan and packs, and where to use them"
            to="/profile/owned"
          />
          <ListRow
            start={<Settings size={24} aria-hidden="true" className="profile-tile__icon" />}
            title="Settings"
            meta="Name, password and billing"
            to="/profile/settings"
          />
        </List>
      </div>
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
