import { blanks, essay, prompt, promptTask, quiz, type SeedCourse, taught, tasks, text } from '../build'

export const claudeForWriting: SeedCourse = {
  course: {
    title: 'Claude for Writing and Analysis',
    slug: 'claude-for-writing',
    type: 'course',
    level: 'Beginner',
    orderNumber: 10,
    tags: ['New', 'AI learning'],
    tools: ['claude'],
    availableInTrial: false,
    description: 'Draft in your own voice, edit with a sharp second reader and turn long documents into summaries you can check.',
  },
  topics: [
    {
      title: 'Writing in your own voice',
      description: 'Set Claude up once, then draft and edit without sounding like a machine.',
      lessons: [
        {
          title: 'Set Claude up for your writing',
          sections: [
            text(`
## Teach it how you sound

Claude, made by Anthropic, is strong at long, careful writing. Out of the box it writes in a polished, neutral voice — fine for a memo, wrong for your newsletter. Two features fix that:

- **Styles.** Under the style menu in the message box you can pick a preset (Normal, Concise, Explanatory, Formal) or **create a custom style** by uploading or pasting a few pieces you wrote. Claude describes your style and applies it until you switch.
- **Projects.** A project is a workspace with its own **instructions** and **knowledge files**. Put your brand guide, audience notes and two or three of your best pieces in one, and every chat inside it starts from them.

Good project instructions are short and concrete:

> I write a weekly newsletter for independent bakery owners. Plain, warm English, short paragraphs, no buzzwords. Always end with one practical tip.

Samples beat adjectives: "friendly but expert" means different things to everyone, while three real paragraphs of yours leave little to guess.
`),
            prompt('Here are {{count}} samples of my writing. Describe my style in five bullet points (sentence length, tone, words I use, words I avoid, structure), then write {{piece}} in that style.', {
              count: ['three', 'two', 'five'],
              piece: ['a 150-word intro for my next newsletter', 'a LinkedIn post about a lesson I learned this month', 'a short welcome email for new clients'],
            }),
            tasks(
              quiz(
                'What gives Claude the clearest picture of your voice?',
                ['The word "casual" in your prompt', 'Two or three real pieces you wrote', 'Asking it to be creative'],
                'Two or three real pieces you wrote',
              ),
              taught(
                promptTask('Write project instructions for Claude for a kind of writing you do often: who you write for, your tone, and what every piece must include.', [
                  'says who the readers are',
                  'describes the tone or voice',
                  'sets a rule every piece must follow',
                ]),
                {
                  example:
                    'You are my writing partner for a fortnightly email newsletter for freelance translators. Readers are working translators aged 30–60 who are busy and sceptical of hype. Tone: plain, friendly, a little dry; short paragraphs, no exclamation marks, no words like "unlock" or "game-changer". Every issue has one main idea, one real example from my work and ends with a single action the reader can take this week. Keep issues under 500 words. When you are unsure about a fact, say so instead of guessing.',
                  comparison: {
                    weakPrompt: 'Write my newsletter in a good tone.',
                    weakOutput:
                      'Sure! Here is a newsletter draft:\n\nHello everyone! We hope this message finds you well. In today’s fast-paced world, staying informed is more important than ever. This week we are excited to share some valuable insights that will help you unlock your full potential…',
                    strongOutput:
                      'Subject: The one-line brief that saves me an hour\n\nMost rush jobs go wrong before I type a word: the client sends a file and "ASAP", and I guess the rest.\n\nLast month I started replying with one line — "Who will read this, and where will it appear?" Two clients answered in minutes; one realised the text was for print, not the web, which changed the length limit.\n\nThis week: paste that line into your reply template and use it on your next three jobs.',
                  },
                },
              ),
            ),
          ],
        },
        {
          title: 'Draft, then edit with a second reader',
          sections: [
            text(`
## Let Claude edit before it writes

The fastest way to a good piece is often **your rough draft plus Claude's edit**, not a draft from nothing. Your draft carries the facts and opinions only you have; Claude tightens it.

Ask for editing in two passes:

1. **Feedback first.** "Do not rewrite. List the three biggest problems in this draft — unclear points, weak opening, repetition — and quote the sentence each time."
2. **Then the rewrite,** only of the parts you agree with: "Rewrite paragraphs 2 and 4 to fix those problems. Keep my wording elsewhere."

Longer pieces open in an **artifact**, a panel beside the chat. You can ask for changes ("make the conclusion shorter") and Claude updates the same document, keeping earlier versions you can step back to.

Two honest limits: Claude may smooth away the rough edges that make your writing yours, so compare with your original before accepting. And it can invent details — a study, a number, a quote — when asked to make a piece "more convincing". Anything factual it adds, you check or delete.
`),
            prompt('Here is my draft of {{piece}}. Do not rewrite it yet. List the {{count}} biggest problems, quote the sentence behind each, and suggest a fix in one line.', {
              piece: ['a sales page', 'a blog post', 'a cover letter', 'a client proposal'],
              count: ['three', 'five'],
            }),
            tasks(
              blanks('Ask for ___ before a rewrite, and check or delete any ___ Claude adds.', 'feedback|critique', 'facts|fact|numbers|statistics'),
              taught(
                promptTask('Write a prompt that asks Claude to critique one of your drafts without rewriting it. Say what the draft is, who it is for and what kind of feedback you want.', [
                  'says what the draft is',
                  'says who the draft is for',
                  'asks for feedback instead of a rewrite',
                ]),
                {
                  example:
                    'You are a tough but fair editor. Below is my draft cover letter for a junior data analyst job at a logistics company; the reader is a hiring manager who skims. Do not rewrite it. Give feedback as a numbered list of the three biggest problems, quote the sentence behind each, and suggest a one-line fix. Then tell me which paragraph to cut if I must save 50 words.\n\n[draft]',
                  comparison: {
                    weakPrompt: 'Make my cover letter better.',
                    weakOutput:
                      'Here is an improved version of your cover letter:\n\nDear Hiring Manager, I am excited to apply for this position. I am a passionate, detail-oriented professional with a proven track record of success…',
                    strongOutput:
                      '1. The opening says nothing specific. "I am excited to apply for this role" could open any letter. Fix: open with the route-planning dashboard you built.\n2. Skills are listed, not shown. "Strong Excel and SQL skills" — say what you did with them.\n3. The last paragraph repeats the first. Fix: end with one sentence on why logistics.\n\nTo save 50 words, cut paragraph 3 (university modules): your project already shows those skills.',
                  },
                },
              ),
            ),
          ],
        },
      ],
    },
    {
      title: 'Analysis you can check',
      description: 'Read long documents faster and hand over summaries that hold up.',
      lessons: [
        {
          title: 'Long documents, quoted summaries',
          sections: [
            text(`
## Read 80 pages in ten minutes — carefully

Claude can take long files: upload a PDF, a Word document or a spreadsheet export, or paste the text. For most documents it reads the whole file at once, so you can ask about page 3 and page 70 in the same question.

"Summarise this" gives you a generic summary. Targeted questions give you something you can use:

- "What does this contract say about cancellation, notice periods and penalties? **Quote** each clause and give its section number."
- "List every deadline in this tender, with the page it appears on, in a table."
- "Which claims in this report rest on data, and which are opinion?"

**Asking for quotes is your safety net.** A summary can drift from the source; a quote either appears in the document or it does not. Search the PDF for two or three quoted phrases — if one is missing, treat the whole answer with suspicion and ask again.

Keep limits in mind. Claude can misread tables and scanned pages, and it is not a lawyer or an accountant: use it to find the clauses, then let the right person judge them. And before you upload a client's or employer's document, make sure you are allowed to share it with an AI service and check your privacy settings.
`),
            prompt('From the attached {{document}}, list everything about {{subject}}. For each point give a direct quote and the section or page number, in a table.', {
              document: ['contract', 'report', 'tender document', 'policy'],
              subject: ['deadlines', 'costs and fees', 'cancellation and notice', 'responsibilities of each party'],
            }),
            tasks(
              quiz(
                'Why ask Claude to quote the document in its summary?',
                ['Quotes make the answer longer', 'You can check each quote against the source', 'Claude cannot summarise without quotes'],
                'You can check each quote against the source',
              ),
              quiz(
                'Which is the better first question about a 60-page lease?',
                ['Summarise this', 'What does it say about rent increases and ending the lease early? Quote each clause.', 'Is this a good lease?'],
                'What does it say about rent increases and ending the lease early? Quote each clause.',
              ),
            ),
          ],
        },
        {
          title: 'From analysis to a memo someone pays for',
          sections: [
            text(`
## A service you can sell

Many small businesses have documents nobody has time to read: supplier terms, grant guidelines, industry reports. A clear one-page memo — what it says, what it means for them, what to do next — is worth paying for, and Claude does the heavy reading.

A workflow that holds up:

1. **Extract.** Ask for the facts with quotes and page numbers (previous lesson). Check them.
2. **Interpret.** Give Claude the client's situation: "The client is a 12-person cleaning company bidding for this council contract." Ask what matters most for them and why.
3. **Write.** Ask for a memo with a fixed shape: a three-sentence summary, key points with page references, risks, and next steps.
4. **Review.** Read it against the source, fix the tone and add your own judgement — that is what the client pays you for.

Put steps 2–3 in a **project** with your memo template as a knowledge file, and every new memo starts in the right format.

Be open with clients that you use AI to speed up reading, keep their files out of tools they have not agreed to, and never pass on a figure you have not found in the source yourself.
`),
            tasks(
              taught(
                promptTask('Write a prompt that turns your checked notes from a long document into a one-page memo for a client. Give the client’s situation and the memo’s format.', [
                  'describes the client’s situation',
                  'asks for a memo or summary',
                  'sets the format of the memo',
                ]),
                {
                  example:
                    'You are a business analyst writing for a busy owner. My client runs a 12-person commercial cleaning company and is deciding whether to bid for the city council contract described in my notes below (quotes and page numbers already checked). Write a one-page memo in this format: a three-sentence summary; the five requirements that matter most for a company their size, each with its page number; the two biggest risks; next steps with dates. Plain English, under 400 words. Only use facts from my notes — if something is missing, list it under "Questions for the council".\n\n[notes]',
                  comparison: {
                    weakPrompt: 'Summarise this tender.',
                    weakOutput:
                      'This tender document outlines the requirements for cleaning services. It covers the scope of work, eligibility criteria, evaluation process and contract terms. Bidders should carefully review all sections before submitting their proposal.',
                    strongOutput:
                      'Summary: The council wants one supplier to clean 14 buildings for three years from April. Bids close on 28 February. The size of the job and the insurance level make it a stretch for a 12-person team, but partnering is allowed.\n\nWhat matters for you:\n1. Evening cleaning of all 14 sites, 5 days a week (p. 6)\n2. Public liability insurance at the level on p. 11\n…\n\nRisks: staffing cover for sickness (p. 8); payment 30 days after invoice (p. 15).\n\nNext steps: ask about partnering by 10 Feb; get an insurance quote this week.',
                  },
                },
              ),
              taught(
                essay('Describe a document-heavy task from your work or a client’s business that Claude could speed up. What would you ask it to extract, and how would you check the result before anyone relies on it?', [
                  'names a real document or task',
                  'lists what Claude should extract',
                  'explains how the result will be checked',
                ], 150),
                {
                  example:
                    'Every quarter I read our three main suppliers’ updated terms to spot price changes and new delivery rules. I would upload each PDF to a Claude project and ask it to extract every change to prices, minimum order quantities, delivery times and payment terms, with a quote and page number for each, in one table per supplier. To check it, I would search each PDF for the quoted phrases, compare the prices with last quarter’s table myself, and ask Claude a second time in a fresh chat whether it missed any change to payment terms. Only then would the summary go to my manager, with the page numbers so she can check anything she doubts.',
                },
              ),
            ),
          ],
        },
      ],
    },
  ],
}
