import { blanks, prompt, promptTask, quiz, type SeedCourse, taught, tasks, text } from '../build'

export const copilotAtWork: SeedCourse = {
  course: {
    title: 'Microsoft Copilot at Work',
    slug: 'copilot-at-work',
    type: 'course',
    level: 'Intermediate',
    orderNumber: 13,
    tags: ['AI learning'],
    tools: ['microsoft-copilot'],
    availableInTrial: false,
    description: 'Copilot in Outlook, Word, Excel and Teams: shorter email days, drafts from your own files, answers from your data and meetings that end with clear actions.',
  },
  topics: [
    {
      title: 'Outlook and Word',
      description: 'Email and documents with Copilot, grounded in your own files.',
      lessons: [
        {
          title: 'Email with Copilot in Outlook',
          sections: [
            text(`
## Read less, reply better

Microsoft 365 Copilot is built into the Office apps. Which features you get depends on your licence — the full Microsoft 365 Copilot add-on at work, or the Copilot features in Microsoft 365 Personal and Family plans — and on what your IT team has enabled. In Outlook, look for three things:

- **Summary by Copilot** at the top of a long thread: the main points and who said what, so you can catch up before replying.
- **Draft with Copilot:** describe the reply ("thank them, accept Tuesday, ask for the agenda") and choose a tone and length. Keep refining with short instructions such as "make it more direct".
- **Coaching by Copilot:** write the email yourself and get feedback on tone, reader sentiment and clarity before you send. Useful for a difficult message to a client or your manager.

A good morning routine: summarise the threads where you were copied, reply only where you are asked something, and use coaching on the one email that matters most.

Summaries can miss what sits in attachments or in a reply quoted further down, and a draft can agree to something you did not intend. Read every draft before it goes out — your name is on it.
`),
            prompt('Draft a reply that {{goal}}. Tone: {{tone}}. Keep it under {{length}} and end with a clear next step.', {
              goal: ['declines the request politely and offers an alternative', 'confirms the meeting and asks for the agenda', 'asks for a one-week extension and explains why'],
              tone: ['friendly', 'direct', 'formal'],
              length: ['100 words', '60 words', '150 words'],
            }),
            tasks(
              quiz(
                'You wrote a tricky email to a client yourself. Which Copilot feature helps most before you send it?',
                ['Summary by Copilot', 'Coaching by Copilot', 'Draft with Copilot'],
                'Coaching by Copilot',
              ),
            ),
          ],
        },
        {
          title: 'Word drafts from your own files',
          sections: [
            text(`
## Start from what the company already knows

In Word, **Draft with Copilot** appears on a new document or line. Its strength is referencing your files: type **/** in the prompt box and pick documents from OneDrive or SharePoint. Copilot then writes from them instead of from general knowledge.

Example: "Using /Client brief – Northwind and /Our standard proposal, draft a proposal for Northwind's staff training project. Keep our section headings. Budget section: leave placeholders."

Once a draft exists, select a paragraph and ask Copilot to **rewrite** it, make it a table, or shorten it. In a long document, open Copilot chat and ask "Summarise this document in five bullet points" or "Which sections mention deadlines?"

Copilot works inside your organisation's permissions: it can only use files you already have access to. That also means it can pull a detail from a file you forgot was there, so read the draft as carefully as one written by a new colleague:

- check every number, date and name against the source,
- cut claims you cannot support,
- rewrite the opening and the recommendation in your own words.
`),
            tasks(
              blanks('In Word, type ___ in the Copilot prompt box to reference a file, and check every ___ against the source.', '/', 'number|fact|figure'),
              taught(
                promptTask('Write a Draft with Copilot prompt for Word that builds a document from two of your files. Name the files, the reader and the structure.', [
                  'names the notes or documents to draw on',
                  'says who the reader is',
                  'sets the structure or format',
                ]),
                {
                  example:
                    'You are a proposal writer at our training company. Using /Northwind – discovery call notes and /Standard training proposal 2025, draft a proposal for Northwind’s staff training project. The readers are Northwind’s HR director and their finance team. Keep the headings of our standard proposal: Background, Goals, Programme, Timeline, Investment, Next steps. Programme: three half-day workshops as agreed in the call notes. Investment: leave [price] placeholders. Plain, confident English, no more than two pages.',
                  comparison: {
                    weakPrompt: 'Write a training proposal.',
                    weakOutput:
                      'Training Proposal\n\nIntroduction: This proposal outlines a comprehensive training program designed to enhance employee skills and productivity. Our experienced trainers will deliver engaging sessions tailored to your organisation’s needs…',
                    strongOutput:
                      'Background\nNorthwind’s support team has grown from 8 to 20 people this year, and new hires take months to reach full speed (call notes).\n\nGoals\n• Shorten onboarding for new support staff\n• One shared way of handling complaints\n\nProgramme\nThree half-day workshops: 1) Product basics, 2) Handling complaints, 3) Using the help-desk tool well\n\nInvestment\n[price] per workshop, [price] in total\n\nNext steps\nConfirm dates for the first workshop by 15 May.',
                  },
                },
              ),
            ),
          ],
        },
      ],
    },
    {
      title: 'Excel and Teams',
      description: 'Answers from your data and meetings that end with actions.',
      lessons: [
        {
          title: 'Ask Excel questions in plain words',
          sections: [
            text(`
## Your data, explained

Copilot in Excel works best on data it can read clearly. Two preparations save frustration:

1. **Format your data as a table** (select it, then Insert > Table, or Ctrl+T) with one header row and no merged cells.
2. **Save the file to OneDrive or SharePoint** with AutoSave on — Copilot in Excel works on files stored in the cloud.

Then open Copilot and ask in plain words:

- "Add a column with the profit margin for each row." Copilot proposes a formula column you can insert.
- "Highlight orders over 1,000 euros" or "Sort by date, newest first."
- "Show total sales by region as a chart" — it can build a PivotTable or chart on a new sheet.
- "What trends or outliers do you see?"

Copilot explains what it did; read the explanation. Then **check one or two results by hand**: a margin column that divides by the wrong column still looks plausible. Ask follow-ups like "Which rows are excluded and why?"

Keep personal data such as customer names or salaries in files only the right people can open; Copilot follows the file's permissions, so whoever can open the file can ask about it.
`),
            tasks(
              quiz(
                'Copilot in Excel does not react to your sales data. What is the most likely fix?',
                ['Use shorter prompts', 'Format the data as a table and save the file to OneDrive or SharePoint', 'Add more colours to the sheet'],
                'Format the data as a table and save the file to OneDrive or SharePoint',
              ),
              taught(
                promptTask('Write a Copilot in Excel request for a table you work with: name the columns, say what to calculate or show, and how to present it.', [
                  'names the columns of the data',
                  'says what to calculate, total or compare',
                  'sets how to present the result, such as a chart or table',
                ]),
                {
                  example:
                    'My table has the columns Date, Client, Service, Hours and Rate. Add a column Revenue (Hours × Rate). Then show total revenue per client for the last three months as a bar chart on a new sheet, biggest client first, and tell me which client’s revenue fell compared with the three months before. Explain the formula you used in one line.',
                  comparison: {
                    weakPrompt: 'Analyse this.',
                    weakOutput:
                      'Here are some insights from your data: the Hours column has a range of values, and some clients appear more often than others. Consider creating a PivotTable to explore your data further.',
                    strongOutput:
                      'I added a column Revenue with =[@Hours]*[@Rate] — it multiplies the hours by the rate in each row.\n\nOn the new sheet "Revenue by client" you will find a bar chart of revenue per client for the last three months, biggest first.\n\nOne client’s revenue fell compared with the three months before; the fall comes from fewer hours, not a lower rate.',
                  },
                },
              ),
            ),
          ],
        },
        {
          title: 'Meetings in Teams that end with actions',
          sections: [
            text(`
## Let Copilot take notes — and ask it questions

In Teams meetings, Copilot works from the meeting's **transcript**, so transcription (or Copilot's own setting for the meeting) must be on, and your organisation decides whether that is allowed. Everyone in the meeting sees that it is being transcribed: say at the start why.

During the meeting you can open Copilot and ask:

- "Summarise what has been said so far" — useful if you joined late.
- "What questions are still unresolved?"
- "Where do people disagree on the budget?"

After the meeting, the **recap** shows notes and suggested follow-up tasks. Turn them into real commitments: each action needs **one owner and a date**. Ask Copilot "List the action items with owner and due date in a table; mark any without an owner", then confirm the gaps with the people involved.

Transcripts mishear names, numbers and technical terms, and Copilot may present a suggestion someone made as a decision. Before you send the recap, read it against what you remember, correct it, and send it while the meeting is still fresh.
`),
            prompt('From this meeting, list {{what}} in a table with {{columns}}. Mark anything that is unclear.', {
              what: ['the action items', 'the decisions', 'the open questions'],
              columns: ['owner and due date', 'who raised it and why', 'who can answer it'],
            }),
            tasks(
              quiz(
                'What should every action item in a meeting recap have?',
                ['One owner and a date', 'A long description', 'The names of everyone present'],
                'One owner and a date',
              ),
            ),
          ],
        },
      ],
    },
  ],
}
