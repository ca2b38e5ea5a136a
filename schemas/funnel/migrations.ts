import { currentSchemaVersion } from './definition'

type Json = Record<string, unknown>

/**
 * Upgrades an older funnel format to the current one, one version at a time, so saved funnels keep
 * working when the schema changes. Version 0 is the original app's shape: screen type names as it
 * spelled them (`MultiplyOption`), `screenType` instead of `type`, and `dependentStep` as a step
 * number instead of a screen id.
 */
const migrations: Record<number, (funnel: Json) => Json> = {
  0: (funnel) => {
    const screens = Array.isArray(funnel.screens) ? (funnel.screens as Json[]) : []
    const ids = screens.map((screen) => screen.id)
    return {
      ...funnel,
      schemaVersion: 1,
      screens: screens.map((screen) => {
        const { screenType, ...rest } = screen
        const type = (rest.type ?? screenType) === 'MultiplyOption' ? 'MultipleOption' : (rest.type ?? screenType)
        const dependentStep = typeof rest.dependentStep === 'number' ? (ids[rest.dependentStep] ?? rest.dependentStep) : rest.dependentStep
        return dependentStep === undefined ? { ...rest, type } : { ...rest, type, dependentStep }
      }),
    }
  },
}

export function migrateFunnel(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw
  let funnel = raw as Json
  let version = typeof funnel.schemaVersion === 'number' ? funnel.schemaVersion : 0
  while (version < currentSchemaVersion && migrations[version]) {
    funnel = migrations[version]!(funnel)
    version = funnel.schemaVersion as number
  }
  return funnel
}
