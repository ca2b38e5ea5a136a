import { Badge, ButtonLink, Card } from '~/ui'
import { heroSubtitle } from '~/learning'

type PlanHeroView = { title: string; progress: number; hasPlan: boolean }

/** The home hero's learning-plan type (spec §4): the plan title, its progress, a link to the plan. */
export function LearningPlanHero({ hero }: { hero: PlanHeroView }) {
  return (
    <Card className="hero-card" aria-labelledby="hero-title">
      <Badge>Learning plan</Badge>
      <h2 id="hero-title">{hero.title}</h2>
      <p className="muted">{heroSubtitle({ kind: 'learning-plan', progress: hero.progress })}</p>
      <ButtonLink to="/learning-plan" prefetch="intent">
        {hero.hasPlan ? 'Continue' : 'Get my plan'}
      </ButtonLink>
    </Card>
  )
}
