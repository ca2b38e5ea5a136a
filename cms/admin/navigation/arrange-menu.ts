import type { SanitizedConfig } from 'payload'
import { hasRole } from '../../access/roles'
import { jobOf, jobs, neverInMenu } from './jobs'

type MenuEntity = SanitizedConfig['collections'][number] | SanitizedConfig['globals'][number]

/**
 * Puts every collection and global of the built config under its job (jobs.ts): its group, shown
 * only to the roles of that job, in the menu's order (Payload lists groups in the order their first
 * item comes in the config). Fails at start-up for an item no job names, so a new collection is
 * placed on purpose rather than left where the database put it.
 */
export function arrangeMenuByJob(config: SanitizedConfig): SanitizedConfig {
  const order = jobs.flatMap((job) => job.items)
  const place = (entity: MenuEntity) => {
    if (entity.slug.startsWith('payload-') || neverInMenu.includes(entity.slug)) {
      entity.admin = { ...entity.admin, hidden: true }
      return
    }
    const job = jobOf(entity.slug)
    if (!job) throw new Error(`"${entity.slug}" has no place in the admin menu: add it to a job in cms/admin/navigation/jobs.ts`)
    entity.admin = { ...entity.admin, group: job.group, hidden: ({ user }) => !hasRole(user, ...job.roles) }
  }
  config.collections.forEach(place)
  config.globals.forEach(place)
  const rank = (slug: string) => (order.includes(slug) ? order.indexOf(slug) : order.length)
  config.collections.sort((a, b) => rank(a.slug) - rank(b.slug))
  config.globals.sort((a, b) => rank(a.slug) - rank(b.slug))
  return config
}
