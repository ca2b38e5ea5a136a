import { z } from 'zod'
import { screenSchema } from '../screens'
import { crossCheckFunnel } from './cross-checks'
import { funnelSettingsSchema } from './settings'

export const currentSchemaVersion = 1

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
    description: z.string().trim().min(1),
    settings: funnelSettingsSchema.prefault({}),
    screens: z.array(screenSchema).min(1),
  })
  .superRefine(crossCheckFunnel)

export type FunnelDefinition = z.infer<typeof funnelSchema>
export type FunnelDefinitionInput = z.input<typeof funnelSchema>
