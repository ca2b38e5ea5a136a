import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Flame } from 'lucide-react'
import { Badge, ButtonLink, Card, List, ListRow } from '~/ui'
import { CourseCards, ReviewPrompt, BoughtChallengeCard } from '~/learning'
import { AppShell, AppErrorBoundary } from '~/shell'
import { loadHome, recordReviewPrompt, loadBoughtChallenge } from '~/learning/index.server'
import { requestContextOf } from '~/core/request-context.server'
import { formAction, formObject } from '~/http/form.server'
import { pageData, viewerFor } from '~/http/route.server'
import { requireStudent } from '~/core/session.server'
import { loadProductTour } from '~/product-tour/index.server'
import { ProductTourModal } from '~/product-tour'
import { loadLearningPlanHero } from '~/learning-plan/index.server'
import { LearningPlanHero } from '~/learning-plan'
import { dailyTaskWidget } from '~/daily-task/index.server'
import { DailyTaskWidget } from '~/daily-task'
import { loadRecentPurchase } from '~/account/index.server'
import { RecentPurchaseCard } from '~/account'

export const meta: MetaFunction = () => [{ title: 'Home' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  const viewer = viewerFor(request, student)
  // The course cards, the hero, the bought challenge and the onboarding check share the request's enrolment reads.
  const reads = requestContextOf(context)
  const [home, productTour] = await Promise.all([
    pageData(async () => {
      const [planHero, dailyTask, boughtChallenge, recentPurchase] = await Promise.all([
        loadLearningPlanHero(student, viewer, reads),
        dailyTaskWidget(student, viewer, reads),
        loadBoughtChallenge(student, reads),
        loadRecentPurchase(student),
      ])
      const home = await loadHome(student, viewer, reads, { planIsHero: planHero !== null })
      return { ...home, planHero, dailyTask, boughtChallenge, recentPurchase }
    }),
    loadProductTour(request, student, viewer, { reads }),
  ])
  return { ...home, productTour }
}

export async function action({ request }: ActionFunctionArgs) {
  const student = await requireStudent(request)
  return formAction(async () => recordReviewPrompt(student, await formObject(request)))
}

export default function Home() {
  const { firstname, hero, planHero, streak, inProgress, reviewPrompt, productTour, dailyTask, boughtChallenge, recentPurchase } =
    useLoaderData<typeof loader>()
  // The bought challenge is shown first; the course hero does not repeat it.
  const heroRepeatsChallenge = boughtChallenge !== null && hero.course !== null && String(hero.course.id) === String(boughtChallenge.id)
  return (
    <AppShell title={firstname ? `Welcome back, ${firstname}` : 'Welcome'}>
      <div className="page-stack">
        {boughtChallenge ? <BoughtChallengeCard challenge={boughtChallenge} /> : null}
        {recentPurchase ? <RecentPurchaseCard purchase={recentPurchase} /> : null}
        {heroRepeatsChallenge ? null : planHero ? (
          <LearningPlanHero hero={planHero} />
        ) : (
          <Card className="hero-card" aria-labelledby="hero-title">
            {hero.course ? (
              <>
                <Badge>{hero.course.type === 'challenge' ? 'Challenge' : 'Course'}</Badge>
                <h2 id="hero-title">{hero.course.title}</h2>
                <p className="muted">{hero.subtitle}</p>
                <ButtonLink to={`/${hero.course.type}/${hero.course.id}`} prefetch="intent">
                  {hero.started ? 'Continue' : 'Start'}
                </ButtonLink>
              </>
            ) : (
              <>
                <h2 id="hero-title">{hero.subtitle}</h2>
                <ButtonLink to="/courses">Browse courses</ButtonLink>
              </>
            )}
          </Card>
        )}
        <DailyTaskWidget widget={dailyTask} />
        <List label="Your streak">
          <ListRow
            to="/streak"
            start={<Flame size={24} aria-hidden="true" className="home-streak__icon" />}
            title="Your streak"
            meta={`${streak.currentStreak} ${streak.currentStreak === 1 ? 'day' : 'days'} in a row`}
          />
        </List>
        <ReviewPrompt prompt={reviewPrompt} />
        {inProgress.length > 0 ? (
          <section className="home-section" aria-labelledby="progress-title">
            <h2 id="progress-title">In progress</h2>
            <CourseCards courses={inProgress.filter((course) => String(course.id) !== String(boughtChallenge?.id))} empty="" />
          </section>
        ) : null}
      </div>
      <ProductTourModal tour={productTour} />
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
