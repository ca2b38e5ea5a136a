/** The nine share texts; one is picked at random each time the share sheet opens. */
export const shareTexts = [
  'I just earned my certificate for {course}! 🎓',
  'Finished {course} today. Certificate unlocked!',
  'New skill, new certificate: I completed {course}.',
  'Proud to share that I completed {course}.',
  'One more step in my AI journey: {course}, done.',
  'I put in the work and finished {course}. Here is my certificate.',
  'Certified! I just completed {course}.',
  'Learning AI, one course at a time. Just finished {course}.',
  'Hard work pays off: here is my certificate for {course}.',
] as const

export function pickShareText(courseName: string, random: () => number = Math.random): string {
  const template = shareTexts[Math.min(shareTexts.length - 1, Math.floor(random() * shareTexts.length))]!
  return template.replace('{course}', courseName)
}
