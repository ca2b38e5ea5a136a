import { blanks, essay, prompt, promptTask, quiz, type SeedCourse, taught, tasks, text } from '../build'

export const automationsWithZapierAndMake: SeedCourse = {
  course: {
    title: 'Automate Busywork with Zapier and Make',
    slug: 'automations-with-zapier-and-make',
    type: 'course',
    level: 'Intermediate',
    orderNumber: 25,
    tags: ['New', 'Make money', 'Advanced'],
    tools: ['zapier', 'make'],
    availableInTrial: false,
    description: 'Connect the apps a small business already uses, add AI steps with a human check, and sell automation setups that save clients hours every week.',
  },
  topics: [
    {
      title: 'Your first automations',
      description: 'Zaps in Zapier and scenarios in Make, built and tested safely.',
      lessons: [
        {
          title: 'Zaps: trigger, action, done',
          sections: [
            text(`
## How Zapier thinks

A **Zap** is a rule: *when this happens* (the **trigger**) *do that* (one or more **actions**). Zapier connects thousands of apps, so most small-business tools — Gmail, Google Sheets, Calendly, Shopify, Slack, forms — can be joined without code. Each action that runs uses **tasks** from your plan, so a Zap that runs 50 times a day with three actions uses 150 tasks a day.

## A first useful Zap: enquiries answered in minutes

1. **Trigger**: new response in the website's contact form (Google Forms, Typeform, Jotform…).
2. **Action — AI by Zapier**: ask the built-in AI step to classify the enquiry (booking, price question, complaint) and draft a friendly reply using the business's prices and opening hours, which you paste into the instructions.
3. **Action — Gmail**: create a **draft**, not a sent email. A human reads and sends it.
4. **Action — Slack or SMS**: notify the owner that a draft is waiting.

Zapier's **Copilot** can build a first version if you describe the Zap in plain language; check every field it maps.

## Test before you switch it on

Test each step with a real sample, read the AI draft critically and check the Zap's **history** after the first day for errors. Add a **Filter** so the Zap only runs when it should (for example, only when the email field is not empty) — that also saves tasks.

## Why drafts, not sends

AI replies can misread a question or promise something the business does not offer. Until a workflow has proven itself, a person approves anything a customer will see.
`),
            prompt('You reply to enquiries for {{business}}. Classify this message as booking, price question or complaint, then draft a reply under {{words}} words in a {{tone}} tone using only these facts: [paste prices, opening hours and address]. If the facts do not answer the question, say a person will reply within one working day. Message: [the form message from the trigger]', {
              business: ['a dog grooming salon', 'a language school', 'a wedding photographer'],
              words: ['120', '80'],
              tone: ['warm', 'professional'],
            }),
            tasks(
              quiz(
                'Why should a new AI step create a Gmail draft instead of sending the email?',
                ['A person can catch wrong answers or promises before the customer sees them', 'Drafts use fewer tasks', 'Gmail does not allow sending from Zapier'],
                'A person can catch wrong answers or promises before the customer sees them',
              ),
              taught(
                promptTask('Write the instructions for an AI by Zapier step that drafts replies to a small business’s contact-form enquiries. Include the facts it may use, the tone, the length and what to do when it does not know.', [
                  'names the business',
                  'lists the facts the AI may use',
                  'sets tone and length',
                  'says what to do when the facts do not answer the question',
                ]),
                {
                  example:
                    'You draft email replies for Paws & Suds, a small dog grooming business in Leeds. Use only these facts: full groom from £45 for small dogs and £65 for large dogs; nail trim £12; open Tuesday to Saturday 9 am–5 pm; booking via pawsandsuds.example/book; we do not groom cats. First classify the message as booking, price question, complaint or other. Then write a reply under 120 words in a warm, friendly tone, signed "The Paws & Suds team". If the message is a complaint or the facts above do not answer the question, do not guess: thank them and say the owner will reply personally within one working day. Never offer discounts.',
                  comparison: {
                    weakPrompt: 'Reply to this customer email.',
                    weakOutput:
                      'Dear Customer,\n\nThank you for reaching out! We would be delighted to help. Our grooming services start at competitive prices and we offer a 10% discount for first-time customers. We are open 7 days a week. Please let us know if you have any other questions!\n\nBest regards',
                    strongOutput:
                      'Classification: price question\n\nHi Jess,\n\nThanks for getting in touch! A full groom for a large dog like your Labrador is £65, and we can add a nail trim for £12. We’re open Tuesday to Saturday, 9 am to 5 pm, and you can pick a time that suits you at pawsandsuds.example/book.\n\nWe look forward to meeting Bella!\n\nThe Paws & Suds team',
                  },
                },
              ),
            ),
          ],
        },
        {
          title: 'Scenarios in Make',
          sections: [
            text(`
## A visual canvas for bigger flows

Make (formerly Integromat) builds **scenarios**: modules connected on a canvas, which you can see and rearrange. It is a good fit when a flow branches, loops over lists or needs careful error handling. Every module that runs uses part of your plan's allowance, so design flows that do not run modules for nothing.

## The parts you will use

- **Trigger module** — starts the scenario, either on a **schedule** (every 15 minutes, daily at 8 am) or **instantly** via a webhook.
- **Filter** — a condition on the line between two modules; data only passes when it matches.
- **Router** — splits the flow into branches, for example one path for orders over a certain value and one for the rest.
- **Iterator** — processes the items of a list one by one, such as each product in an order; an **Aggregator** combines them back, for example into one summary email.
- **Error handler** — what happens when a module fails: ignore, retry later, or stop and alert you.

## Example: orders into a production board

Shopify "new order" → Iterator over line items → Router: personalised items go to a Trello card with the engraving text; all items go to a Google Sheets row → Aggregator builds a daily summary → email to the owner. Add an error handler that emails you if Trello is down.

## Test with "Run once"

Run the scenario once with a test order, inspect the data bubbles on each module, and only then switch on scheduling.
`),
            tasks(
              blanks('In Make, a ___ splits a flow into branches and an ___ processes list items one by one.', 'router', 'iterator'),
              quiz(
                'An order has five products and each needs its own row in a sheet. Which Make module do you need?',
                ['An iterator', 'A filter', 'A schedule'],
                'An iterator',
              ),
            ),
          ],
        },
      ],
    },
    {
      title: 'Automation as a service',
      description: 'Find the busywork, build it properly and hand it over.',
      lessons: [
        {
          title: 'Map a client’s busywork',
          sections: [
            text(`
## Find the right process

Clients rarely say "I need an automation". They say "I spend every Monday copying orders into a spreadsheet". Ask in a 30-minute call:

1. Which tasks do you repeat every day or week?
2. Where does the information start and where does it end up?
3. How long does it take, and what happens when it goes wrong?

A good first automation is **frequent, rule-based and low-risk**: copying data between apps, sending reminders, creating invoices from a form, notifying the team. Leave anything that needs judgement — refunds, complaints, hiring — with a person, or add an approval step.

## Write the map

For the chosen process, write: the **trigger**, each **step** with its app, the **data** that moves (fields), the **decisions** (if/then), the **exceptions** (missing data, duplicates) and **who is told** when something fails. This map becomes your quote, your build plan and the client's documentation.

## Zapier or Make?

Zapier: quick to set up, huge app catalogue, easier for the client to understand and edit. Make: more control over branching, lists and errors, and often cheaper for high-volume flows. Pick the one the client can live with after you leave.
`),
            prompt('I run {{business}}. Interview me about my weekly admin: ask {{count}} questions, one at a time, then list the three tasks that are most {{criterion}} to automate with Zapier or Make, with the trigger and steps for each.', {
              business: ['a small online shop', 'a cleaning company', 'a tutoring agency'],
              count: ['five', 'eight'],
              criterion: ['frequent and rule-based', 'time-consuming and low-risk'],
            }),
            tasks(
              taught(
                promptTask('Write a prompt that turns your notes from a client call into an automation map: trigger, steps, data, decisions, exceptions and failure alerts.', [
                  'gives the context of the client',
                  'asks for the trigger and steps',
                  'asks for the data fields',
                  'asks for exceptions or failure alerts',
                  'asks for a format',
                ]),
                {
                  example:
                    'You are an automation consultant. Below are my notes from a call with a cleaning company that books jobs through a Jotform form and plans them in Google Calendar; the owner currently copies every booking by hand and emails the cleaner. Turn the notes into an automation map as a table with columns: step, app, action, data fields moved. Then list the decisions (if/then), the exceptions (missing address, duplicate booking, cancelled job) and who is alerted when a step fails. Recommend Zapier or Make in two sentences, and list any questions I still need to ask the client. Notes: [paste].',
                  comparison: {
                    weakPrompt: 'How can I automate this business? [notes]',
                    weakOutput:
                      'There are many ways to automate your business! You could use tools like Zapier, Make or IFTTT to connect your apps. Consider automating email marketing, social media posting and invoicing. Automation saves time and reduces errors, allowing you to focus on growing your business.',
                    strongOutput:
                      '| Step | App | Action | Data |\n|---|---|---|---|\n| 1 | Jotform | New submission (trigger) | name, address, date, time, service |\n| 2 | Google Calendar | Create event | date, time, address, service |\n| 3 | Gmail | Email the assigned cleaner | address, time, notes |\n\nDecisions: if service = "deep clean", book 4 hours instead of 2.\nExceptions: address empty → email the owner instead of creating the event; same address and date already booked → skip and alert.\nFailure alerts: the owner gets an email if any step errors.\nRecommendation: Zapier — a short linear flow the owner can edit herself.\nOpen questions: How is a cleaner assigned? Do customers get a confirmation?',
                  },
                },
              ),
            ),
          ],
        },
        {
          title: 'Build, hand over and maintain',
          sections: [
            text(`
## Build in the client's account

Build the Zap or scenario in an account **the client owns**, connected with their own app logins, and have them invite you as a team member. If you build in your account, the business stops working the day you stop paying — and you hold their customer data.

## Privacy and AI steps

Automations move personal data: names, emails, addresses, sometimes payments. Only send the fields each step needs, do not pass personal data to AI steps unless necessary, and check that the client's privacy policy covers the tools involved. In the EU and UK this falls under data-protection law, so keep a list of the apps that process customer data.

## Hand over properly

- A one-page document: what the automation does, the map, where to switch it off, who to call.
- A short screen recording walking through it.
- Error alerts going to the client's email, not only yours.

## Maintenance is the recurring income

Apps change their fields, logins expire and plans hit their limits. Offer a **monthly care plan**: checking the run history, fixing errors, small changes and one new automation per quarter. Price the setup per automation based on its complexity, and the care plan as a fixed monthly fee.
`),
            tasks(
              quiz(
                'Why build automations in the client’s own Zapier or Make account?',
                ['The client keeps control of their workflows and data if you stop working together', 'It makes the automations run faster', 'Zapier forbids building for others'],
                'The client keeps control of their workflows and data if you stop working together',
              ),
              taught(
                essay('Write your automation offer for one type of small business: the first automation you would build, the setup price, what the care plan includes and how you protect customer data.', [
                  'names the type of business',
                  'describes the first automation',
                  'includes a price',
                  'describes the care plan',
                  'explains how customer data is protected',
                ], 180),
                {
                  example:
                    'Type of business: independent yoga and pilates studios. The first automation sends every new class booking from their booking tool into a Google Sheet, emails the client a confirmation with what to bring, and the day after their first class sends a short AI-drafted thank-you that the studio owner approves before it goes out. Setup: $350, built in the studio’s own Zapier account with their logins, with a one-page guide and a five-minute screen recording. Care plan: $60 a month — I check the run history weekly, fix errors within two working days, make small changes and add one new automation per quarter. Data: only name, email and class details move between apps; no health notes are sent to the AI step; error alerts go to the owner and to me; and I list every app that handles client data so the studio can update its privacy policy.',
                },
              ),
            ),
          ],
        },
      ],
    },
  ],
}
