'use client'
import { createContext, useContext } from 'react'

/** What pickers offer: plan sets from Plans and pictures from Media (loaded once by the studio). */
export type StudioChoices = { planSets: string[]; media: { url: string; name: string }[] }

export const StudioChoicesContext = createContext<StudioChoices>({ planSets: [], media: [] })

export const useStudioChoices = () => useContext(StudioChoicesContext)
