import { blanks, essay, prompt, promptTask, quiz, type SeedCourse, tasks, text, taught } from '../build'

export const aiContentForBloggers: SeedCourse = {
  course: {
    title: 'AI Content Engine for Bloggers',
    slug: 'ai-content-engine-for-bloggers',
    type: 'course',
    level: 'Beginner',
    orderNumber: 5,
    tags: ['New', 'Beginner', 'Make money'],
    tools: ['chatgpt'],
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
              taught(
                promptTask('Write a prompt that creates a 4-week content calendar for your niche with three posts a week.', [
                  'names the niche and audience',
                  'defines content pillars',
                  'asks for a calendar with dates or weeks',
                ]),
                {
                  example:
                    'You are a content strategist for food bloggers. My blog is about 20-minute vegetarian dinners for busy parents, and my three content pillars are quick recipes, kitchen shortcuts and family stories. Create a 4-week content calendar with three posts a week, on Tuesday, Thursday and Saturday at 8 am. Show it as a table with week, day, pillar, post title and a one-line hook in a warm, practical tone. Rotate the pillars evenly and avoid the same main ingredient in two posts in a row.',
                  comparison: {
                    weakPrompt: 'Make a content calendar for my food blog.',
                    weakOutput:
                      'Here is a content calendar for your food blog:\nWeek 1: Healthy breakfast ideas, Easy pasta recipes, Dessert of the week\nWeek 2: Meal prep tips, Smoothie recipes, Baking basics\nWeek 3: Comfort food classics, Salad ideas, Snack recipes\nWeek 4: Holiday recipes, Budget meals, Reader favourites\nPost consistently and engage with your audience to grow your blog!',
                    strongOutput:
                      'Week | Day | Pillar | Title | Hook\n1 | Tue 8 am | Quick recipe | 20-Minute Chickpea Curry | Dinner on the table before bath time.\n1 | Thu 8 am | Shortcut | Chop Once, Cook Three Dinners | Ten minutes on Sunday saves every weeknight.\n1 | Sat 8 am | Family story | The Night My Kids Ate Spinach | It took one trick and a lot of cheese.\n2 | Tue 8 am | Quick recipe | Lemon Pasta with Peas | Five ingredients, one pot.\n2 | Thu 8 am | Shortcut | The Freezer Drawer That Saves Dinner | What I always keep frozen, and why.\n2 | Sat 8 am | Family story | Cooking with a Toddler Helper | Messy, slow and worth it.\n… weeks 3 and 4 follow the same rotation.',
                  },
                },
              ),
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
              taught(
                essay('Take one idea from your niche and describe how you would turn it into three different formats.', [
                  'states the original idea',
                  'describes three distinct formats',
                  'adapts the message to each platform',
                ]),
                {
                  example:
                    'Idea: “Chop once, cook three dinners”, from my blog on 20-minute vegetarian meals for busy parents.\n1. Instagram carousel: eight slides, one step per slide, opening with a photo of the chopped vegetables, because the feed rewards a strong first image.\n2. 30-second Reel: a sped-up Sunday prep with text on screen and the three dinners at the end.\n3. Newsletter section: a short story about a chaotic Tuesday and a link to the full recipe.\nThe message stays the same; I adapt it to each platform.',
                },
              ),
            ),
          ],
        },
      ],
    },
  ],
}
