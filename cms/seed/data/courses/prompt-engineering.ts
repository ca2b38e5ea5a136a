import { blanks, prompt, promptTask, quiz, type SeedCourse, tasks, text, video } from '../build'

export const promptEngineering: SeedCourse = {
  course: {
    title: 'Prompt Engineering in Practice',
    slug: 'prompt-engineering-in-practice',
    type: 'course',
    level: 'Intermediate',
    orderNumber: 2,
    tags: ['AI learning'],
    availableInTrial: false,
    description: 'Roles, examples, constraints and chains: the techniques that make prompts reliable.',
  },
  topics: [
    {
      title: 'Techniques that work',
      description: 'Few-shot examples, constraints and step-by-step reasoning.',
      availableInTrial: true,
      lessons: [
        {
          title: 'Few-shot prompting',
          sections: [
            text(`
## Show, don't tell

"Few-shot" means giving the model a few examples of input and the output you expect. Two or three examples fix the format, tone and level of detail far more reliably than a description. Keep examples short and varied, and put the new input last.
`),
            prompt('Here are two examples of {{thing}} I like:\n1. …\n2. …\nWrite three more in the same style for {{product}}.', {
              thing: ['product names', 'email subject lines', 'Instagram captions'],
              product: ['a fitness app', 'a coffee subscription', 'an online language school'],
            }),
            tasks(quiz('Where should the new input go in a few-shot prompt?', ['Before the examples', 'After the examples', 'It does not matter'], 'After the examples')),
          ],
        },
        {
          title: 'Constraints and step-by-step thinking',
          sections: [
            text(`
## Narrow the space

Constraints — word limits, banned words, a required structure — make answers more useful. For reasoning tasks (calculations, plans, comparisons) ask the model to **work step by step** and show its reasoning before the final answer; mistakes become visible and easy to correct.
`),
            video('Constraints in action', 'https://videos.example.com/prompting/constraints.mp4'),
            tasks(
              blanks('Asking the model to work step by ___ makes its ___ visible.', 'step', 'reasoning|thinking'),
              promptTask('Write a prompt that compares two phone plans and asks the model to reason step by step before recommending one.', [
                'describes both options',
                'asks for step-by-step reasoning',
                'asks for a clear final recommendation',
              ]),
            ),
          ],
        },
      ],
    },
    {
      title: 'Prompt chains',
      description: 'Split big jobs into small prompts that feed each other.',
      lessons: [
        {
          title: 'Chaining prompts',
          sections: [
            text(`
## One job, several prompts

A long article, a business plan or a course outline is too much for one prompt. Split it: first an outline, then each section, then an edit pass. Each prompt gets the previous result as input. You stay in control at every step and can fix problems early.
`),
            tasks(
              promptTask('Design a three-step prompt chain for writing a blog post. Write the first prompt in full and describe the next two.', [
                'splits the job into at least three steps',
                'passes the output of one step into the next',
                'includes a review or edit step',
              ], 150),
            ),
          ],
        },
      ],
    },
  ],
}
