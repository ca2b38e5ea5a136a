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
  goto: 'Go to screen',
}

export function fieldLabel(name: string): string {
  const known = labels[name]
  if (known) return known
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

// Schema descriptions written for developers, in the words the studio shows a marketer instead.
const hints: Record<string, string> = {
  'Seconds; default from settings.loader.': 'Leave empty to use the funnel’s default loading time (Funnel settings → Loader).',
  'Overrides settings.paywall.planSet for this paywall.':
    'Leave it on the funnel’s plan set (Funnel settings → Paywall) unless this paywall should offer other plans.',
  'Which paywall plans to offer (a plan set id).': 'The plans the funnel’s paywalls offer, unless a paywall picks its own.',
  'The mark for Moderate (the level with nothing to go on), unless marks.Moderate replaces it.':
    'The words under the gauge for a moderate level, unless “Marks” gives that level its own.',
  'Folder under /images/funnels/.': 'Which set of pictures the screens use.',
}

export function fieldHint(description: string | undefined): string | undefined {
  return description === undefined ? undefined : (hints[description] ?? description)
}

// Choices of a field as a marketer reads them; anything not listed is the value in words.
const choiceLabels: Record<string, Record<string, string>> = {
  buttonType: { DEFAULT: 'A list of buttons', BOX: 'Tiles in a grid' },
  inputId: {
    name: 'The visitor’s name',
    text: 'Any other answer',
    consent: 'Consent to marketing emails (the first button means yes)',
    answer: 'An ordinary answer',
  },
  decoration: { none: 'None', 'gift-box': 'A gift box' },
}

/** One choice of a field in words: `BOX` → "Tiles in a grid", `single_option` → "Single option". */
export function choiceLabel(fieldName: string, value: string): string {
  const known = choiceLabels[fieldName]?.[value]
  if (known) return known
  if (/[a-z]/.test(value) && /\s/.test(value)) return value
  const words = value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
