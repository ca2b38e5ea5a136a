/** The /courses tag filter (spec §4 "Course list", §9 constants), with "All" first (issue #30). */
export const courseTags = ['All', 'New', 'Beginner', 'Advanced', 'Make money', 'AI learning'] as const
export type CourseTag = (typeof courseTags)[number]
/** `days` is the new_tag_visibility_days flag (app/flags): how long a course counts as New. */
type Filterable = { createdAt: string; tags?: readonly string[] | null }

export function isNewCourse(course: Filterable, now: Date, days: number): boolean {
  return now.getTime() - Date.parse(course.createdAt) <= days * 86_400_000
}

/** All, or New when new courses exist and the student has already seen the filter. */
export function defaultTag(courses: readonly Filterable[], sawFilter: boolean, now: Date, days: number): CourseTag {
  return sawFilter && courses.some((course) => isNewCourse(course, now, days)) ? 'New' : 'All'
}

export function filterByTag<C extends Filterable>(courses: readonly C[], tag: CourseTag, now: Date, days: number): C[] {
  if (tag === 'All') return [...courses]
  if (tag === 'New') return courses.filter((course) => isNewCourse(course, now, days) || course.tags?.includes('New'))
  return courses.filter((course) => course.tags?.includes(tag))
}
