import type { DailyTask } from '../../payload-types'

export type SeedDailyTask = Pick<DailyTask, 'title' | 'instructions' | 'criteria' | 'kind' | 'minLength'>

/**
 * The demo daily tasks: one a day in this order, rotating (app/daily-task/rules/daily-task-rules.ts).
 * Each has an example answer that passes its own rubric with the offline grader — proved by
 * app/daily-task/rules/seeded-daily-tasks.test.ts and used by the e2e test — and never shown to students.
 */
export const dailyTaskSeeds: { task: SeedDailyTask; exampleAnswer: string }[] = [
  {
    task: {
      title: 'Explain a topic to a busy manager',
      instructions:
        'Write a prompt that asks the AI to explain a work topic you care about to a busy manager. Say who it is for and how short the answer must be.',
      criteria: ['States the task clearly', 'Says who the answer is for', 'Sets a length or format'],
      kind: 'prompt-evaluation',
      minLength: 40,
    },
    exampleAnswer: 'Explain how large language models work to a busy manager in three bullet points, with one everyday example.',
  },
  {
    task: {
      title: 'Plan your week with AI',
      instructions:
        'Write a prompt that asks the AI to plan your working week. Give it your situation, ask for the plan step by step and say how it should look.',
      criteria: ['Adds context about your situation', 'Asks for the work step by step', 'Sets a length or format'],
      kind: 'prompt-evaluation',
      minLength: 60,
    },
    exampleAnswer:
      'I work part-time, 25 hours a week, and I have a report due on Thursday and two client calls. Plan my week step by step and show it as a table with one row per day.',
  },
  {
    task: {
      title: 'Give the AI a role',
      instructions:
        'Write a prompt that gives the AI a role before it reviews something for you — for example a job ad, a CV or a product page. Say what you want back.',
      criteria: ['Gives the AI a role', 'States the task clearly', 'Sets a length or format'],
      kind: 'prompt-evaluation',
      minLength: 50,
    },
    exampleAnswer:
      'You are an experienced HR manager. Review my job ad for a junior designer and suggest three changes as a numbered list that would attract more qualified applicants.',
  },
  {
    task: {
      title: 'A polite email with a deadline',
      instructions:
        'Write a prompt that asks the AI to draft a short, polite email to a colleague asking for a document. Include the deadline and the tone you want.',
      criteria: ['States the task clearly', 'States the deadline', 'Sets a length or format'],
      kind: 'prompt-evaluation',
      minLength: 50,
    },
    exampleAnswer:
      'Write a short, friendly email to my colleague Anna asking her to send the Q3 budget spreadsheet by Friday at 3 pm. Keep it under 80 words.',
  },
  {
    task: {
      title: 'A social post with a call to action',
      instructions:
        'Write a prompt that asks the AI for a social media post about something you sell or share. Name the audience and ask for one clear call to action.',
      criteria: ['Says who the answer is for', 'Includes one call to action', 'Sets a length or format'],
      kind: 'prompt-evaluation',
      minLength: 50,
    },
    exampleAnswer:
      'Write an Instagram post for new yoga students announcing our Saturday beginners class, under 60 words, ending with a call to action to book a free trial through the link in bio.',
  },
  {
    task: {
      title: 'Describe a product with its price',
      instructions:
        'Write a prompt that asks the AI for a product description for an online shop. Tell it the product, the price and who buys it.',
      criteria: ['Names the specific topic or product', 'Includes the price', 'Says who the buyer is'],
      kind: 'prompt-evaluation',
      minLength: 50,
    },
    exampleAnswer:
      'Write a product description for our handmade ceramic coffee mug, priced at $24, for buyers who love slow mornings and unique gifts. Use two short paragraphs.',
  },
  {
    task: {
      title: 'Learn something new, step by step',
      instructions:
        'Write a prompt that asks the AI to teach you a new skill as a beginner. Ask it to go step by step and to check your understanding.',
      criteria: ['Says who the answer is for', 'Asks for the work step by step', 'Names the specific topic or skill'],
      kind: 'prompt-evaluation',
      minLength: 50,
    },
    exampleAnswer:
      'I am a beginner with no finance background. Teach me how to build a monthly budget in a spreadsheet step by step, and ask me one question after each step to check I understood.',
  },
  {
    task: {
      title: 'Summarise a long text',
      instructions:
        'Write a prompt that asks the AI to summarise an article or report for someone specific. Set the length of the summary.',
      criteria: ['States the task clearly', 'Says who the answer is for', 'Sets a length or format'],
      kind: 'prompt-evaluation',
      minLength: 40,
    },
    exampleAnswer:
      'Summarise the article below for my team of sales colleagues in five bullet points, and end with one action we could take this week.\n\n[article]',
  },
  {
    task: {
      title: 'Brainstorm ideas with limits',
      instructions:
        'Write a prompt that asks the AI for ideas — gifts, side projects, team events — for your situation. Ask for a set number and a format that is easy to compare.',
      criteria: ['Adds context about your situation', 'Sets a length or format', 'States the task clearly'],
      kind: 'prompt-evaluation',
      minLength: 50,
    },
    exampleAnswer:
      'Our team of 12 has a budget of 300 euros for a summer event. Suggest five team event ideas and compare them in a table with cost, time needed and who would enjoy it.',
  },
  {
    task: {
      title: 'Let the AI ask you questions first',
      instructions:
        'Write a prompt for a bigger task (a trip, a content plan, a job application) that tells the AI to ask you its questions before it starts.',
      criteria: ['States the task clearly', 'Adds context about your situation', 'Asks the AI to ask you questions first'],
      kind: 'prompt-evaluation',
      minLength: 60,
    },
    exampleAnswer:
      'I want a four-week content plan for my bakery Instagram account. Before you start, ask me up to five questions you need answered about my customers and goals.',
  },
  {
    task: {
      title: 'Rewrite for a different reader',
      instructions:
        'Write a prompt that asks the AI to rewrite a piece of text for a different reader — a child, a customer, an expert. Say what should change.',
      criteria: ['Says who the answer is for', 'States the task clearly', 'Sets a length or format'],
      kind: 'prompt-evaluation',
      minLength: 40,
    },
    exampleAnswer:
      'Rewrite this paragraph about how vaccines work for a 10-year-old, in at most four short sentences, and keep one simple comparison.\n\n[paragraph]',
  },
  {
    task: {
      title: 'Prepare for a conversation',
      instructions:
        'Write a prompt that asks the AI to help you prepare for a difficult conversation — a salary talk, feedback to a colleague, a complaint. Give it a role and your situation.',
      criteria: ['Gives the AI a role', 'Adds context about your situation', 'States the task clearly'],
      kind: 'prompt-evaluation',
      minLength: 60,
    },
    exampleAnswer:
      'Act as an experienced career coach. I have worked here three years and I want to ask my manager for a raise next week. Help me plan what to say and list the objections I should expect.',
  },
  {
    task: {
      title: 'What makes a prompt good?',
      instructions:
        'In a few sentences, explain what makes a prompt good. Mention the context you give, the format you ask for and how you improve a first answer.',
      criteria: ['Mentions giving context', 'Mentions asking for a format', 'Mentions improving the first answer'],
      kind: 'essay',
      minLength: 120,
    },
    exampleAnswer:
      'A good prompt gives the AI context, for example “I am a teacher and my class is 12 years old”, and says who the answer is for. It asks for a format, such as a table or three bullet points, so the answer is easy to use. And it rarely ends with the first answer: you improve it by replying with what to change, for example shorter or more concrete.',
  },
  {
    task: {
      title: 'Check the AI’s facts',
      instructions:
        'In a few sentences, explain why you should check facts in an AI answer and how you would check one claim. Give an example.',
      criteria: ['Explains why AI answers can be wrong', 'Describes how to check a claim', 'Gives an example'],
      kind: 'essay',
      minLength: 120,
    },
    exampleAnswer:
      'AI answers can be wrong because the model predicts likely words and can invent facts that sound right. To check a claim I look for the original source, such as an official website or a study, and compare the numbers. For example, if the AI says a law changed in 2023, I would search the government website for the law and its date.',
  },
  {
    task: {
      title: 'A meeting agenda in a table',
      instructions:
        'Write a prompt that asks the AI for a meeting agenda. Give the topic, who attends and how long it lasts, and ask for a table.',
      criteria: ['Names the specific topic of the meeting', 'Says who the audience is', 'Sets a length or format'],
      kind: 'prompt-evaluation',
      minLength: 50,
    },
    exampleAnswer:
      'Create a 30-minute meeting agenda for our marketing team about the spring product launch, as a table with time, topic and owner for each item.',
  },
]
