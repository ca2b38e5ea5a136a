import { Link } from '@remix-run/react'
import { heroSubtitle } from '~/learning/rules/hero'

type PlanHeroView = { title: string; progress: number; hasPlan: boolean }

/** The home hero's learning-plan type (spec §4): the plan title, its progress, a link to the plan. */
export function PlanHero({ hero }: { hero: PlanHeroView }) {
  return (
    <section className="card hero-card" aria-labelledby="hero-title">
      <p className="course-kind">Learning plan</p>
      <h2 id="hero-title">{hero.title}</h2>
      <p className="muted">{heroSubtitle({ kind: 'learning-plan', progress: hero.progress })}</p>
      <Link className="primary" to="/learning-plan">
        {hero.hasPlan ? 'Continue' : 'Get my plan'}
      </Link>
    </section>
  )
}
