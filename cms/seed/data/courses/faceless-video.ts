import { essay, prompt, promptTask, quiz, type SeedCourse, tasks, text, video, taught } from '../build'

export const facelessVideo: SeedCourse = {
  course: {
    title: 'Faceless Video with AI Avatars',
    slug: 'faceless-video-with-ai-avatars',
    type: 'course',
    level: 'Intermediate',
    orderNumber: 7,
    tags: ['New', 'Make money'],
    tools: ['chatgpt', 'heygen', 'elevenlabs', 'capcut'],
    availableInTrial: false,
    description: 'Script, voice and publish short videos with AI avatars — no camera, no studio.',
  },
  topics: [
    {
      title: 'Scripts that hold attention',
      description: 'Hooks, structure and length for short video.',
      lessons: [
        {
          title: 'The first three seconds',
          sections: [
            text(`
## Hook, value, call to action

Short videos live or die in the first three seconds. Open with a surprising fact, a bold promise or a question your viewer has. Deliver one clear piece of value, then end with a single call to action. Keep scripts under 130 words for a 45-second video.
`),
            prompt('Write a 45-second video script about {{topic}} with a {{hook}} hook and one call to action.', {
              topic: ['saving money on groceries', 'learning a language faster', 'using AI at work'],
              hook: ['surprising fact', 'bold promise', 'question'],
            }),
            tasks(quiz('About how many words fit a 45-second video?', ['50', '130', '400'], '130')),
          ],
        },
      ],
    },
    {
      title: 'Avatars and voices',
      description: 'Create the presenter, the voice and the final cut.',
      lessons: [
        {
          title: 'Creating your AI presenter',
          sections: [
            text(`
## Choose, record, render

Pick an avatar that fits your audience, choose a voice and speaking pace, paste your script and render. Upload a clear, well-lit image if you build an avatar from a photo. Always disclose AI-generated presenters where the platform asks you to.
`),
            video('Making your first avatar video', 'https://videos.example.com/video/first-avatar-video.mp4'),
            tasks(
              taught(
                promptTask('Write a prompt that turns a blog post into a 45-second avatar video script with a strong hook.', [
                  'asks for a hook in the first sentence',
                  'limits length to about 45 seconds',
                  'asks for one call to action',
                ]),
                {
                  example:
                    'You are a scriptwriter for short faceless videos presented by an AI avatar. Turn my blog post below into a 45-second script of at most 120 words for my audience of busy parents. Start with a hook in the first sentence: a surprising fact or question taken from the post. Keep one main idea, write short spoken sentences in a warm, casual tone, without headings or emojis, and end with one call to action: the full recipe is at the link in my bio.\n\nBlog post: [paste]',
                  comparison: {
                    weakPrompt: 'Turn this blog post into a video script: [blog post]',
                    weakOutput:
                      '[Intro music]\nHello and welcome! In today’s video, we are going to talk about quick vegetarian dinners for busy families. Cooking dinner can be a challenge when you have a busy schedule, but it doesn’t have to be! In this video, we will cover the benefits of meal prep, our favourite recipes, tips for picky eaters and how to save time in the kitchen. Let’s get started!\n[Scene 1: The benefits of meal prep]\n…',
                    strongOutput:
                      'What if tonight’s dinner took less time than bath time?\n\nHere is my 20-minute chickpea curry. Onion and garlic in the pan: three minutes. Add a tin of chickpeas, a tin of tomatoes and a spoon of curry paste. Let it simmer while you set the table. Stir in spinach at the end — it wilts in a minute.\n\nServe it with microwave rice, and you are done before anyone asks “Is it ready yet?”\n\nThe full recipe, with a milder version for kids, is at the link in my bio.',
                  },
                },
              ),
            ),
          ],
        },
        {
          title: 'Publishing and growing',
          sections: [
            text(`
## Consistency beats perfection

Post at the same times, reuse winning formats and read your analytics weekly: watch time and rewatches matter more than likes. Ask the AI to spot patterns in your best ten videos and suggest the next five.
`),
            tasks(
              taught(
                essay('Plan your first two weeks of faceless videos: topics, posting days and how you will measure what works.', [
                  'lists concrete video topics',
                  'sets a posting schedule',
                  'names metrics to track',
                ]),
                {
                  example:
                    'Topics (six videos): 20-minute chickpea curry, chop once for three dinners, five freezer staples, lemon pasta with peas, a veggie lunchbox for kids, Sunday prep in ten minutes.\nPosting schedule: Monday, Wednesday and Friday at 6 pm on TikTok and YouTube Shorts, always with the same avatar and voice.\nMetrics to track every Sunday: average watch time, rewatches and shares per video; likes matter less. After two weeks I repeat the format of the two videos with the best watch time.',
                },
              ),
            ),
          ],
        },
      ],
    },
  ],
}
