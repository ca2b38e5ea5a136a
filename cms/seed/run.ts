/**
 * `npm run seed`: applies the migrations, then seeds the database named by DATABASE_URI (from the
 * environment or .env, as `npm start` reads it) with the admin account, the funnels in funnels/
 * and the starter content, and prints how many documents each collection holds. Safe to repeat.
 */
import { applyConfiguration, loadConfiguration } from '../../config/configuration'
import { redactUri } from '../../config/database-uri'

async function main(): Promise<void> {
  const env = loadConfiguration()
  // The Payload config reads the resolved values when it is imported below.
  applyConfiguration(env)
  const { getPayloadClient } = await import('../get-payload')
  const { migrateDatabase } = await import('../migrate')
  const { seedDatabase } = await import('./index')

  const payload = await getPayloadClient()
  await migrateDatabase(payload, env.databaseUri)
  const result = await seedDatabase(payload, {
    adminEmail: env.adminEmail,
    adminPassword: env.adminPassword,
    demoContent: true,
  })

  console.log(`\n  Seeded ${redactUri(env.databaseUri)}\n`)
  for (const collection of payload.config.collections) {
    if (collection.slug.startsWith('payload-')) continue
    const { totalDocs } = await payload.count({ collection: collection.slug })
    const created = result.created[collection.slug] ?? 0
    console.log(`  ${collection.slug.padEnd(16)} ${String(totalDocs).padStart(4)}${created ? `  (+${created})` : ''}`)
  }
  if (result.admin?.generated) {
    console.log(`\n  Admin account created — email: ${result.admin.email}  password: ${result.admin.password}`)
  }
  console.log('')
  await payload.destroy()
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    console.error(`✗ ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
    process.exit(1)
  })
