import { blanks, essay, prompt, promptTask, quiz, type SeedCourse, tasks, text } from '../build'

export const aiContentForBloggers: SeedCourse = {
  course: {
    title: 'AI Content Engine for Bloggers',
    slug: 'ai-content-engine-for-bloggers',
    type: 'course',
    level: 'Beginner',
    orderNumber: 5,
    tags: ['New', 'Beginner', 'Make money'],
    availableInTrial: false,
    description: 'Find your niche, plan a month of content and repurpose every idea into posts, reels and newsletters.',
  },
  topics: [
    {
      title: 'Niche and content plan',
      description: 'Decide who you write for and what they need every week.',
      availableInTrial: true,
      lessons: [
        {
          title: 'Finding your niche with AI',
          sections: [
            text(`
## Small niche, loyal audience

"Fitness" is crowded; "10-minute workouts for new parents" is a niche. Ask the AI to combine what you know, what you enjoy and what people search for, and to list the questions your audience asks most. Those questions are your first thirty posts.
`),
            prompt('I know about {{skill}} and enjoy {{interest}}. Suggest five blog niches that combine them and the top questions each audience asks.', {
              skill: ['cooking', 'personal finance', 'graphic design', 'teaching'],
              interest: ['travel', 'parenting', 'productivity', 'sustainability'],
            }),
            tasks(quiz('Which is a niche rather than a broad topic?', ['Travel', 'Budget weekend trips from London by train', 'Food'], 'Budget weekend trips from London by train')),
          ],
        },
        {
          title: 'A month of content in an hour',
          sections: [
            text(`
## Pillars, then posts

Choose three content pillars — for example *tips*, *stories* and *behind the scenes*. Ask the AI for ten ideas per pillar, pick the best twelve and schedule three a week. Planning in one sitting frees the rest of the month for creating.
`),
            tasks(
              blanks('Choose three content ___, ask for ten ideas each and schedule ___ posts a week.', 'pillars', 'three|3'),
              promptTask('Write a prompt that creates a 4-week content calendar for your niche with three posts a week.', [
                'names the niche and audience',
                'defines content pillars',
                'asks for a calendar with dates or weeks',
              ]),
            ),
          ],
        },
      ],
    },
    {
      title: 'Repurposing',
      description: 'One idea, five formats.',
      lessons: [
        {
          title: 'From one post to five formats',
          sections: [
            text(`
## Write once, publish everywhere

A good blog post can become a carousel, a short video script, a newsletter section, a thread and a quote graphic. Give the AI the original and the target platform's limits; ask it to keep your key message and voice.
`),
            tasks(
              essay('Take one idea from your niche and describe how you would turn it into three different formats.', [
                'states the original idea',
                'describes three distinct formats',
                'adapts the message to each platform',
              ]),
            ),
          ],
        },
      ],
    },
  ],
}
