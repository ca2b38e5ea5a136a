import { EmailLayout } from './layout'
import { Action, Facts, Note, Paragraph, Title } from './parts'
import type { EmailContent, PackFacts, SiteLinks } from './email'

export type CancellationProps = SiteLinks & {
  planName: string
  /** The last day of the period already paid for: access lasts until then. */
  accessUntil: string
  /** Packs bought with this subscription: one-time and lifetime, they stay after the plan ends (issue #46). */
  packs: PackFacts[]
}

export function cancellationEmail(props: CancellationProps): EmailContent {
  const rows: Array<[string, string]> = [
    ['Plan', props.planName],
    ['Full access until', props.accessUntil],
    ['Further charges', 'None'],
  ]
  if (props.packs.length > 0) rows.push(['Yours to keep after the plan ends', props.packs.map((pack) => pack.name).join(', ')])
  const [onlyPack] = props.packs
  return {
    subject: `Your subscription is cancelled: access until ${props.accessUntil}`,
    body: (
      <EmailLayout preview={`No more charges. You keep access until ${props.accessUntil}.`} siteUrl={props.siteUrl}>
        <Title>Your subscription is cancelled</Title>
        <Paragraph>
          You will not be charged again. Everything in {props.planName} stays open to you until {props.accessUntil}: your courses,
          challenges and progress. Only the plan ends then.
        </Paragraph>
        {props.packs.map((pack) => (
          <Paragraph key={pack.name}>
            {pack.name}: yours to keep. {pack.gives.join('. ')}. {pack.lasts}.
          </Paragraph>
        ))}
        <Facts rows={rows} />
        {props.packs.length === 1 && onlyPack ? (
          <Action href={onlyPack.use.href}>{onlyPack.use.label}</Action>
        ) : props.packs.length > 1 ? (
          <Action href={`${props.siteUrl}/profile/owned`}>See what you own</Action>
        ) : (
          <Action href={`${props.siteUrl}/home`}>Keep learning</Action>
        )}
        <Note>
          Changed your mind? Resume your plan in Profile → Settings → Subscriptions before {props.accessUntil}; your progress is kept.
        </Note>
      </EmailLayout>
    ),
  }
}
