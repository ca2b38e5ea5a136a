import { blanks, essay, prompt, promptTask, quiz, type SeedCourse, tasks, text, taught } from '../build'

export const freelancingWithAi: SeedCourse = {
  course: {
    title: 'Freelancing with AI: Win Clients, Deliver Faster',
    slug: 'freelancing-with-ai',
    type: 'course',
    level: 'Intermediate',
    orderNumber: 6,
    tags: ['Make money'],
    tools: ['chatgpt'],
    availableInTrial: false,
    description: 'Package AI-powered services, write proposals that win and deliver in half the time.',
  },
  topics: [
    {
      title: 'Offers that sell',
      description: 'Turn skills into packaged services with clear prices.',
      lessons: [
        {
          title: 'Packaging an AI-powered service',
          sections: [
            text(`
## Outcome, scope, price

A service that sells has a clear **outcome** ("20 product descriptions ready to upload"), a fixed **scope** (two rounds of edits, delivered in 5 days) and a **price**. AI makes you faster; the package makes you easy to buy.
`),
            prompt('Turn my skill in {{skill}} into three service packages for {{client}} with outcome, scope and price.', {
              skill: ['copywriting', 'social media design', 'video editing', 'translation'],
              client: ['small online shops', 'local restaurants', 'coaches and consultants'],
            }),
            tasks(quiz('What makes a service easy to buy?', ['A list of tools you use', 'A clear outcome, scope and price', 'An hourly rate only'], 'A clear outcome, scope and price')),
          ],
        },
        {
          title: 'Proposals that win',
          sections: [
            text(`
## Short and specific

Clients skim. Open with their problem in one sentence, show you understood it with one specific idea, then give scope, timeline and price. Use AI to draft, but always add one detail only a human who read the brief would notice.
`),
            tasks(
              blanks('Open a proposal with the client’s ___ and add one ___ idea that shows you read the brief.', 'problem', 'specific|concrete'),
              taught(
                promptTask('Write a prompt that drafts a proposal for a freelance job post you paste in. Ask for a short, specific proposal.', [
                  'asks to start with the client’s problem',
                  'asks for scope, timeline and price',
                  'limits the length',
                ]),
                {
                  example:
                    'You are an experienced freelance copywriter who wins work on job platforms. Below is a job post from an online shop that needs 20 product descriptions. Draft my proposal: open with the client’s problem in one sentence, add one specific idea that shows I read the post, then give scope, timeline and price ($300 for 20 descriptions, delivered in 5 days). Keep it under 150 words, friendly and professional, with no generic openers like “I am the perfect fit”.\n\nJob post: [paste]',
                  comparison: {
                    weakPrompt: 'Write a proposal for this job: [job post]',
                    weakOutput:
                      'Dear Hiring Manager,\n\nI am excited to apply for your project. With years of experience in copywriting and a passion for creating compelling content, I am confident that I am the perfect fit for this job. I have worked with many clients across various industries and always deliver high-quality work on time. I am detail-oriented, reliable and committed to exceeding your expectations. I would love the opportunity to discuss your project further.\n\nBest regards,\n[Your Name]',
                    strongOutput:
                      'Your candles look beautiful in the photos, but the descriptions only give size and scent, so buyers cannot picture them in their home.\n\nOne idea: I would open each description with the moment the candle is for (“a slow Sunday bath”, “the first cold evening”), then list burn time and ingredients.\n\nScope: 20 descriptions of 80–100 words, SEO titles included, one round of edits.\nTimeline: all 20 within 5 days of your go-ahead.\nPrice: $300.\n\nShall I write two sample descriptions first, so you can see the style?',
                  },
                },
              ),
            ),
          ],
        },
      ],
    },
    {
      title: 'Delivering with AI',
      description: 'Faster workflows without lower quality.',
      lessons: [
        {
          title: 'A quality checklist for AI-assisted work',
          sections: [
            text(`
## Your name is on it

Before delivery, check facts and numbers, read the work aloud, compare it with the brief line by line and run a final "critic" prompt asking the AI to find weaknesses. Clients pay for reliability, not for speed alone.
`),
            tasks(
              taught(
                essay('Write the quality checklist you will use before delivering AI-assisted work to a client.', [
                  'includes fact checking',
                  'includes comparing with the brief',
                  'includes a final review step',
                ]),
                {
                  example:
                    'My checklist before every delivery:\n1. Facts: check every number, name, date and claim against a source or the client’s own material.\n2. Brief: compare the work with the brief line by line — length, tone, keywords, format, deadline.\n3. Voice: read it aloud and rewrite any sentence that sounds generic.\n4. Critic pass: ask the AI to list weaknesses against the brief, then fix the real ones.\n5. Final review step: one last read the next morning, then send it with a short note on what I checked.',
                },
              ),
            ),
          ],
        },
      ],
    },
  ],
}
