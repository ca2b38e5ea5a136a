import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AppShell } from '~/learning/ui/app-shell'
import { AppErrorBoundary } from '~/learning/ui/app-error-boundary'
import { pageData } from '~/http/route.server'
import { requireStudent } from '~/auth/server/session.server'
import { getStreakPage } from '~/learning/server/streak.server'

export const meta: MetaFunction = () => [{ title: 'Streak' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  return pageData(() => getStreakPage(student))
}

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' })
const statusText = { done: 'done', today: 'today', broken: 'streak broken', default: '' } as const

export default function Streak() {
  const { stats, week, current, list } = useLoaderData<typeof loader>()
  return (
    <AppShell title="Your streak">
      <div className="card">
        <p className="big-number" data-testid="current-streak">
          {stats.currentStreak}
        </p>
        <p>{stats.currentStreak === 1 ? 'day in a row' : 'days in a row'}</p>
        {current ? (
          <p className="muted" data-testid="current-streak-dates">
            Current streak: <time dateTime={current.StartDate}>{current.label}</time>
          </p>
        ) : null}
        <ol className="week" aria-label="This week">
          {week.map((day) => (
            <li key={day.date} className={day.status}>
              <span>{weekday.format(new Date(`${day.date}T00:00:00Z`))}</span>
              {statusText[day.status] ? <span className="visually-hidden">, {statusText[day.status]}</span> : null}
              <span aria-hidden="true">{day.status === 'done' ? ' ✓' : ''}</span>
            </li>
          ))}
        </ol>
      </div>
      {list.length > 0 ? (
        <section className="card" aria-labelledby="history">
          <h2 id="history">Past streaks</h2>
          <ul className="plain-list">
            {list.map((range) => (
              <li key={range.StartDate}>
                <time dateTime={range.StartDate}>{range.label}</time>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
