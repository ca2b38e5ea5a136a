import { blanks, prompt, promptTask, quiz, type SeedCourse, tasks, text, video, taught } from '../build'

export const promptEngineering: SeedCourse = {
  course: {
    title: 'Prompt Engineering in Practice',
    slug: 'prompt-engineering-in-practice',
    type: 'course',
    level: 'Intermediate',
    orderNumber: 2,
    tags: ['AI learning'],
    tools: ['chatgpt'],
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
              taught(
                promptTask('Write a prompt that compares two phone plans and asks the model to reason step by step before recommending one.', [
                  'describes both options',
                  'asks for step-by-step reasoning',
                  'asks for a clear final recommendation',
                ]),
                {
                  example:
                    'You are a careful consumer adviser. I use about 8 GB of data and 200 minutes of calls a month. Compare both options:\nPlan A: $25 a month, 10 GB, unlimited calls, 24-month contract.\nPlan B: $30 a month, 15 GB, 500 minutes, no contract.\nReason step by step: total cost over 24 months, fit with my usage, flexibility. Then give a clear final recommendation in one sentence. Keep it under 150 words, in plain language, and do not assume fees I have not listed.',
                  comparison: {
                    weakPrompt: 'Which phone plan is better, A or B?',
                    weakOutput:
                      'It depends on your needs. Plan A may be better if you want a lower monthly price, while Plan B could be better if you need more data or flexibility. Consider factors such as your data usage, call minutes, contract length, network coverage and any additional fees. I recommend comparing the total cost over time and choosing the plan that best fits your lifestyle and budget.',
                    strongOutput:
                      'Step 1 — Cost over 24 months: Plan A costs 24 × $25 = $600. Plan B costs 24 × $30 = $720, so A saves you $120.\nStep 2 — Fit with your usage: you use about 8 GB and 200 minutes. Plan A’s 10 GB covers you with a little room; Plan B’s 15 GB and 500 minutes are more than you need.\nStep 3 — Flexibility: Plan B has no contract, so you can leave any month. Plan A locks you in for two years.\n\nRecommendation: choose Plan A, unless you expect your needs to change within two years — then Plan B’s freedom is worth the extra $5 a month.',
                  },
                },
              ),
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
              taught(
                promptTask('Design a three-step prompt chain for writing a blog post. Write the first prompt in full and describe the next two.', [
                  'splits the job into at least three steps',
                  'passes the output of one step into the next',
                  'includes a review or edit step',
                ], 150),
                {
                  example:
                    'Step 1 (full prompt): You are an experienced blog editor. I write for first-time home gardeners. Create an outline for a post titled “5 vegetables you can grow on a balcony”: a hook, five sections with two key points each, and a conclusion with one call to action. Keep it under 150 words, in a friendly, practical tone.\nStep 2: I paste the outline back and ask for each section in about 120 words.\nStep 3: I paste the full draft and ask for an edit: cut repetition, fix unclear sentences, suggest three titles.',
                  comparison: {
                    weakPrompt: 'Write a blog post about balcony gardening.',
                    weakOutput:
                      'Balcony Gardening: A Beginner’s Guide\n\nBalcony gardening is a wonderful way to bring nature into your home, even if you live in a small apartment. With a little planning, you can grow a variety of plants, herbs and vegetables. Start by assessing how much sunlight your balcony receives. Choose the right containers and use high-quality potting soil. Water regularly and feed your plants. Whether you want to grow flowers or fresh herbs, balcony gardening offers many benefits for your well-being. Happy gardening!',
                    strongOutput:
                      'Outline: 5 vegetables you can grow on a balcony\n\nHook: No garden? A sunny balcony and a few pots are enough for your first harvest.\n1. Cherry tomatoes — need six or more hours of sun; one plant per large pot.\n2. Lettuce — copes with partial shade; pick the outer leaves and it keeps growing.\n3. Radishes — ready in about four weeks; the ideal first crop.\n4. Chillies — compact plants; like a warm, sheltered corner.\n5. Runner beans — climb a trellis, so they use height, not floor space.\nConclusion: start with two of these this weekend. Call to action: share a photo of your first pot in the comments.',
                  },
                },
              ),
            ),
          ],
        },
      ],
    },
  ],
}
