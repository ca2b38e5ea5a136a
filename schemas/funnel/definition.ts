import { z } from 'zod'
import { screenSchema } from '../screens'
import { crossCheckFunnel } from './cross-checks'
import { funnelSettingsSchema } from './settings'

export const currentSchemaVersion = 1

/**
 * What a funnel is for: a `quiz` leads a visitor to a plan; a `cancellation` flow runs when a
 * student asks to cancel and ends in a save offer or a goodbye (issue #47).
 */
export const funnelKinds = ['quiz', 'cancellation'] as const
export type FunnelKind = (typeof funnelKinds)[number]

/**
 * A funnel as marketers write it (JSON in funnels/ or in the CMS). `version` is the content
 * revision: a visitor's saved progress only resumes on the same version.
 */
export const funnelSchema = z
  .strictObject({
    $schema: z.string().optional(),
    schemaVersion: z.literal(currentSchemaVersion),
    id: z.string().regex(/^[a-z0-9_]+$/, 'Use lowercase letters, digits and _'),
    version: z.int().min(1),
    title: z.string().trim().min(1),
    kind: z.enum(funnelKinds).default('quiz').describe('A quiz funnel, or the flow a student sees on cancelling.'),
    description: z.string().trim().min(1),
    settings: funnelSettingsSchema.prefault({}),
    screens: z.array(screenSchema).min(1),
  })
  .superRefine(crossCheckFunnel)

export type FunnelDefinition = z.infer<typeof funnelSchema>
export type FunnelDefinitionInput = z.input<typeof funnelSchema>
