import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { AppShell } from '~/learning/ui/app-shell'
import { CourseCards } from '~/learning/ui/course-cards'
import { AppErrorBoundary } from '~/learning/ui/app-error-boundary'
import { loadHome } from '~/learning/server/home.server'
import { requestContextOf } from '~/core/request-context.server'
import { recordReviewPrompt } from '~/learning/server/review-prompt.server'
import { ReviewPrompt } from '~/learning/ui/review-prompt'
import { formAction, formObject } from '~/http/form.server'
import { pageData, viewerFor } from '~/http/route.server'
import { requireStudent } from '~/auth/server/session.server'
import { loadProductOnboarding } from '~/onboarding/server/product-onboarding.server'
import { ProductOnboardingModal } from '~/onboarding/ui/product-onboarding-modal'
import { loadPlanHero } from '~/plan/server/plan-progress.server'
import { PlanHero } from '~/plan/ui/plan-hero'
import { dailyTaskWidget } from '~/daily-task/server/daily-task-widget.server'
import { DailyTaskWidget } from '~/daily-task/ui/daily-task-widget'
import { loadBoughtChallenge } from '~/learning/server/bought-challenge.server'
import { BoughtChallengeCard } from '~/learning/ui/bought-challenge-card'

export const meta: MetaFunction = () => [{ title: 'Home' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const student = await requireStudent(request, context)
  const viewer = viewerFor(request, student)
  // The course cards, the hero, the bought challenge and the onboarding check share the request's enrolment reads.
  const reads = requestContextOf(context)
  const [home, productOnboarding] = await Promise.all([
    pageData(async () => {
      const [planHero, dailyTask, boughtChallenge] = await Promise.all([
        loadPlanHero(student, viewer, reads),
        dailyTaskWidget(student, viewer),
        loadBoughtChallenge(student, reads),
      ])
      const home = await loadHome(student, viewer, reads, { planIsHero: planHero !== null })
      return { ...home, planHero, dailyTask, boughtChallenge }
    }),
    loadProductOnboarding(request, student, viewer, { reads }),
  ])
  return { ...home, productOnboarding }
}

export async function action({ request }: ActionFunctionArgs) {
  const student = await requireStudent(request)
  return formAction(async () => recordReviewPrompt(student, await formObject(request)))
}

export default function Home() {
  const { firstname, hero, planHero, streak, inProgress, reviewPrompt, productOnboarding, dailyTask, boughtChallenge } =
    useLoaderData<typeof loader>()
  // The bought challenge is shown first; the course hero does not repeat it.
  const heroRepeatsChallenge = boughtChallenge !== null && hero.course !== null && String(hero.course.id) === String(boughtChallenge.id)
  return (
    <AppShell title={firstname ? `Welcome back, ${firstname}` : 'Welcome'}>
      {boughtChallenge ? <BoughtChallengeCard challenge={boughtChallenge} /> : null}
      {heroRepeatsChallenge ? null : planHero ? (
        <PlanHero hero={planHero} />
      ) : (
        <section className="card hero-card" aria-labelledby="hero-title">
          {hero.course ? (
            <>
              <p className="course-kind">{hero.course.type === 'challenge' ? 'Challenge' : 'Course'}</p>
              <h2 id="hero-title">{hero.course.title}</h2>
              <p className="muted">{hero.subtitle}</p>
              <Link className="primary" to={`/${hero.course.type}/${hero.course.id}`}>
                {hero.started ? 'Continue' : 'Start'}
              </Link>
            </>
          ) : (
            <>
              <h2 id="hero-title">{hero.subtitle}</h2>
              <Link className="primary" to="/courses">
                Browse courses
              </Link>
            </>
          )}
        </section>
      )}
      <DailyTaskWidget widget={dailyTask} />
      <section className="card" aria-labelledby="streak-title">
        <h2 id="streak-title">Your streak</h2>
        <p>
          <Link to="/streak">
            {streak.currentStreak} {streak.currentStreak === 1 ? 'day' : 'days'} in a row
          </Link>
        </p>
      </section>
      <ReviewPrompt prompt={reviewPrompt} />
      {inProgress.length > 0 ? (
        <section aria-labelledby="progress-title">
          <h2 id="progress-title">In progress</h2>
          <CourseCards courses={inProgress.filter((course) => String(course.id) !== String(boughtChallenge?.id))} empty="" />
        </section>
      ) : null}
      <ProductOnboardingModal onboarding={productOnboarding} />
    </AppShell>
  )
}

export function ErrorBoundary() {
  return <AppErrorBoundary />
}
