/**
 * The Personal boost pack's prompts: for each goal a funnel asks about (grouped as the learning plan
 * groups them: cms/collections/PromptTemplates/options.ts), five tasks with two choices each.
 */
type Goal = 'income' | 'creator' | 'career' | 'learning'
type Choice = { name: string; options: readonly string[] }
export type GoalPrompt = { goal: Goal; task: string; prompt: string; placeholders: readonly Choice[] }

const hours: Choice = { name: 'hours', options: ['3 hours', '5 hours', '8 hours', '10 hours', '15 hours', 'weekends only'] }
const skill: Choice = {
  name: 'skill',
  options: ['writing', 'design', 'organising and admin', 'teaching and explaining', 'talking to people and selling', 'spreadsheets and numbers'],
}
const service: Choice = {
  name: 'service',
  options: ['logo design', 'social media management', 'copywriting', 'virtual assistance', 'online tutoring', 'bookkeeping'],
}
const client: Choice = {
  name: 'client',
  options: ['local small businesses', 'start-ups', 'solo creators', 'busy professionals', 'online shops', 'marketing agencies'],
}
const niche: Choice = {
  name: 'niche',
  options: ['personal finance', 'fitness', 'cooking', 'travel', 'productivity', 'technology and AI'],
}
const platform: Choice = { name: 'platform', options: ['YouTube', 'TikTok', 'Instagram', 'LinkedIn', 'a blog', 'a podcast'] }
const field: Choice = {
  name: 'field',
  options: ['marketing', 'sales', 'operations', 'finance', 'human resources', 'customer support'],
}
const level: Choice = {
  name: 'level',
  options: ['an entry-level role', 'a mid-level role', 'a senior role', 'my first team lead role', 'a manager role', 'a new field after a career change'],
}
const area: Choice = {
  name: 'area',
  options: ['planning meals', 'managing my money', 'planning a trip', 'learning a language', 'organising my home', 'keeping fit'],
}
const minutes: Choice = { name: 'minutes', options: ['5 minutes', '10 minutes', '15 minutes', '20 minutes', '30 minutes', 'an hour'] }

export const goalPrompts: readonly GoalPrompt[] = [
  {
    goal: 'income',
    task: 'Find a side income that fits me',
    prompt:
      'I want to earn extra income with the help of AI. I have {{hours}} a week and I am good at {{skill}}. Suggest five realistic ways to earn my first $500. For each: what I sell, who buys it, how I find the first customer this week, what AI does for me and what I still do myself, and the first three steps. Rank them by how fast they could pay.',
    placeholders: [hours, skill],
  },
  {
    goal: 'income',
    task: 'Price my service',
    prompt:
      'Help me price {{service}} for {{client}}. Give me three packages (basic, standard, premium) with what each includes, a price range for each based on what such clients usually pay, how to explain the price in one sentence, and what to say when someone says it is too expensive.',
    placeholders: [service, client],
  },
  {
    goal: 'income',
    task: 'Write my offer',
    prompt:
      'Write a one-page offer for {{service}} aimed at {{client}}. Start with the problem they feel, then the result they get, what exactly I deliver, how long it takes, the price, a simple guarantee and the next step. Plain words, no hype, short paragraphs.',
    placeholders: [service, client],
  },
  {
    goal: 'income',
    task: 'Find my first three clients',
    prompt:
      'Give me a seven-day plan to find my first three paying clients for {{service}} among {{client}}. For each day: where to look, who to contact, what to send (write the message), and how many people to reach. Add a simple way to track who I contacted and who replied.',
    placeholders: [service, client],
  },
  {
    goal: 'income',
    task: 'Plan 30 days to my first $1,000',
    prompt:
      'I am good at {{skill}} and can give {{hours}} a week. Build a 30-day plan to earn my first $1,000 on the side with AI as my helper. Split it into four weeks with one goal each, the daily tasks, which AI prompts to use for them, and a check at the end of each week to know if I am on track.',
    placeholders: [skill, hours],
  },
  {
    goal: 'creator',
    task: 'Find my content angle',
    prompt:
      'I want to create content about {{niche}} on {{platform}}. Suggest five distinct angles that are not already crowded, each with who it is for, the promise of the channel in one line, three example pieces and how it could earn money later. Then tell me which one to start with and why.',
    placeholders: [niche, platform],
  },
  {
    goal: 'creator',
    task: 'Write a script',
    prompt:
      'Write a script for {{platform}} about {{niche}}. Open with a hook in the first three seconds or first line, then one useful idea explained with an example, then a clear call to action. Mark where to show something on screen, keep sentences short enough to say aloud, and give me three alternative hooks.',
    placeholders: [niche, platform],
  },
  {
    goal: 'creator',
    task: 'Plan a month of content',
    prompt:
      'Plan a month of {{platform}} content about {{niche}}: three posts a week. For each give the title, the format, the key point and the call to action. Build the month as a story so each week leads to the next, and mark the two pieces most likely to bring new followers.',
    placeholders: [niche, platform],
  },
  {
    goal: 'creator',
    task: 'Write ten hooks',
    prompt:
      'Write ten hooks for {{platform}} content about {{niche}}. Use different patterns: a surprising number, a mistake, a question, a before-and-after, a bold opinion, a story opening. Keep each under 12 words, and say which three you would test first.',
    placeholders: [niche, platform],
  },
  {
    goal: 'creator',
    task: 'Turn one piece into five',
    prompt:
      'I will paste one piece of my content about {{niche}} below. Turn it into five new pieces for {{platform}}: a short version, a list, a story, a question to my audience and a quote card text. Keep my voice and make each stand on its own.',
    placeholders: [niche, platform],
  },
  {
    goal: 'career',
    task: 'Make my case for a promotion',
    prompt:
      'I work in {{field}} and want to move into {{level}}. Help me build my case: ask me five questions about my results, then turn my answers into a one-page summary with numbers, the skills the next role needs and where I already show them, and a short script to open the conversation with my manager.',
    placeholders: [field, level],
  },
  {
    goal: 'career',
    task: 'Learn a new skill in 30 days',
    prompt:
      'I work in {{field}} and I am aiming for {{level}}. Name the one skill that would help me most, then build a 30-day plan to learn it in 20 minutes a day: what to study each week, one small practice task per day, and a project at the end I can show at work.',
    placeholders: [field, level],
  },
  {
    goal: 'career',
    task: 'Prepare for my performance review',
    prompt:
      'I have a performance review soon. I work in {{field}} and want to be seen as ready for {{level}}. Help me prepare: the achievements to lead with, how to talk about what went wrong, the goals to propose for next year, and three questions to ask my manager. Ask me for my results first.',
    placeholders: [field, level],
  },
  {
    goal: 'career',
    task: 'Automate a boring part of my job',
    prompt:
      'I work in {{field}} and want to free time to grow into {{level}}. List the repetitive tasks people in my job usually do, and for the five that AI can help with most, show me how: the prompt to use, what to check in the answer, and how much time it could save each week.',
    placeholders: [field, level],
  },
  {
    goal: 'career',
    task: 'Rewrite my CV',
    prompt:
      'I will paste my CV below. I work in {{field}} and I am applying for {{level}}. Rewrite my summary and my last two jobs so each line shows a result with a number, uses the words such job ads use, and fits on one page. Tell me what to cut.',
    placeholders: [field, level],
  },
  {
    goal: 'learning',
    task: 'Start using an AI assistant',
    prompt:
      'I am new to AI assistants and want to use one for {{area}}. I have {{minutes}} a day. Teach me in five short lessons, one a day: what to ask, an example prompt to copy, what a good answer looks like, and one thing to try on my own.',
    placeholders: [area, minutes],
  },
  {
    goal: 'learning',
    task: 'Build a daily routine',
    prompt:
      'Help me build a simple daily routine for {{area}} that takes {{minutes}} a day. Give me the routine step by step, how AI can help with each step (with the exact prompt), and how to keep going on days when I do not feel like it.',
    placeholders: [area, minutes],
  },
  {
    goal: 'learning',
    task: 'Make a decision',
    prompt:
      'I need to make a decision about {{area}} and I have {{minutes}} to think it through. Ask me three questions about my situation first. Then lay out my options in a table with pros, cons and cost, tell me which one you would pick and why, and what would change your mind.',
    placeholders: [area, minutes],
  },
  {
    goal: 'learning',
    task: 'Make a weekly plan',
    prompt:
      'Make me a weekly plan for {{area}}. I can spend {{minutes}} a day on it. Give a table with a task for each day, what I need for it, and a short tip, and end with a shopping or to-do list for the week.',
    placeholders: [area, minutes],
  },
  {
    goal: 'learning',
    task: 'Learn the basics fast',
    prompt:
      'I want to get better at {{area}} and I have {{minutes}} a day. Explain the five things a beginner should know, each in two sentences with an example, then quiz me with three questions and tell me how I did after I answer.',
    placeholders: [area, minutes],
  },
]
