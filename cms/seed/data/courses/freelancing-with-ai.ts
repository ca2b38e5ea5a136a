import { blanks, essay, prompt, promptTask, quiz, type SeedCourse, tasks, text } from '../build'

export const freelancingWithAi: SeedCourse = {
  course: {
    title: 'Freelancing with AI: Win Clients, Deliver Faster',
    slug: 'freelancing-with-ai',
    type: 'course',
    level: 'Intermediate',
    orderNumber: 6,
    tags: ['Make money'],
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
              promptTask('Write a prompt that drafts a proposal for a freelance job post you paste in. Ask for a short, specific proposal.', [
                'asks to start with the client’s problem',
                'asks for scope, timeline and price',
                'limits the length',
              ]),
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
              essay('Write the quality checklist you will use before delivering AI-assisted work to a client.', [
                'includes fact checking',
                'includes comparing with the brief',
                'includes a final review step',
              ]),
            ),
          ],
        },
      ],
    },
  ],
}
