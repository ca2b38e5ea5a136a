import type { Faq } from '../../payload-types'

type SeedFaq = Pick<Faq, 'group' | 'shortText' | 'fullText' | 'link' | 'order'>

export const faqs: SeedFaq[] = [
  {
    group: 'landing',
    order: 1,
    shortText: 'Can I get a refund?',
    fullText:
      'Yes. If the course is not right for you, you can ask for a refund under the conditions described in our Subscription Terms, including how long after purchase a request can be made.',
    link: { href: '/subscription-terms', text: 'Read the Subscription Terms' },
  },
  {
    group: 'landing',
    order: 2,
    shortText: 'Can I cancel, pause or switch my plan?',
    fullText:
      'Any time. Open your profile on the website or in the app, go to Subscriptions and choose to cancel, pause or switch to another plan. Access continues until the end of the period you have paid for.',
  },
  {
    group: 'landing',
    order: 3,
    shortText: 'How much time do I need each day?',
    fullText:
      'About {{fact:dailyMinutes}} minutes a day is typical, and your plan is sized to the time you choose in the quiz, from 5 minutes. Lessons are short, and you can always do more on days when you have time.',
  },
  {
    group: 'landing',
    order: 4,
    shortText: 'Are the lessons theory or practice?',
    fullText:
      'Practice. Every lesson is hands-on: you write real prompts, get feedback and finish with a task you can reuse in your work.',
  },
  {
    group: 'landing',
    order: 5,
    shortText: 'Do I need technical skills or programming?',
    fullText: 'No. The courses start from the basics and use tools that work in a browser or on your phone.',
  },
  {
    group: 'challenge',
    order: 1,
    shortText: 'Is the challenge suitable for beginners?',
    fullText:
      'Yes. The first week starts from the basics, and every day comes with step-by-step instructions and ready prompts.',
  },
  {
    group: 'challenge',
    order: 2,
    shortText: 'How much time does the challenge take?',
    fullText:
      'Plan for about {{fact:dailyMinutes}} minutes a day: a short lesson, then time to create and publish. Short on time? Your plan is sized to the minutes you choose in the quiz. Most participants fit it around a full-time job.',
  },
  {
    group: 'challenge',
    order: 3,
    shortText: 'Do I need to show my face on camera?',
    fullText:
      'No camera is needed. You will create videos with AI avatars and voices, so you can stay completely behind the scenes.',
  },
  {
    group: 'challenge',
    order: 4,
    shortText: 'Which AI tools are included?',
    fullText:
      'The lessons teach {{fact:aiTools}} AI tools, and the AI chat assistant is included in your plan. Other tools used in the lessons (image, video or voice generators) are not included; each lesson suggests free plans where they exist.',
  },
]
