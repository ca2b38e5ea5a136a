import { blanks, essay, prompt, promptTask, quiz, type SeedCourse, tasks, text, taught } from '../build'

export const chatgptEssentials: SeedCourse = {
  course: {
    title: 'ChatGPT Essentials',
    slug: 'chatgpt-essentials',
    type: 'course',
    level: 'Beginner',
    orderNumber: 1,
    tags: ['Beginner', 'AI learning'],
    tools: ['chatgpt'],
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
              taught(
                promptTask('Write your own custom instructions: who you are, what you use ChatGPT for and how answers should look.', [
                  'describes the user’s work or situation',
                  'states the main use',
                  'sets tone or length of answers',
                ]),
                {
                  example:
                    'You are my practical business assistant. About me: I run a small family bakery with four staff and I am not a tech person. I mainly use ChatGPT to write social media posts, reply to customer emails and plan weekly orders. How to answer: give me the answer first, then at most three short bullet points, under 200 words unless I ask for more. Use British English and a warm, plain tone, and ask me one question when my request is unclear.',
                  comparison: {
                    weakPrompt: 'Custom instructions: “Be helpful.”\nThen asked: “A customer says her cake arrived damaged. What should I reply?”',
                    weakOutput:
                      'There are several ways to respond to a customer complaint about a damaged product. Here are some general tips:\n1. Acknowledge the issue and apologise sincerely.\n2. Ask for details such as photos and the order number.\n3. Offer a solution such as a refund, replacement or store credit.\n4. Follow up to make sure the customer is satisfied.\n5. Review your packaging and delivery process to prevent future issues.\nHandling complaints well can turn an unhappy customer into a loyal one. Would you like me to draft a sample response?',
                    strongOutput:
                      'Apologise, offer a fresh cake or a full refund, and ask for a photo so you can check the packaging.\n\n- Reply today: “I am so sorry your cake arrived damaged — that is not how we wanted your celebration to look. Could you send us a photo? We will bake you a new one or refund you in full, whichever you prefer.”\n- Check the photo with whoever delivered it to see where it happened.\n- If it happens again, try a firmer cake box.\n\nDo you deliver the cakes yourselves or use a courier?',
                  },
                },
              ),
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
              taught(
                promptTask('Write a prompt that turns three bullet points into an email asking a colleague to review a document by Friday.', [
                  'includes the key facts as bullet points',
                  'says who the reader is',
                  'states the action and the deadline',
                ]),
                {
                  example:
                    'You are an assistant who writes clear, polite work emails. Turn the three bullet points below into an email to my colleague Sam in finance, asking him to review the budget report by Friday at 3 pm.\n- The report is in our shared drive, folder “Budgets”\n- Please check pages 4–6, the travel costs\n- I present it to the board on Monday\nKeep it under 120 words, with a clear subject line and a friendly but professional tone, and end with a direct question.',
                  comparison: {
                    weakPrompt: 'Write an email asking my colleague to review a document.',
                    weakOutput:
                      'Subject: Request for Document Review\n\nDear [Colleague’s Name],\n\nI hope this email finds you well. I am writing to kindly ask if you could take some time to review the attached document. Your feedback would be greatly appreciated, as your expertise would be valuable in ensuring its quality and accuracy.\n\nPlease let me know if you have any questions or need any additional information.\n\nThank you in advance for your time and assistance.\n\nBest regards,\n[Your Name]',
                    strongOutput:
                      'Subject: Could you review the budget report by Friday, 3 pm?\n\nHi Sam,\n\nCould you look over the budget report before I present it to the board on Monday? It is in our shared drive, in the “Budgets” folder.\n\nThe part I most need your eye on is pages 4–6, the travel costs — I want to be sure the figures match what finance has on record.\n\nIf you can send me your comments by Friday at 3 pm, I will have time to fix anything before Monday. Does that work for you?\n\nThanks a lot,\nAlex',
                  },
                },
              ),
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
              taught(
                essay('Describe a document or topic from your work you would summarise with ChatGPT. Which three questions would you ask about it?', [
                  'names a real document or topic',
                  'lists three specific questions',
                  'mentions how the answer will be checked',
                ]),
                {
                  example:
                    'I work in HR, and every year our company updates its 40-page employee handbook. I would paste this year’s and last year’s versions into ChatGPT and ask three questions:\n1. What changed, section by section?\n2. Which changes affect part-time staff?\n3. What must managers do differently from next month?\nTo check the answers, I would ask for the section number behind each point and read those pages myself before sharing anything with the team.',
                },
              ),
            ),
          ],
        },
      ],
    },
  ],
}
