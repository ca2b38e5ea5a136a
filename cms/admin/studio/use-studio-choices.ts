'use client'
import { createContext, useContext } from 'react'

export type PlanSetChoice = { id: string; label: string }
export type FunnelTemplate = { funnelId: string; title: string; definition: unknown }

/** What pickers offer: plan sets from Plans, pictures from Media and funnels to start from (loaded once by the studio). */
export type StudioChoices = { planSets: PlanSetChoice[]; media: { url: string; name: string }[]; funnels: FunnelTemplate[] }

export const noChoices: StudioChoices = { planSets: [], media: [], funnels: [] }

export const StudioChoicesContext = createContext<StudioChoices>(noChoices)

export const useStudioChoices = () => useContext(StudioChoicesContext)
