import { essay, prompt, promptTask, quiz, type SeedCourse, tasks, text, video } from '../build'

export const facelessVideo: SeedCourse = {
  course: {
    title: 'Faceless Video with AI Avatars',
    slug: 'faceless-video-with-ai-avatars',
    type: 'course',
    level: 'Intermediate',
    orderNumber: 7,
    tags: ['New', 'Make money'],
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
              promptTask('Write a prompt that turns a blog post into a 45-second avatar video script with a strong hook.', [
                'asks for a hook in the first sentence',
                'limits length to about 45 seconds',
                'asks for one call to action',
              ]),
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
              essay('Plan your first two weeks of faceless videos: topics, posting days and how you will measure what works.', [
                'lists concrete video topics',
                'sets a posting schedule',
                'names metrics to track',
              ]),
            ),
          ],
        },
      ],
    },
  ],
}
