import { readdirSync } from 'node:fs'
import path from 'node:path'
import { appLayers } from './app-layers.mjs'
import type { FolderImport } from './feature-imports'

export { appLayers }

const floorOf = new Map(appLayers.flatMap(({ folders }, floor) => folders.map((folder) => [folder, floor] as const)))

/** What breaks the order: an import that does not go down a floor, or a folder no floor names. */
export function layerViolations(imports: FolderImport[], folders: string[]): string[] {
  const undeclared = folders
    .filter((folder) => !floorOf.has(folder))
    .map((folder) => `app/${folder} is on no floor of scripts/structure/app-layers.mjs`)
  const upward = imports
    .filter(({ from, to }) => floorOf.has(from) && floorOf.has(to) && floorOf.get(to)! >= floorOf.get(from)!)
    .map(
      ({ from, to, file }) =>
        `${file}: ${from} (${appLayers[floorOf.get(from)!]!.name}) imports ${to} (${appLayers[floorOf.get(to)!]!.name})`,
    )
  return [...undeclared, ...new Set(upward)]
}

/** The folders of app/ and its loose modules, as the import graph names them. */
export function appFolders(root: string): string[] {
  return readdirSync(path.join(root, 'app'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name)))
    .map((entry) => entry.name.replace(/\.(ts|tsx)$/, ''))
}

/** The features: folders on a floor marked `entries`, which others import only through their entry. */
export const featureFolders = (): string[] => appLayers.filter((layer) => layer.entries).flatMap((layer) => layer.folders)

/**
 * Imports that reach into another feature's files instead of its entry (`~/x` or `~/x/index.server`).
 * One exception: the API document (app/openapi.ts) takes each feature's endpoints from its api/
 * folder, since scripts build the document in plain Node, where an entry's components and their
 * stylesheets cannot load.
 */
export function entryViolations(imports: FolderImport[]): string[] {
  const features = new Set(featureFolders())
  return imports
    .filter(({ to, spec }) => features.has(to) && spec !== `~/${to}` && spec !== `~/${to}/index.server`)
    .filter(({ from, to, spec }) => !(from === 'openapi' && spec?.startsWith(`~/${to}/api/`)))
    .map(({ file, spec, to }) => `${file}: ${spec} reaches inside app/${to}; import it from ~/${to} or ~/${to}/index.server`)
}
