import type React from 'react'
import type { LandingContent } from '../../models/landing.server'
import { AudienceCards } from './audience-cards'
import { Calculator } from './calculator'
import { Faq } from './faq'
import { Hero } from './hero'
import { PriceBlocks } from './price-blocks'
import { SiteFooter } from './site-footer'
import { Testimonials } from './testimonials'
import { ToolCards } from './tool-cards'

export type LandingCopy = { eyebrow: string; title: string; lede: string; cta: string }

/** The shared landing layout; pages differ in copy, target funnel and an optional extra section. */
export function LandingPage(props: {
  copy: LandingCopy
  content: LandingContent
  startHref: string
  extra?: React.ReactNode
  children?: React.ReactNode
}) {
  const { copy, content, startHref } = props
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
