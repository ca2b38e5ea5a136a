import { blanks, essay, prompt, promptTask, quiz, type SeedCourse, taught, tasks, text } from '../build'

export const notionAiSecondBrain: SeedCourse = {
  course: {
    title: 'Notion AI: Notes, Wikis and Plans',
    slug: 'notion-ai-second-brain',
    type: 'course',
    level: 'Beginner',
    orderNumber: 14,
    tags: ['Beginner', 'AI learning'],
    tools: ['notion-ai'],
    availableInTrial: false,
    description: 'Build a second brain in Notion: notes that summarise themselves, databases that fill themselves, and a workspace you can ask questions.',
  },
  topics: [
    {
      title: 'Capture and organise',
      description: 'Turn messy notes into summaries and actions, and let databases fill themselves.',
      lessons: [
        {
          title: 'Notes that turn into actions',
          sections: [
            text(`
## AI inside the page

Notion AI works inside any page. Press the space bar on an empty line (or type /AI) to ask it to write, or select text and choose **Ask AI** to edit: improve the writing, fix spelling, make it shorter, change the tone, translate, or summarise.

The most useful habit for busy people is **capture messy, then clean up with AI**. After a call or a brainstorm, dump your notes into a page as they come — half sentences are fine. Then ask:

- "Summarise these notes in five bullet points."
- "List every action item with the person responsible. Mark any without an owner."
- "Turn this into a short update I can send to the team."

Notion also has **AI Meeting Notes** on plans that include them: start it in a page and it transcribes the meeting and writes a summary with action items into that page. Tell the other people in the meeting that you are recording, and follow the rules of your workplace.

How much Notion AI you can use depends on your Notion plan. And like any AI, it can turn "maybe next week" into a firm promise: read the action list against your notes before you send it.
`),
            prompt('From the notes on this page, list {{what}} as {{format}}. Mark anything that is unclear with a question mark.', {
              what: ['every action item with its owner', 'the decisions we made', 'the open questions'],
              format: ['a checklist', 'a table', 'short bullet points'],
            }),
            tasks(
              quiz(
                'What is the "capture messy, then clean up with AI" habit?',
                ['Write perfect notes during the meeting', 'Write notes quickly, then ask Notion AI for a summary and action items', 'Never take notes'],
                'Write notes quickly, then ask Notion AI for a summary and action items',
              ),
            ),
          ],
        },
        {
          title: 'Databases that fill themselves',
          sections: [
            text(`
## AI Autofill

A Notion **database** is a table where each row is a page: clients, articles to read, content ideas, job applications. **AI Autofill** properties fill a column by reading each row's page:

- **Summary** — a short summary of the page.
- **Key info** — pulls out one thing you name, such as "the deadline" or "the budget".
- **Translation** — translates a property into another language.
- **Custom autofill** — you write the instruction, for example "Rate how urgent this request is (High, Medium, Low) and give the reason in ten words."

Autofill can update when the page changes, so the column stays current without you retyping anything.

**Example: a reading list that works for you.** Save articles into a database with the web clipper. Add an AI summary, a Key info column for "the main practical takeaway", and a custom column: "Who on my team should read this, and why?" Your weekly review now takes minutes.

Write custom autofill instructions the way you would brief an assistant: what to look at, what to output, and in what form. Spot-check a few rows — an instruction that is vague gives answers that differ from row to row.
`),
            tasks(
              blanks('A database column that Notion AI fills by reading each row’s page is called AI ___. A custom one needs an ___ you write.', 'Autofill|auto-fill|autofill', 'instruction|prompt'),
              taught(
                promptTask('Write the instruction for a custom AI Autofill column in a database you would use (clients, leads, articles, job applications). Say what to read, what to output and in what form.', [
                  'names the database or its rows',
                  'says what to look for in each page',
                  'sets the form of the output, such as a label or a short sentence',
                ]),
                {
                  example:
                    'Each row in this database is a lead for my bookkeeping service, with the notes from our first call in the page. Read the notes and output one label — Hot, Warm or Cold — followed by a reason of at most 12 words. Hot: they named a start date and a budget. Warm: clear need but no date. Cold: only curious. If the notes are empty, output "No notes".',
                  comparison: {
                    weakPrompt: 'Rate this lead.',
                    weakOutput: 'This lead seems promising. They have shown interest in your services and could be a good fit. Follow up soon to learn more about their needs.',
                    strongOutput: 'Warm — needs monthly bookkeeping, no start date or budget yet.',
                  },
                },
              ),
            ),
          ],
        },
      ],
    },
    {
      title: 'Wikis and plans',
      description: 'Ask your workspace questions and turn goals into plans.',
      lessons: [
        {
          title: 'Ask your workspace',
          sections: [
            text(`
## A wiki you can talk to

The more you keep in Notion — processes, client notes, meeting pages — the more useful it is to **ask** instead of search. Open Notion AI chat and ask "What is our refund process?" or "What did we agree with the printer about delivery dates?" It searches the pages you have access to and answers with links to the pages it used. On some plans it can also search connected apps such as Slack or Google Drive.

Two things make the answers good:

1. **Write pages AI can find.** Clear titles ("Refund process — online shop"), one topic per page, and dates on anything that changes. Ask Notion AI to draft a wiki page from your rough notes, then correct it.
2. **Keep them current.** An old page gives an old answer with full confidence. Add a "Last checked" date and review key pages monthly.

Always open the linked pages for anything you will act on: the answer is only as good as the page behind it. Notion AI respects page permissions, so teammates only get answers from pages they are allowed to see — still, keep passwords and personal data out of shared pages.
`),
            tasks(
              quiz(
                'Notion AI answers a question about your refund process with confidence, but the rule changed last month. What is the most likely cause?',
                ['Notion AI is broken', 'The wiki page it used is out of date', 'The question was too short'],
                'The wiki page it used is out of date',
              ),
              taught(
                essay('Pick one process you or your team repeat (onboarding a client, publishing a post, handling a refund). Describe the wiki page you would write for it and how you would keep it current so Notion AI gives right answers.', [
                  'names a real process',
                  'describes what the page contains',
                  'explains how the page will be kept current',
                ], 150),
                {
                  example:
                    'Our most repeated process is onboarding a new bookkeeping client. I would write a page titled "Client onboarding — bookkeeping" with the steps in order: welcome email, access to their bank feeds, the documents checklist, the first monthly call, and who does each step. I would paste my rough notes and ask Notion AI to turn them into a numbered checklist, then fix anything it got wrong. To keep it current I would add a "Last checked" date at the top, review it on the first Monday of every month, and update it the same day whenever we change a step, so a question to Notion AI about onboarding always finds the current version.',
                },
              ),
            ),
          ],
        },
        {
          title: 'From goal to project plan',
          sections: [
            text(`
## Plans you will actually follow

Notion AI is good at turning a goal into structure. Start a page, describe the goal with the facts that matter — deadline, hours per week, budget, what is already done — and ask for a plan broken into phases, tasks and rough time estimates.

Then make it real:

1. **Challenge the plan.** Ask "What is missing? What is unrealistic for someone with five hours a week?" Cut what does not fit.
2. **Move tasks into a database.** Ask Notion AI to turn the task list into a table, or paste it into a task database with Status, Due date and Priority properties.
3. **Review weekly.** On Fridays, ask Notion AI on the project page: "Based on the task database, what is overdue and what should I focus on next week?"

This works for a side project (launching a small online shop), a job search or a client project. The AI drafts the plan; you decide what is worth doing. Time estimates from AI are guesses — replace them with your own after the first week.
`),
            prompt('Goal: {{goal}}. I have {{time}} and the deadline is {{deadline}}. Break this into phases and tasks with time estimates, in a table. Then list what is unrealistic.', {
              goal: ['launch a small online shop', 'find a new job in marketing', 'publish a weekly newsletter'],
              time: ['5 hours a week', '10 hours a week', 'two evenings a week'],
              deadline: ['in 8 weeks', 'the end of next month', 'in 3 months'],
            }),
            tasks(
              taught(
                promptTask('Write a Notion AI prompt that turns one of your goals into a project plan. Include the goal, your time and deadline, and the format of the plan.', [
                  'states a specific goal',
                  'gives the time available and a deadline',
                  'asks for a format such as a table of tasks',
                ]),
                {
                  example:
                    'You are a practical project coach. My goal: launch an online shop selling my hand-printed tote bags by 1 September. I have about 6 hours a week, a budget of 300 euros, and 40 bags already made; I have no photos or website yet. Break the work into phases with tasks, each with a time estimate in hours and a suggested week, as a table I can paste into a task database. Then list the three biggest risks and anything unrealistic for my time.',
                  comparison: {
                    weakPrompt: 'Make a plan for my online shop.',
                    weakOutput:
                      '1. Define your target market\n2. Choose a business name\n3. Create a website\n4. Add products\n5. Market your shop on social media\n6. Launch and grow!',
                    strongOutput:
                      '| Phase | Task | Hours | Week |\n|---|---|---|---|\n| Set-up | Choose a shop platform and plan | 2 | 1 |\n| Photos | Photograph the 40 bags in daylight | 4 | 2 |\n| Shop | Write product descriptions | 3 | 3 |\n| Launch | Tell friends, post on Instagram | 2 | 8 |\n…\n\nRisks: photos take longer than planned; platform fees eat into the 300-euro budget; shipping costs not yet known.\nUnrealistic: building a custom website in 6 hours a week — use a ready-made shop platform.',
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
