import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/error-boundary'
import { LandingPage } from '~/components/landing/landing-page'
import { loadLandingPage } from '~/models/landing-page.server'

export const meta: MetaFunction = () => [{ title: 'Your lucky break into AI starts today' }, { name: 'description', content: 'More than 690,000 people have mastered AI with short daily lessons. Take the quiz, get a personal plan and start with a special first-month price.' }]

export async function loader({ request }: LoaderFunctionArgs) {
  return loadLandingPage(request, '/luck')
}

export default function Landing() {
  const { content, startHref } = useLoaderData<typeof loader>()
  return (
    <LandingPage
      content={content}
      startHref={startHref}
      copy={{
        eyebrow: 'A special start for new learners',
        title: 'Your lucky break into AI starts today',
        lede: 'More than 690,000 people have mastered AI with short daily lessons. Take the quiz, get a personal plan and start with a special first-month price.',
        cta: 'Claim my personal plan',
      }}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
