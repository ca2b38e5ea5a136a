import { useLoaderData } from '@remix-run/react'
import type React from 'react'
import landingStyles from '~/styles/landing.css?url'
import type { LandingCopy } from '../rules/landing-copy'
import type { LandingPath, PriceBlockSetting } from '../rules/landing-pages'
import type { LandingContent } from '../server/landing.server'
import { AudienceCards } from './audience-cards'
import { Calculator } from './calculator'
import { Faq } from './faq'
import { Hero } from './hero'
import { LandingHeader } from './landing-header'
import { PriceBlocks } from './price-blocks'
import { SiteFooter } from './site-footer'
import { Testimonials } from './testimonials'
import { ToolCards } from './tool-cards'

export type LandingPageData = {
  copy: LandingCopy
  content: LandingContent
  startHref: string
  priceBlock: PriceBlockSetting
  year: number
  /** Site settings → Product facts: the count the hero climbs to. */
  learners: number
}

/**
 * A landing route's page: the loader (loadLandingPage) supplies content and the start link. Its
 * stylesheet is React-hoisted into the head (and inlined by the server), so funnels never load it.
 */
export function LandingPage(props: { path: LandingPath; extra?: React.ReactNode; children?: React.ReactNode }) {
  const { copy, content, startHref, priceBlock, year, learners } = useLoaderData<LandingPageData>()
  return (
    <div className="l-page">
      <link rel="stylesheet" href={landingStyles} precedence="default" />
      <LandingHeader />
      <main className="landing" data-landing={props.path}>
        <Hero {...copy} startHref={startHref} learners={learners} />
        <AudienceCards cards={content.cards} />
        {props.extra ?? <Calculator />}
        <ToolCards tools={content.tools} />
        {props.children}
        <Testimonials testimonials={content.testimonials} />
        <PriceBlocks blocks={content.priceBlocks} setting={priceBlock} startHref={startHref} />
        <Faq faqs={content.faqs} />
      </main>
      <SiteFooter year={year} />
    </div>
  )
}
