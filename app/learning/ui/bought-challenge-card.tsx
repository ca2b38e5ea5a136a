import { Trophy } from 'lucide-react'
import { Badge, ButtonLink, Card, ProgressBar } from '~/ui'
import type { BoughtChallengeView } from '~/learning/rules/bought-challenge'

/** The 28-day challenge the student bought, with the day they are on and the way in (home and learning plan). */
export function BoughtChallengeCard({ challenge }: { challenge: BoughtChallengeView }) {
  return (
    <Card className="bought-challenge" aria-labelledby="bought-challenge-title">
      <p className="bought-challenge__kind">
        <Trophy size={18} aria-hidden="true" />
        <Badge>Your challenge</Badge>
      </p>
      <h2 id="bought-challenge-title">{challenge.title}</h2>
      <p className="muted">{challenge.line}</p>
      <ProgressBar value={challenge.progress / 100} label={`${challenge.title} progress`} />
      <ButtonLink to={challenge.href} prefetch="intent">
        {challenge.started ? 'Continue the challenge' : 'Start the challenge'}
      </ButtonLink>
    </Card>
  )
}
