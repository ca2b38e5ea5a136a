import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Flame } from 'lucide-react'
import { Card, List, ListRow } from '~/ui'
import { AppShell, AppErrorBoundary } from '~/shell'
import { pageData } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { getStreakPage } from '~/learning/index.server'

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
      <div className="page-stack">
        <Card className="streak-card">
          <div className="streak-card__count">
            <Flame size={40} aria-hidden="true" className="streak-card__flame" />
            <p className="big-number" data-testid="current-streak">
              {stats.currentStreak}
            </p>
            <p className="streak-card__unit">{stats.currentStreak === 1 ? 'day in a row' : 'days in a row'}</p>
          </div>
          {current ? (
            <p className="muted" data-testid="current-streak-dates">
              Current streak: <time dateTime={current.StartDate}>{current.label}</time>
            </p>
          ) : (
            <p className="muted">Complete a lesson or a task today to start a streak.</p>
          )}
          <ol className="week" aria-label="This week">
            {week.map((day) => (
              <li key={day.date} className={day.status}>
                <span>{weekday.format(new Date(`${day.date}T00:00:00Z`))}</span>
                {statusText[day.status] ? <span className="visually-hidden">, {statusText[day.status]}</span> : null}
                <span aria-hidden="true" className="week__mark">
                  {day.status === 'done' ? '✓' : day.status === 'broken' ? '×' : ''}
                </span>
              </li>
            ))}
          </ol>
        </Card>
        {list.length > 0 ? (
          <section aria-labelledby="history">
            <h2 id="history" className="streak-history__title">
              Past streaks
            </h2>
            <List>
              {list.map((range) => (
                <ListRow key={range.StartDate} title={<time dateTime={range.StartDate}>{range.label}</time>} />
              ))}
            </List>
          </section>
        ) : null}
      </div>
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
