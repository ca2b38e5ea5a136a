'use client'
import { createContext, useContext } from 'react'
import type { ImageSet } from './image-set-choices'
import type { TestimonialSetChoice } from './testimonial-set-choices'

export type PlanSetChoice = { id: string; label: string }
export type FunnelTemplate = { funnelId: string; title: string; definition: unknown }

/** What pickers offer: plan sets from Plans, pictures from Media, testimonial sets and funnels to start from (loaded once by the studio). */
export type StudioChoices = {
  planSets: PlanSetChoice[]
  media: { url: string; name: string }[]
  funnels: FunnelTemplate[]
  /** Sets of the Testimonials collection, named by their use and speakers. */
  testimonialSets: TestimonialSetChoice[]
  /** The image sets on the site (public/images/funnels), and the pictures the funnel being edited names. */
  imageSets: ImageSet[]
  usedPictures: string[]
}

export const noChoices: StudioChoices = { planSets: [], media: [], funnels: [], testimonialSets: [], imageSets: [], usedPictures: [] }

export const StudioChoicesContext = createContext<StudioChoices>(noChoices)

export const useStudioChoices = () => useContext(StudioChoicesContext)
