import { useLoaderData } from '@remix-run/react'
import type React from 'react'
import type { LandingCopy } from '../rules/landing-copy'
import type { LandingPath } from '../rules/landing-pages'
import type { LandingContent } from '../server/landing.server'
import { AudienceCards } from './audience-cards'
import { Calculator } from './calculator'
import { Faq } from './faq'
import { Hero } from './hero'
import { PriceBlocks } from './price-blocks'
import { SiteFooter } from './site-footer'
import { Testimonials } from './testimonials'
import { ToolCards } from './tool-cards'

/** A landing route's page: the loader (loadLandingPage) supplies content and the start link. */
export function LandingPage(props: { path: LandingPath; extra?: React.ReactNode; children?: React.ReactNode }) {
  const { copy, content, startHref } = useLoaderData<{ copy: LandingCopy; content: LandingContent; startHref: string }>()
  return (
    <main className="landing">
      <Hero {...copy} startHref={startHref} />
      <AudienceCards cards={content.cards} />
      {props.extra ?? <Calculator />}
      <ToolCards tools={content.tools} />
      {props.children}
      <Testimonials testimonials={content.testimonials} />
      <PriceBlocks blocks={content.priceBlocks} startHref={startHref} />
      <Faq faqs={content.faqs} />
      <SiteFooter />
    </main>
  )
}
