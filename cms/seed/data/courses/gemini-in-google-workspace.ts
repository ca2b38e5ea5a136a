import { blanks, prompt, promptTask, quiz, type SeedCourse, taught, tasks, text } from '../build'

export const geminiInGoogleWorkspace: SeedCourse = {
  course: {
    title: 'Gemini in Gmail, Docs and Sheets',
    slug: 'gemini-in-google-workspace',
    type: 'course',
    level: 'Beginner',
    orderNumber: 11,
    tags: ['Beginner', 'AI learning'],
    tools: ['gemini'],
    availableInTrial: false,
    description: 'Clear your inbox, draft documents from your own files and get answers from spreadsheets without leaving Google Workspace.',
  },
  topics: [
    {
      title: 'Gmail and Docs',
      description: 'Summaries, replies and first drafts where you already work.',
      lessons: [
        {
          title: 'An inbox that summarises itself',
          sections: [
            text(`
## Where Gemini lives in Gmail

When your Google account includes Gemini (business Workspace plans, or a personal Google AI plan), Gmail gains three helpers:

- **Summaries.** On a long thread, the "Summarize this email" button or the Gemini side panel (the Gemini icon at the top right) gives you the key points, so you can catch up on a 20-message thread in a few lines.
- **Help me write.** In a new message or a reply, describe what you want — "decline politely, offer two dates next week" — and Gemini drafts it. Then use **Refine**: formalize, elaborate, shorten.
- **Questions about your mail.** In the side panel you can ask things like "What did the accountant ask me for last week?" and Gemini searches your inbox to answer.

A routine that works: once in the morning, open the three longest unread threads, ask for a summary with **decisions and open questions**, and reply only where you are needed.

Limits to remember: summaries can miss a detail buried in an attachment or a quoted reply, so open the original before you agree to anything with money or dates. Which features you see depends on your plan, your country and — on a work account — what your administrator has switched on.
`),
            prompt('Summarise this thread in {{format}}: what was decided, what is still open, and what {{who}} needs to do next.', {
              format: ['three bullet points', 'one short paragraph', 'a table'],
              who: ['I', 'my team', 'the client'],
            }),
            tasks(
              quiz(
                'A thread summary says the client "agreed to the new price". What should you do before invoicing?',
                ['Invoice straight away', 'Open the original messages and find where they agreed', 'Ask Gemini to summarise again'],
                'Open the original messages and find where they agreed',
              ),
              blanks('In Gmail, "Help me ___" drafts a message, and Refine can formalize, elaborate or ___ it.', 'write', 'shorten'),
            ),
          ],
        },
        {
          title: 'Drafts in Docs from your own files',
          sections: [
            text(`
## Start from your material, not a blank page

In Google Docs, Gemini helps in two places:

- **Help me write** appears on an empty document or line. Describe the document and Gemini drafts it in place.
- The **Gemini side panel** can summarise the open document, suggest a structure, rewrite a section or answer questions about it.

The side panel's real strength is that it can use **your other files**. Type **@** and pick files from Drive — last month's report, the meeting notes, a price list — and ask Gemini to build on them: "Using @Q2 client notes and @Price list 2025, draft a proposal for a website refresh for a dental practice."

Drafts grounded in your files are far more specific than drafts from a prompt alone. Still:

1. **Check every number and name** against the source file: Gemini can mix up figures from two documents.
2. **Read the tone aloud.** Replace stock phrases ("in today's fast-paced world") with how you actually talk.
3. **Keep the structure, rewrite the heart.** The opening and the offer should be yours.

Gemini only sees the files you can open, but be careful what you pull into a document you will share: a draft can quote something from a private file.
`),
            tasks(
              taught(
                promptTask('Write a prompt for the Gemini side panel in Docs that drafts a document from two of your own Drive files. Name the files, the reader and the format.', [
                  'names the notes or documents to draw on',
                  'says who the reader is',
                  'sets the format or length',
                ]),
                {
                  example:
                    'You are a proposal writer for my small web studio. Using @Discovery call notes – Smile Dental and @Price list 2025, draft a two-page proposal for the practice manager of Smile Dental, who is not technical. Structure: their goals in their words, what we will build (five bullet points), timeline in three phases, price taken only from the price list, and next steps. Friendly, plain English. If the notes do not say something, write [ask client] instead of guessing.',
                  comparison: {
                    weakPrompt: 'Write a proposal for a dentist website.',
                    weakOutput:
                      'Proposal for Dental Website Development\n\nIntroduction: In today’s digital age, having a strong online presence is essential for dental practices. Our team of experts will create a modern, responsive website that attracts new patients and showcases your services…',
                    strongOutput:
                      'Proposal: a new website for Smile Dental\n\nYour goals\nYou told us patients “can’t find opening hours on a phone” and that you want more bookings for hygiene appointments.\n\nWhat we will build\n• Mobile-first pages for your six treatments\n• Online booking linked to your current system [ask client: which one?]\n…\n\nPrice: Website refresh package, as in our 2025 price list.',
                  },
                },
              ),
            ),
          ],
        },
      ],
    },
    {
      title: 'Sheets and the whole workspace',
      description: 'Turn data into answers and stitch the apps into one weekly routine.',
      lessons: [
        {
          title: 'Ask your spreadsheet',
          sections: [
            text(`
## Formulas and answers in plain English

In Google Sheets, Gemini can:

- **Create a table or tracker** from a description — "a content calendar with date, channel, topic, status and owner".
- **Write and explain formulas.** Describe the result ("total sales per region for March, from columns A to D") and ask for the formula with a one-line explanation of each part.
- **Analyse your data** in the side panel: ask for trends, top items or a chart, and Gemini answers about the data in the sheet.

It works best on clean data: one header row, one kind of value per column, no merged cells. Spend two minutes tidying first.

**Always test a formula** on a few rows you can check by hand. A formula that runs without an error can still be wrong: summing the wrong column or ignoring blanks. Ask Gemini "Which rows does this formula include, and what happens with empty cells?" when you are unsure.

For anything you will send to a client or your boss, treat Gemini's analysis as a first look and rebuild the key number yourself.
`),
            prompt('My sheet has columns {{columns}}. Give me a formula that {{goal}}, explain each part in one line, and tell me which cells to check by hand.', {
              columns: ['Date, Client, Service, Amount', 'Order ID, Region, Product, Units, Price', 'Week, Channel, Post, Views, Clicks'],
              goal: ['totals the amount per client', 'finds the best-selling product per region', 'calculates the click rate for each post'],
            }),
            tasks(
              quiz(
                'Gemini wrote a formula that returns a number without errors. What is the next step?',
                ['Share the result', 'Check it on a few rows you can calculate by hand', 'Ask for a more complex formula'],
                'Check it on a few rows you can calculate by hand',
              ),
            ),
          ],
        },
        {
          title: 'A weekly report in twenty minutes',
          sections: [
            text(`
## Connect the pieces

The biggest time savings come when Gemini pulls from several places. A Friday status report is a good first workflow:

1. **Gmail:** in the side panel, ask "Summarise this week's emails about Project Atlas: decisions, blockers and requests from the client."
2. **Sheets:** in your tracker, ask "Which tasks are overdue, and which were completed this week?"
3. **Docs:** open last week's report, type @ to add the summaries' source files, and ask Gemini to draft this week's report in the same structure.
4. **You:** read it, correct anything wrong, add the one judgement only you can make — what the team should do next — and send.

Save the prompts you used in a doc called "My Gemini prompts" and reuse them every week; small improvements add up.

This kind of report is also a service you can offer: many small business owners want a weekly one-page summary of what happened and what needs attention, and with Gemini it takes a fraction of the time. Only do it with access the client has given you, and tell them how you produce it.
`),
            tasks(
              taught(
                promptTask('Write the Gmail side-panel prompt that starts your weekly report: which emails to look at, what to pull out and how the answer should look.', [
                  'names which emails or project to search',
                  'lists what to pull out, such as decisions, blockers or requests',
                  'sets a format for the answer',
                ]),
                {
                  example:
                    'Find this week’s emails (Monday to today) about the Atlas website project, including those from anna@clientco.com. Summarise them for my weekly status report in three sections with bullet points: decisions made, blockers or risks, and requests from the client with who asked and the date. Quote the exact wording of any deadline or price. If two emails disagree, list both.',
                  comparison: {
                    weakPrompt: 'Summarise my emails.',
                    weakOutput:
                      'Here is a summary of your recent emails: You received several messages about meetings, a newsletter from a software company, and updates on ongoing projects. Some emails require your attention.',
                    strongOutput:
                      'Decisions made\n• Launch date moved to 14 June (Anna, Tue)\n• Client approved the blue homepage design (Wed)\n\nBlockers or risks\n• Product photos still missing — Anna: “we can’t send them before next Friday”\n\nRequests from the client\n• Add a German version of the contact page (Anna, Thu)\n• Quote for extra hosting “by end of next week” (Mark, Fri)',
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
