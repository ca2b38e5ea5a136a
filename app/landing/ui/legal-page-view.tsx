import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { LegalPage } from '~/landing/server/legal-page.server'
import landingStyles from '~/styles/landing.css?url'
import { LandingHeader } from './landing-header'
import { SiteFooter } from './site-footer'

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

export function LegalPageView({ page }: { page: LegalPage }) {
  return (
    <>
      <link rel="stylesheet" href={landingStyles} precedence="default" />
      <LandingHeader />
      <main className="legal">
        <h1>{page.title}</h1>
        <p className="l-note">Last updated {dateFormat.format(new Date(page.updatedAt))}</p>
        {/* Rendered on the server from CMS markdown with raw HTML escaped (legal-page.server.ts). */}
        <article dangerouslySetInnerHTML={{ __html: page.html }} />
      </main>
      <SiteFooter year={page.year} />
    </>
  )
}

/** The component and meta every legal route shares; each route's loader calls getLegalPage. */
export function LegalRoute() {
  return <LegalPageView page={useLoaderData<{ page: LegalPage }>().page} />
}

export const legalMeta: MetaFunction = ({ data }) => [{ title: (data as { page?: LegalPage } | undefined)?.page?.title ?? 'Not found' }]
