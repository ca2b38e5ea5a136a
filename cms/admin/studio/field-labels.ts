// Field names as a marketer reads them; anything not listed is the name split into words.
const labels: Record<string, string> = {
  id: 'Screen name (used by rules)',
  preTitle: 'Small heading above the title',
  nextButtonTitle: 'Continue button text',
  imgStyles: 'Image styles',
  next: 'Branches (go to another screen when…)',
  skipIf: 'Skip this screen when…',
  buttonType: 'Button style',
  dependentStep: 'Recalls the answer given on',
  levelFrom: 'Level from the answers on',
  textMark: 'Text mark',
  inputId: 'What the answer is saved as',
  minSelections: 'Fewest choices',
  maxSelections: 'Most choices',
  maxLength: 'Longest answer (characters)',
  loadingTime: 'Loading time (seconds)',
  loadingText: 'Loading text',
  animationData: 'Animation file',
  planSet: 'Plan set',
  defaultPlanIndex: 'Plan chosen at first (0 = first)',
  projectsPromiseDays: 'Projects promised within (days)',
  expiresInMinutes: 'Offer expires after (minutes)',
  percent: 'Discount (%)',
  imageSet: 'Image set',
  testimonialSet: 'Testimonial set',
  defaultSeconds: 'Default loading time (seconds)',
  secondaryButtonTitle: 'Second button text',
  skipButtonTitle: 'Skip button text',
  courseId: 'Course',
  topicId: 'Topic',
  lessonId: 'Lesson',
  value: 'Text',
  icon: 'Icon',
  href: 'Link address',
}

export function fieldLabel(name: string): string {
  const known = labels[name]
  if (known) return known
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
