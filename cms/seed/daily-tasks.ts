import { dailyTaskSeeds } from './data/daily-tasks'
import type { SeedRun } from './ensure'

/** The demo daily tasks, published, found by title (staff edits survive restarts). */
export async function seedDailyTasks(run: SeedRun): Promise<void> {
  for (const [index, { task }] of dailyTaskSeeds.entries()) {
    await run.ensure('daily-tasks', { title: { equals: task.title } }, { ...task, order: index + 1, _status: 'published' })
  }
}
