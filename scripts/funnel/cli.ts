/**
 * npm run funnel -- <command>
 *   validate [id-or-path …]   validate funnels (all of funnels/ by default)
 *   walk <id-or-path> [--json] run the engine along the default answers and list the screens
 *   paths <id-or-path>         enumerate the distinct screen paths and check each reaches the end
 *   schema [--check]           write (or check) schemas/generated/funnel.schema.json
 *   export [id …]              write the published CMS versions back to funnels/ for review in git
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { allFunnelFiles, displayPath, type LoadedFunnel, loadFunnel, resolveFunnelFile } from './load'
import { funnelJsonSchema, jsonSchemaFile } from './json-schema'

const [command, ...args] = process.argv.slice(2)
const flags = new Set(args.filter((arg) => arg.startsWith('--')))
const names = args.filter((arg) => !arg.startsWith('--'))

function usage(): never {
  console.error(
    'Usage: npm run funnel -- validate [id-or-path …] | walk <id-or-path> [--json] | paths <id-or-path> | schema [--check] | export [id …]',
  )
  process.exit(2)
}

function printIssues(loaded: Extract<LoadedFunnel, { ok: false }>): void {
  for (const issue of loaded.issues) console.error(`${displayPath(loaded.file)}: ${issue.path}: ${issue.message}`)
}

function loadOne(idOrPath: string | undefined) {
  if (!idOrPath) usage()
  const loaded = loadFunnel(resolveFunnelFile(idOrPath))
  if (!loaded.ok) {
    printIssues(loaded)
    process.exit(1)
  }
  return loaded.definition
}

async function main(): Promise<void> {
  switch (command) {
    case 'validate': {
      const files = names.length ? names.map(resolveFunnelFile) : allFunnelFiles()
      let failed = 0
      for (const loaded of files.map(loadFunnel)) {
        if (loaded.ok) {
          const { id, screens, version } = loaded.definition
          console.log(`✓ ${id} (v${version}, ${screens.length} screens) ${displayPath(loaded.file)}`)
        } else {
          failed += 1
          printIssues(loaded)
        }
      }
      console.log(`${files.length - failed} valid, ${failed} invalid`)
      process.exit(failed ? 1 : 0)
    }
    case 'walk': {
      const { walkFunnel } = await import('@engine/walk')
      const result = walkFunnel(loadOne(names[0]), { now: new Date().toISOString() })
      if (flags.has('--json')) {
        console.log(
          JSON.stringify(
            result.screens.map(({ id, type, title }) => ({ id, type, title })),
            null,
            2,
          ),
        )
      } else {
        for (const screen of result.screens) console.log(`${screen.index}\t${screen.id}\t${screen.type}\t${screen.title}`)
      }
      process.exit(result.completed ? 0 : 1)
    }
    case 'paths': {
      const { enumerateFunnelPaths } = await import('@engine/paths')
      const definition = loadOne(names[0])
      const { paths, deadEnds } = enumerateFunnelPaths(definition)
      paths.forEach((path, index) => console.log(`path ${index + 1}: ${path.length - 1} screens → ${path.at(-1)}`))
      for (const deadEnd of deadEnds) console.error(`dead end: ${deadEnd}`)
      const ok = deadEnds.length === 0 && paths.length > 0
      console.log(
        `${definition.id}: ${paths.length} distinct path(s); ${ok ? 'every path reaches the end' : 'NOT every path reaches the end'}`,
      )
      process.exit(ok ? 0 : 1)
    }
    case 'schema': {
      const schema = funnelJsonSchema()
      if (flags.has('--check')) {
        const current = readFileSync(jsonSchemaFile, 'utf8')
        if (current !== schema) {
          console.error(`${displayPath(jsonSchemaFile)} is out of date: run npm run funnel -- schema`)
          process.exit(1)
        }
        console.log(`${displayPath(jsonSchemaFile)} is up to date`)
        process.exit(0)
      }
      writeFileSync(jsonSchemaFile, schema)
      console.log(`wrote ${displayPath(jsonSchemaFile)}`)
      process.exit(0)
    }
    case 'export': {
      const { exportFunnels } = await import('./export')
      process.exit(await exportFunnels(names))
    }
    default:
      usage()
  }
}

await main()
