import { blanks, essay, prompt, promptTask, quiz, type SeedCourse, tasks, text } from '../build'

export const chatgptEssentials: SeedCourse = {
  course: {
    title: 'ChatGPT Essentials',
    slug: 'chatgpt-essentials',
    type: 'course',
    level: 'Beginner',
    orderNumber: 1,
    tags: ['Beginner', 'AI learning'],
    availableInTrial: true,
    description: 'Write clear prompts, check answers and turn ChatGPT into a daily work assistant.',
  },
  topics: [
    {
      title: 'Working with ChatGPT',
      description: 'Conversations, follow-ups and the settings that matter.',
      availableInTrial: true,
      lessons: [
        {
          title: 'Conversations, not commands',
          sections: [
            text(`
## Keep talking

ChatGPT remembers everything earlier in the same conversation. Use that: ask for a draft, then refine it with short follow-ups — "make it friendlier", "cut it to 100 words", "add a call to action". Starting a **new chat** is useful when you switch topic, because old context can pull answers in the wrong direction.
`),
            prompt('Write a {{kind}} about {{subject}}. Then ask me what to improve.', {
              kind: ['short LinkedIn post', 'product description', 'thank-you email'],
              subject: ['a new online course', 'a handmade candle shop', 'a team that finished a big project'],
            }),
            tasks(
              quiz('When is it best to start a new chat?', ['After every message', 'When you switch to an unrelated topic', 'Never'], 'When you switch to an unrelated topic'),
            ),
          ],
        },
        {
          title: 'Custom instructions',
          sections: [
            text(`
## Tell it once

Custom instructions are a short description of you and how you like answers — your job, your audience, your preferred tone. ChatGPT applies them to every new chat, so you stop repeating yourself. Good instructions are specific: "I run a small bakery; keep answers practical and under 200 words" beats "be helpful".
`),
            tasks(
              promptTask('Write your own custom instructions: who you are, what you use ChatGPT for and how answers should look.', [
                'describes the user’s work or situation',
                'states the main use',
                'sets tone or length of answers',
              ]),
            ),
          ],
        },
      ],
    },
    {
      title: 'ChatGPT at work',
      description: 'Emails, summaries and research you can trust.',
      lessons: [
        {
          title: 'Emails in half the time',
          sections: [
            text(`
## From bullet points to a polished email

Write the facts as rough bullet points, say who the reader is and what you want them to do, and let ChatGPT turn it into an email. Then read it aloud once: if a sentence does not sound like you, rewrite just that sentence.
`),
            tasks(
              blanks('Give ChatGPT the ___, the reader and the action you want, then edit anything that does not sound like ___.', 'facts', 'you|yourself'),
              promptTask('Write a prompt that turns three bullet points into an email asking a colleague to review a document by Friday.', [
                'includes the key facts as bullet points',
                'says who the reader is',
                'states the action and the deadline',
              ]),
            ),
          ],
        },
        {
          title: 'Summaries and research',
          sections: [
            text(`
## Ask better research questions

For long texts, ask targeted questions instead of "summarise". For research, ask ChatGPT to list what is uncertain and which sources would confirm each point. Use the answer as a map of the topic, not as the final word.
`),
            tasks(
              essay('Describe a document or topic from your work you would summarise with ChatGPT. Which three questions would you ask about it?', [
                'names a real document or topic',
                'lists three specific questions',
                'mentions how the answer will be checked',
              ]),
            ),
          ],
        },
      ],
    },
  ],
}
