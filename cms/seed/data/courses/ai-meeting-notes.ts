import { blanks, essay, prompt, promptTask, quiz, type SeedCourse, taught, tasks, text } from '../build'

export const aiMeetingNotes: SeedCourse = {
  course: {
    title: 'Meeting Notes and Follow-ups with Otter.ai and Fireflies',
    slug: 'ai-meeting-notes',
    type: 'course',
    level: 'Beginner',
    orderNumber: 16,
    tags: ['Beginner', 'AI learning'],
    tools: ['otter-ai', 'fireflies'],
    availableInTrial: false,
    description: 'Let an AI note-taker record and summarise your calls, then send follow-ups the same day and find any decision in seconds.',
  },
  topics: [
    {
      title: 'Capture every meeting',
      description: 'Set up a note-taker properly and read its notes with a critical eye.',
      lessons: [
        {
          title: 'Set up a note-taker you can trust',
          sections: [
            text(`
## What Otter.ai and Fireflies do

Both tools send an AI **note-taker** into your online meetings — Otter's Notetaker and Fireflies' assistant, Fred. They join Zoom, Google Meet and Microsoft Teams calls as a participant, record, and produce a **transcript with speaker names**, a **summary** and a list of **action items**. Both also let you upload recordings, and Otter's mobile app can record meetings in a room.

Setup takes ten minutes:

1. **Connect your calendar** (Google or Microsoft) so the note-taker knows your meetings.
2. **Choose which meetings it joins.** Joining everything is rarely right. Start with meetings you organise, and add others on purpose.
3. **Decide who receives the notes.** Sending notes to all participants automatically is convenient, but check first that every participant should see everything that was said.
4. **Add words it must spell right** — client names, product names, jargon — where the tool lets you.

**Consent is not optional.** In many places every participant must agree to a recording. The bot is visible in the meeting, but say it out loud at the start: "I'm using an AI note-taker so I can listen instead of typing — is everyone OK with that?" Turn it off for confidential, HR or medical conversations, and follow your employer's and your clients' rules.
`),
            tasks(
              quiz(
                'A client joins your call and sees the AI note-taker. What should you do?',
                ['Nothing — the bot is visible', 'Say why it is there and ask if everyone agrees to the recording', 'Rename the bot so it looks like a person'],
                'Say why it is there and ask if everyone agrees to the recording',
              ),
              quiz(
                'Which auto-join setting is the safest to start with?',
                ['Join every meeting in my calendar', 'Join only meetings I organise', 'Join every meeting my colleagues have'],
                'Join only meetings I organise',
              ),
            ),
          ],
        },
        {
          title: 'Read the notes like an editor',
          sections: [
            text(`
## Good notes, checked in five minutes

An AI summary is usually a solid first draft, with predictable weak spots:

- **Names and numbers.** Transcription mishears names, prices and dates — "fifteen" and "fifty" sound alike on a bad connection.
- **Ideas turned into decisions.** "Maybe we could try a discount" can appear as "Team agreed to offer a discount."
- **Missing owners.** An action item without a person is a wish, not a task.
- **Crosstalk and accents.** When people talk over each other, the speaker labels can be wrong.

A five-minute routine right after the call:

1. Read the summary and action items.
2. For every number, date and decision, click through to that moment in the transcript (both tools link summary points to the transcript) and listen to the recording if unsure.
3. Give every action item one owner and a due date.
4. Correct the notes in the tool, so search finds the right version later.

Do it the same day. Tomorrow you will not remember whether the client said 15th or 50th.
`),
            prompt('Here is an AI meeting summary. List every {{what}} and say what I should check in the transcript for each, as {{format}}.', {
              what: ['number, price or date', 'decision', 'action item without an owner'],
              format: ['a checklist', 'a short table'],
            }),
            tasks(
              blanks('Check every ___, date and decision against the ___, and give each action item one owner and a due date.', 'number|name|price', 'transcript|recording'),
            ),
          ],
        },
      ],
    },
    {
      title: 'Follow-ups that get done',
      description: 'Same-day follow-ups, and answers from your past meetings.',
      lessons: [
        {
          title: 'The follow-up email in five minutes',
          sections: [
            text(`
## From notes to a message people act on

A meeting is only as useful as its follow-up. With checked notes, a good follow-up takes minutes: use the AI chat in Otter or Fireflies on that meeting, or paste the corrected summary into your usual assistant.

A strong follow-up has four parts:

1. **One line of thanks and context** — which meeting, what it was for.
2. **Decisions** — short, in plain words.
3. **Action items** — each with an owner and a date, the reader's own tasks first.
4. **The next step** — the next meeting, or what you need from them and by when.

Tell the AI who the reader is. A follow-up to a client needs a different tone and detail than one to your team, and should never include what was said in an internal part of the call. Remove anything you would not say to the reader's face.

For freelancers and consultants this habit is a quiet advantage: clients remember the person who sent a clear recap an hour after the call. It also protects you — a written, agreed list of what was decided prevents "I thought you said…" later.
`),
            tasks(
              taught(
                promptTask('Write a prompt that turns checked meeting notes into a follow-up email. Say who the reader is, what the email must contain and its length.', [
                  'says who the reader is',
                  'asks for decisions and action items with owners',
                  'sets the length or format',
                ]),
                {
                  example:
                    'You are my assistant. Using the checked meeting notes below, write a follow-up email to our client Maria, the marketing manager at Brightside, who was in the call. Structure: one line of thanks; decisions in bullet points; action items with owner and due date, Maria’s first; next step: our review call on Thursday at 10:00. Friendly and professional, under 150 words. Leave out the pricing discussion from the internal part of the call.\n\n[notes]',
                  comparison: {
                    weakPrompt: 'Write a follow-up email for this meeting.',
                    weakOutput:
                      'Subject: Follow-Up\n\nHi all,\n\nThank you for attending today’s meeting. It was a productive discussion and we covered a lot of ground. Please let me know if you have any questions. Looking forward to our continued collaboration!\n\nBest regards',
                    strongOutput:
                      'Subject: Brightside spring campaign — decisions and next steps\n\nHi Maria,\n\nThanks for today’s call about the spring campaign.\n\nDecisions\n• Focus on Instagram and email; no paid ads this round\n• Launch date: 3 March\n\nAction items\n• Maria: send product photos — by Friday\n• Me: first draft of the email sequence — by Wednesday\n\nNext step: review call on Thursday at 10:00.\n\nBest,\nSam',
                  },
                },
              ),
            ),
          ],
        },
        {
          title: 'Search your meetings',
          sections: [
            text(`
## Your meetings as a searchable archive

After a few weeks, your note-taker holds something valuable: a record of what every client asked for and every decision made. Both tools let you **search transcripts** and **ask questions in chat** — Otter's AI chat and Fireflies' AskFred — about one meeting or across many:

- "What did the client say about their budget in our last three calls?"
- "Which objections came up in this month's sales calls?"
- "When did we agree to move the launch, and who proposed it?"

Answers link back to the moments in the transcripts. Open them before you quote anyone: a chat answer can merge two meetings or miss a later change of mind.

**Build a weekly digest.** Every Friday, ask for the week's decisions, open action items and recurring questions, and paste the checked result into your notes or team channel. Fireflies can also send notes to tools such as Slack, a CRM or Notion through its integrations; Otter can share notes to channels and connected apps.

Keep the archive clean: delete recordings you no longer need, check who in your workspace can see which meetings, and follow your clients' rules on how long recordings are kept.
`),
            tasks(
              taught(
                promptTask('Write a question for Otter’s AI chat or Fireflies’ AskFred that searches across several of your meetings. Say which meetings, what to find and how the answer should look.', [
                  'says which calls or meetings to search',
                  'says what to find, such as requests, objections or decisions',
                  'sets how the answer should look',
                ]),
                {
                  example:
                    'Look at all my calls with Brightside from January to today. List every request they made about the spring campaign in a table with the date of the meeting, who asked, the request in one sentence, and whether a later meeting changed or cancelled it. Link each row to the moment in the transcript.',
                  comparison: {
                    weakPrompt: 'What did Brightside want?',
                    weakOutput: 'Brightside discussed their marketing campaign and wanted help with social media and email. They also mentioned the launch timeline.',
                    strongOutput:
                      '| Date | Who asked | Request | Later change |\n|---|---|---|---|\n| 12 Jan | Maria | Focus the campaign on Instagram and email | — |\n| 26 Jan | Tom | Add a TikTok test | Dropped on 9 Feb (budget) |\n| 9 Feb | Maria | Move launch to 3 March | — |\n\nEach row links to the moment in the transcript.',
                  },
                },
              ),
              taught(
                essay('Which regular meeting in your work would you record with an AI note-taker, and which would you never record? Explain how you would ask for consent and what you would do with the notes.', [
                  'names a meeting to record',
                  'names a meeting not to record and why',
                  'explains how consent will be asked',
                  'says what happens with the notes, such as a follow-up or summary',
                ], 150),
                {
                  example:
                    'I would record my weekly project call with our web agency: it is full of small decisions and dates that we later argue about. I would never record one-to-one performance talks or calls where a client shares health or money problems, because people speak less openly and that data is sensitive. For consent, I would ask in the calendar invite and again at the start of the call, and turn the note-taker off if anyone prefers not to be recorded. After each call I would check the summary against the transcript, send a follow-up with decisions and action items the same day, and delete recordings after the project ends.',
                },
              ),
            ),
          ],
        },
      ],
    },
  ],
}
