import { essay, prompt, promptTask, quiz, type SeedCourse, tasks, text, taught } from '../build'

export const aiImages: SeedCourse = {
  course: {
    title: 'AI Images for Social Media',
    slug: 'ai-images-for-social-media',
    type: 'course',
    level: 'Beginner',
    orderNumber: 3,
    tags: ['Beginner', 'Make money'],
    tools: ['midjourney', 'dalle'],
    availableInTrial: true,
    description: 'Create on-brand visuals for posts, ads and thumbnails with image generators.',
  },
  topics: [
    {
      title: 'Image prompts',
      description: 'Subject, style, light and composition.',
      availableInTrial: true,
      lessons: [
        {
          title: 'Anatomy of an image prompt',
          sections: [
            text(`
## Subject, style, light, frame

A reliable image prompt names the **subject** ("a golden retriever puppy"), the **style** ("watercolour illustration"), the **light** ("warm sunset light") and the **framing** ("close-up, centred"). Add the aspect ratio your platform needs: 1:1 for feeds, 9:16 for stories and reels, 16:9 for thumbnails.
`),
            prompt('Create an image prompt: {{subject}}, in {{style}} style, {{light}}, aspect ratio {{ratio}}.', {
              subject: ['a cosy reading corner', 'a fresh smoothie bowl', 'a laptop on a beach table'],
              style: ['photorealistic', 'flat illustration', '3D render'],
              light: ['soft morning light', 'neon evening light', 'bright studio light'],
              ratio: ['1:1', '9:16', '16:9'],
            }),
            tasks(quiz('Which aspect ratio suits an Instagram story?', ['1:1', '9:16', '16:9'], '9:16')),
          ],
        },
        {
          title: 'A consistent brand look',
          sections: [
            text(`
## Same style, every post

Write a short style line — colours, mood, textures — and add it to every prompt. Keep a reference image and reuse the same seed or style reference where your tool allows it. Consistency is what makes a feed look professional.
`),
            tasks(
              taught(
                promptTask('Write a style line for a brand you like and use it in an image prompt for a product post.', [
                  'defines colours or palette',
                  'defines mood or texture',
                  'includes a concrete subject for the post',
                ]),
                {
                  example:
                    'You are the art director of Dawn Roast, my small-batch coffee brand. Style line: warm terracotta, cream and deep green palette; calm, slow-morning mood; matte paper and linen textures; soft window light. Create a square image for an Instagram post in that style: our kraft coffee bag with a green label, standing on a linen cloth beside a ceramic cup. Keep the background plain, without text or people.',
                  comparison: {
                    weakPrompt: 'A picture of coffee for Instagram.',
                    weakOutput:
                      'Here is your image: a steaming cup of black coffee on a dark wooden table, surrounded by scattered roasted beans and lit from the side in warm brown tones. The cup is plain white, no product or packaging appears in the shot, and the look is a typical stock photo that could belong to any café.',
                    strongOutput:
                      'Here is your image (1:1): a kraft coffee bag with a deep green label stands on a cream linen cloth, a terracotta ceramic cup beside it. Soft light from a window on the left casts long, gentle shadows on a plain matte cream wall. The colours stay within terracotta, cream and green, the mood is calm and unhurried, and there is no text or people, so your caption and logo can carry the message.',
                  },
                },
              ),
            ),
          ],
        },
      ],
    },
    {
      title: 'From images to income',
      description: 'Offer visuals as a service.',
      lessons: [
        {
          title: 'Selling visual content',
          sections: [
            text(`
## Small businesses need pictures

Cafés, salons and online shops post every day and rarely have a designer. A package of twelve on-brand images a month is an easy first offer. Show three samples made for their business before you pitch — it is the fastest way to a "yes".
`),
            tasks(
              taught(
                essay('Pick a local business and describe a monthly image package you could offer them: what they get, how often and for what price.', [
                  'names a specific business type',
                  'describes the deliverables',
                  'states a price and frequency',
                ]),
                {
                  example:
                    'Rosa’s Bakery, a family business near my flat, posts on Instagram almost daily but uses blurry phone photos. I would offer a “Fresh Feed” package: 12 on-brand images a month — eight product shots of their bakes in their warm cream-and-brown style and four seasonal story images in 9:16. I deliver three images every Monday, with one round of changes included. Price: $180 a month, with the first month at $120 so they can try it.',
                },
              ),
            ),
          ],
        },
      ],
    },
  ],
}
