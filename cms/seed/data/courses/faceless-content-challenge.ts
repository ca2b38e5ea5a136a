import { blanks, type ChallengeDay, challengeWeeks, essay, promptTask, quiz, type SeedCourse } from '../build'

const day = (title: string, lesson: string, practice: ChallengeDay['practice']): ChallengeDay => ({ title, lesson, practice })

/** The creator challenge: a faceless channel with AI avatars, judged on growth and quality. */
export const facelessContentChallenge: SeedCourse = {
  course: {
    title: '28-Day Faceless Creator Challenge',
    slug: '28-day-faceless-creator-challenge',
    type: 'challenge',
    level: 'Beginner',
    orderNumber: 8,
    tags: ['New', 'Make money'],
    availableInTrial: false,
    dayCount: 28,
    description: 'Launch and grow a faceless video channel with AI avatars in four weeks — no camera needed.',
  },
  topics: challengeWeeks([
    {
      title: 'Set up your channel',
      description: 'Niche, name, look and the first scripts.',
      days: [
        day('Choose your niche', 'Pick a topic you can talk about for 100 videos and that viewers search for: money tips, history facts, productivity, travel hacks.', essay('Which niche did you choose and why will people watch it?', ['names the niche', 'explains viewer interest'], 100)),
        day('Name and profile', 'Ask the AI for twenty channel names, check they are free on every platform and create a profile picture with an image generator.', promptTask('Write a prompt that suggests channel names for your niche.', ['names the niche', 'sets a style or tone for the names'])),
        day('Your avatar and voice', 'Choose an AI presenter and voice that suit your audience. Keep them the same in every video so viewers recognise you.', quiz('Why keep the same avatar and voice?', ['Viewers recognise the channel', 'It renders faster', 'Platforms require it'], 'Viewers recognise the channel')),
        day('Ten video ideas', 'Use the AI to list questions your audience asks and turn the best ten into video titles.', promptTask('Write a prompt that turns audience questions into ten video titles.', ['names the audience', 'asks for ten titles'])),
        day('Your first script', 'Hook in three seconds, one idea, one call to action, under 130 words.', blanks('A short script has a ___ in the first three seconds and ends with one call to ___.', 'hook', 'action')),
        day('Render and review', 'Render your first video, watch it twice and fix anything that feels slow.', essay('What did you change after watching your first video?', ['describes at least one change'], 80)),
        day('Publish day', 'Post your first video with a searchable title and three relevant hashtags.', essay('Paste your video title and hashtags and explain why you chose them.', ['includes a title', 'includes hashtags', 'explains the choice'], 80)),
      ],
    },
    {
      title: 'Scripts and avatars',
      description: 'Faster production without losing quality.',
      days: [
        day('A script template', 'Turn your best script into a template with slots for hook, fact, example and call to action.', promptTask('Write your reusable script template as a prompt with placeholders.', ['has a hook slot', 'has a call-to-action slot'])),
        day('Batch writing', 'Write five scripts in one session with your template. Batching saves hours every week.', essay('How long did five scripts take, and which was the strongest?', ['states the time', 'names the strongest script'], 80)),
        day('Better hooks', 'Test three hook styles: question, surprising fact, bold promise. Keep the one your audience rewatches.', quiz('Which is a "surprising fact" hook?', ['"Want to save more?"', '"80% of people overpay for this every month."', '"Follow for more."'], '"80% of people overpay for this every month."')),
        day('Visual variety', 'Add B-roll images and captions so every three seconds something changes on screen.', blanks('Change something on screen about every ___ seconds and always add ___.', 'three|3', 'captions|subtitles')),
        day('Voice and pacing', 'Adjust speed and pauses: slightly faster than normal speech keeps attention in short video.', essay('What voice settings did you choose and why?', ['describes speed or pauses'], 80)),
        day('Publish three videos', 'Publish three videos this week at the same time of day.', essay('Which times did you publish at and what did you notice?', ['lists times', 'notes an observation'], 80)),
        day('Week 2 review', 'Compare watch time of all videos so far and note what the best ones share.', essay('What do your best-performing videos have in common?', ['names a shared pattern'], 100)),
      ],
    },
    {
      title: 'Publishing rhythm',
      description: 'A schedule you can keep and a community that grows.',
      days: [
        day('Your weekly schedule', 'Decide your posting days and a fixed production slot. Consistency is judged in the challenge.', essay('Write your posting and production schedule.', ['posting days', 'production time'], 80)),
        day('Reply to every comment', 'Comments tell the algorithm and your viewers that the channel is alive. Reply with a question to keep the thread going.', quiz('Why reply with a question?', ['It keeps the conversation going', 'It hides the comment', 'It is required'], 'It keeps the conversation going')),
        day('Turn comments into videos', 'The best comment questions are your next scripts.', promptTask('Write a prompt that turns five viewer comments into video ideas.', ['uses real comments', 'asks for video ideas'])),
        day('Series beat single videos', 'Start a three-part series so viewers come back for the next part.', essay('Describe your three-part series.', ['names the series topic', 'describes three parts'], 100)),
        day('Collaborate', 'Find two channels of similar size and suggest a duet, stitch or shout-out swap.', promptTask('Write a prompt that drafts a friendly collaboration message to another creator.', ['personal and short', 'proposes a concrete collaboration'])),
        day('Analytics hour', 'Look at retention graphs: where do viewers leave? Fix that moment in your next script.', blanks('A retention graph shows where viewers ___, so fix that ___ in the next script.', 'leave|drop off', 'moment|part')),
        day('Week 3 review', 'Followers, views and comments this week compared with last week.', essay('How did your audience grow this week, and why?', ['reports numbers', 'gives a reason'], 100)),
      ],
    },
    {
      title: 'Grow and monetise',
      description: 'Turn attention into income.',
      days: [
        day('Monetisation options', 'Affiliate links, digital products, sponsorships and creator funds: pick the one that fits your niche first.', quiz('Which option needs no large audience to start?', ['Creator fund', 'Affiliate links', 'TV sponsorship'], 'Affiliate links')),
        day('Your first affiliate video', 'Review a tool your audience needs and add your link in the bio.', promptTask('Write a prompt for an honest 45-second review script of a product your audience uses.', ['asks for honesty or pros and cons', 'limits length'])),
        day('A simple digital product', 'Package your best tips as a checklist or mini-guide.', essay('Describe your mini-product and its price.', ['describes the product', 'states a price'], 80)),
        day('Pitch a sponsor', 'Small brands sponsor small channels. Prepare a one-paragraph pitch with your audience numbers.', promptTask('Write a prompt that drafts a sponsorship pitch using your channel stats.', ['includes audience numbers', 'proposes a concrete deal'])),
        day('Repurpose to a second platform', 'Post your top five videos on a second platform with adapted captions.', essay('Which platform did you add and how did you adapt the captions?', ['names the platform', 'describes the adaptation'], 80)),
        day('Final video', 'Make a video about your 28-day journey: what you learned and what comes next.', essay('Paste the script of your journey video.', ['tells the story', 'includes a call to action'], 150)),
        day('Submit your results', 'Share your channel, growth numbers and favourite video with the community for judging: audience growth, content quality, engagement and following the instructions.', essay('Summarise your results for the judges.', ['audience growth', 'best content', 'community engagement'], 150)),
      ],
    },
  ]),
}
