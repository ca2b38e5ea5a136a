import type { Payload } from 'payload'
import { seedContext } from './context'
import { demoCourses } from './demo-courses'
import { ensureAdmin, type SeededAdmin } from './staff'

export type SeedOptions = {
  adminEmail?: string
  adminPassword?: string
  demoContent: boolean
}

export type SeedResult = { admin?: SeededAdmin; createdCourses: number }

/** Idempotent: running it again creates nothing that already exists (matched by slug or email). */
export async function seedDatabase(payload: Payload, options: SeedOptions): Promise<SeedResult> {
  const admin = await ensureAdmin(payload, { email: options.adminEmail, password: options.adminPassword })
  let createdCourses = 0
  if (options.demoContent) {
    for (const course of demoCourses) {
      const found = await payload.count({ collection: 'courses', where: { slug: { equals: course.slug } } })
      if (found.totalDocs > 0) continue
      await payload.create({
        collection: 'courses',
        data: { ...course, _status: 'published' },
        context: seedContext,
      })
      createdCourses += 1
    }
  }
  return { admin, createdCourses }
}
