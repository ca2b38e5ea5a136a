import landingStyles from '~/styles/landing.css?url'
import type { LandingContent } from '../server/landing.server'
import { AudienceCards } from './audience-cards'

/** One landing card as visitors see it in "Who it is for", for the admin's live preview. */
export function LandingCardPreview({ card }: { card: LandingContent['cards'][number] }) {
  return (
    <div className="l-page">
      <link rel="stylesheet" href={landingStyles} precedence="default" />
      <main className="landing">
        <AudienceCards cards={[card]} />
      </main>
    </div>
  )
}
