import { blanks, essay, prompt, promptTask, quiz, type SeedCourse, taught, tasks, text, video } from '../build'
import { introLesson } from './intro-lesson'

/** The course every new student starts with; its first lesson is the funnels' default intro lesson. */
export const aiFoundations: SeedCourse = {
  sqlId: introLesson.courseId,
  course: {
    title: 'AI Foundations: Start Here',
    slug: 'ai-foundations',
    type: 'course',
    level: 'Beginner',
    orderNumber: 0,
    tags: ['Beginner', 'AI learning'],
    tools: ['chatgpt'],
    availableInTrial: true,
    description: 'Your first week with AI: talk to an assistant, ask better questions and build a daily routine that saves time.',
  },
  topics: [
    {
      sqlId: introLesson.topicId,
      title: 'Your first conversations with AI',
      description: 'What an AI assistant is, what it is good at and how to ask it for help.',
      availableInTrial: true,
      lessons: [
        {
          sqlId: introLesson.lessonId,
          introLesson: true,
          title: 'Meet your AI assistant',
          sections: [
            text(`
## An assistant that never gets tired

An AI assistant such as ChatGPT is a language model: it has read a huge amount of text and predicts, word by word, a helpful answer to what you write. That makes it great at **drafting, explaining, summarising and brainstorming** — and it answers in seconds, at any hour.

It is not a search engine and not a person. It does not know your situation unless you tell it, and it can sound sure while being wrong. Treat it like a fast, well-read intern: give clear instructions, then check the work.
`),
            prompt('Explain {{topic}} to me as if I were {{audience}}, in {{length}}.', {
              topic: ['how AI assistants work', 'what a prompt is', 'why AI sometimes makes mistakes'],
              audience: ['a complete beginner', 'a 12-year-old', 'a busy manager'],
              length: ['five sentences', 'three bullet points', 'one short paragraph'],
            }),
            text(`
## Try it yourself

Change the options above and compare the answers. Notice how **who the answer is for** and **how long it should be** change the result more than the topic does. That is the core skill of this course: telling the AI exactly what you need.
`),
            tasks(
              quiz(
                'Which of these is an AI assistant best at?',
                ['Drafting a first version of an email', 'Knowing your company’s private figures', 'Guaranteeing every fact is correct'],
                'Drafting a first version of an email',
              ),
              blanks('An AI assistant predicts a helpful answer ___ by word, so you should always ___ important facts.', 'word', 'check|verify'),
              taught(
                promptTask('Write a prompt asking the assistant to explain a topic you care about. Say who the explanation is for and how long it should be.', [
                  'names a specific topic',
                  'says who the answer is for',
                  'sets a length or format',
                ]),
                {
                  example:
                    'You are a patient maths teacher. Explain how compound interest works to my 15-year-old son, who has just opened his first savings account and finds maths boring. Answer in five short sentences with one everyday example using round numbers. Avoid formulas and jargon, and keep a friendly, encouraging tone.',
                  comparison: {
                    weakPrompt: 'Explain compound interest.',
                    weakOutput:
                      'Compound interest is interest calculated on the initial principal and on the accumulated interest of previous periods. It is expressed as A = P(1 + r/n)^(nt), where P is the principal, r the annual rate, n the number of compounding periods per year and t the time in years. Compound interest makes savings grow faster than simple interest, which is calculated on the principal only. It is an important concept in finance, investing and borrowing.',
                    strongOutput:
                      'Imagine you put $100 in your savings account and the bank pays you 5% a year, so after one year you have $105. Here is the clever part: next year the bank pays 5% on $105, not just on your first $100, so you earn $5.25 instead of $5. Your interest starts earning its own interest, like a snowball that picks up more snow as it rolls. The longer you leave the money alone, the faster the snowball grows. That is why starting early matters more than starting big.',
                  },
                },
              ),
            ),
          ],
        },
        {
          title: 'The four parts of a good prompt',
          sections: [
            text(`
## Role, task, context, format

Most great prompts have four parts:

1. **Role** — who the AI should be: "You are a friendly fitness coach."
2. **Task** — what to do: "Create a 3-day workout plan."
3. **Context** — what it needs to know: "I am a beginner, I have 30 minutes and no equipment."
4. **Format** — how the answer should look: "A table with day, exercise and repetitions."

You do not need all four every time, but when an answer disappoints, the missing part is usually the reason.
`),
            video('The four parts of a good prompt', 'https://videos.example.com/foundations/four-parts-of-a-prompt.mp4'),
            tasks(
              quiz('"I am a beginner and have 30 minutes a day" is which part of a prompt?', ['Role', 'Task', 'Context', 'Format'], 'Context'),
              taught(
                promptTask('Write a prompt with all four parts (role, task, context, format) for something you need this week.', [
                  'gives the AI a role',
                  'states one clear task',
                  'adds context about the situation',
                  'asks for a specific format',
                ]),
                {
                  example:
                    'You are an experienced fitness coach. Create a 3-day workout plan for my first week. I am a beginner with 30 minutes a day and no equipment at home. Answer as a table with day, exercise and repetitions.',
                  comparison: {
                    weakPrompt: 'Give me a workout plan.',
                    weakOutput:
                      'Here is a 6-day gym split:\nDay 1 – Chest: bench press 4×8, incline press 3×10, cable flyes 3×12\nDay 2 – Back: deadlifts 4×6, pull-ups 3×8, barbell rows 3×10\nDay 3 – Legs: squats 4×8, leg press 3×12, lunges 3×10\nDays 4–6 repeat with heavier weights. Plan 60–90 minutes a session.',
                    strongOutput:
                      'Day | Exercise | Repetitions\nMonday | Squats, wall push-ups, plank | 3×10, 3×8, 3×20 seconds\nWednesday | Lunges, knee push-ups, glute bridges | 3×8 a leg, 3×8, 3×12\nFriday | Step-ups on a stair, superman holds, marching in place | 3×10, 3×15 seconds, 5 minutes\nEach session takes about 25 minutes and needs no equipment. Rest a day in between.',
                  },
                },
              ),
            ),
          ],
        },
      ],
    },
    {
      title: 'AI in your day',
      description: 'Use AI safely and turn it into a daily habit.',
      lessons: [
        {
          title: 'Check before you trust',
          sections: [
            text(`
## When AI gets it wrong

AI models sometimes "hallucinate": they invent a statistic, a quote or a source that sounds right. This happens most with **numbers, names, dates, laws and recent events**.

Three habits keep you safe:

- Ask for sources and open them.
- For anything important, ask the same question a second way and compare.
- Never paste passwords, card numbers or other people's private data into a chat.
`),
            tasks(
              quiz(
                'Which answer should you double-check first?',
                ['A suggested title for your blog post', 'The fine for late tax filing in your country', 'Three ideas for a birthday gift'],
                'The fine for late tax filing in your country',
              ),
            ),
          ],
        },
        {
          title: 'Your first AI routine',
          sections: [
            text(`
## Ten minutes a day

Pick one repeating task you do every day — writing emails, planning meals, summarising meetings — and do it with AI for a week. Keep the prompt that works best and reuse it. By Friday you will have saved time and learned more than from any theory.
`),
            prompt('Help me with my daily {{task}}. Ask me two questions first, then give me a {{style}} result.', {
              task: ['email replies', 'meal planning', 'to-do list', 'meeting notes'],
              style: ['short', 'detailed', 'step-by-step'],
            }),
            tasks(
              taught(
                essay('Which daily task will you hand to AI this week, and how will you check the results are good enough?', [
                  'names one concrete daily task',
                  'describes how the AI will help',
                  'explains how the result will be checked',
                ], 150),
                {
                  example:
                    'Every morning I answer about 20 customer emails for our plant shop, which takes almost an hour. This week the AI will help: I paste each email with a one-line description of what the customer needs, and it drafts a reply from my saved prompt: “You are my customer service assistant; draft a friendly reply under 120 words using the returns policy below.” Before sending, I check: are the order details right, does it follow our policy, does it sound like me? If I rewrite more than a sentence, I fix the prompt.',
                },
              ),
            ),
          ],
        },
      ],
    },
  ],
}
