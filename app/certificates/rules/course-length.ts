type CourseForLength = { type?: 'course' | 'challenge' | null; dayCount?: number | null; totalLessons?: number | null }

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

/** What a certificate says about the course's size: a challenge in days (28 unless set), a course in lessons. */
export function courseLength(course: CourseForLength): string {
  if (course.type === 'challenge') return plural(course.dayCount ?? 28, 'day')
  return plural(course.totalLessons ?? 0, 'lesson')
}
