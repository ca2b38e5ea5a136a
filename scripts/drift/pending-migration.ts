/**
 * Child of scripts/check-drift.ts, one per SQL dialect (DATABASE_URI picks it): runs Payload's own
 * `migrate:create --skip-empty` against a copy of the committed migrations in argv[2]. Payload
 * exits without writing when the latest snapshot already matches the config; a new file in that
 * directory is the migration nobody committed. migrate:create never connects to the database.
 * With argv[3], it first writes there what `payload generate:types` would: one Payload start fewer.
 */
import { migrateCLI } from 'payload'
import { generateTypes } from 'payload/node'

const [migrationDir, typesFile] = process.argv.slice(2)
if (!migrationDir) throw new Error('usage: tsx scripts/drift/pending-migration.ts <copy of cms/migrations/<dialect>> [types file]')
const config = await (await import('@cms/payload.config')).default
// Outside production Payload's start-up rewrites cms/payload-types.ts in the background; not here.
config.typescript.autoGenerate = false
if (typesFile) {
  process.env.PAYLOAD_TS_OUTPUT_PATH = typesFile
  await generateTypes(config, { log: false })
}
await migrateCLI({ config, migrationDir, parsedArgs: { _: ['migrate:create', 'pending'], 'skip-empty': true } })
process.exit(0)
