import { blanks, essay, prompt, promptTask, quiz, type SeedCourse, taught, tasks, text } from '../build'

export const presentationsWithGamma: SeedCourse = {
  course: {
    title: 'Decks and One-Pagers with Gamma',
    slug: 'presentations-with-gamma',
    type: 'course',
    level: 'Beginner',
    orderNumber: 15,
    tags: ['New', 'Make money'],
    tools: ['gamma'],
    availableInTrial: false,
    description: 'Go from an idea or your own notes to a clean deck, document or one-page site in minutes — and sell that skill to clients.',
  },
  topics: [
    {
      title: 'From idea to deck',
      description: 'Prompt, outline, design: how Gamma builds a presentation and how to steer it.',
      lessons: [
        {
          title: 'Prompt, outline, deck',
          sections: [
            text(`
## How Gamma works

Gamma creates **presentations, documents, web pages and social posts** from a short description. Its slides are called **cards**. The flow is always the same:

1. **Describe it.** Choose Generate, pick the format and write what you need.
2. **Edit the outline.** Gamma first shows a list of cards with their main points. This is the cheapest moment to fix things: reorder, delete, merge, or rewrite a card title. Set how many cards you want and how much text each should have.
3. **Pick a theme and images.** Choose a look, and where images come from (AI-generated, stock photos or none).
4. **Generate,** then edit the result.

The prompt decides most of the quality. Tell Gamma **who the audience is, what the deck must achieve, the key points in order, and the length**. "A deck about our café" produces filler; "An 8-card pitch to the local council for a pop-up café in the park: the idea, who it serves, opening hours, waste plan, what we ask for" produces a real first draft.

Free accounts work with a limited number of credits, so spend a minute on the prompt and the outline rather than regenerating.
`),
            prompt('Create a {{count}}-card presentation for {{audience}} that {{goal}}. Key points in order: … Keep text short: one idea per card.', {
              count: ['8', '10', '6'],
              audience: ['a potential client', 'my team', 'a local business group'],
              goal: ['pitches my social media management service', 'explains our new booking process', 'shows the results of our last project'],
            }),
            tasks(
              quiz(
                'When is the cheapest moment to fix the structure of a Gamma deck?',
                ['After exporting to PowerPoint', 'In the outline, before generating', 'After presenting it'],
                'In the outline, before generating',
              ),
              taught(
                promptTask('Write a Gamma prompt for a presentation you need: say who it is for, what it must achieve, the key points in order and how many cards.', [
                  'says who the audience is',
                  'states the goal of the deck',
                  'lists the key points in order',
                  'sets the number of cards or length',
                ]),
                {
                  example:
                    'Create an 8-card pitch presentation for the owners of small restaurants in my town, who are busy and not into marketing jargon. Goal: book a free 20-minute call about my social media management service. Key points in order: 1) the problem — no time to post; 2) what I do each month; 3) a real example: the bakery I helped, with its before and after feed; 4) three packages with prices; 5) how we start; 6) call to action. One idea per card, short sentences, warm and confident tone.',
                  comparison: {
                    weakPrompt: 'Presentation about social media marketing.',
                    weakOutput:
                      'Card 1: Introduction to Social Media Marketing\nCard 2: What Is Social Media Marketing?\nCard 3: The History of Social Media\nCard 4: Popular Platforms\nCard 5: Benefits for Businesses\nCard 6: Conclusion',
                    strongOutput:
                      'Card 1: More tables booked, without more hours on your phone\nCard 2: You cook. Posting can wait… until it doesn’t\nCard 3: Each month I plan, shoot and post for you\nCard 4: A real example: the bakery’s feed before and after\nCard 5: Three packages — Starter, Regular, Full service\nCard 6: How we start: one call, one photo session\nCard 7: What you need to do: approve the plan once a month\nCard 8: Book your free 20-minute call',
                  },
                },
              ),
            ),
          ],
        },
        {
          title: 'Start from your own content',
          sections: [
            text(`
## Paste in text, import a file

A deck built from your own notes, report or article is more accurate and more yours than one built from a one-line prompt. In Gamma choose **Paste in text** (or import a file) and decide what happens to your words:

- **Generate** uses your text as inspiration and writes new content around it.
- **Condense** shortens your text into slide-sized points — the right choice for a long report.
- **Preserve** keeps your exact wording and only lays it out — the right choice when the words are approved, such as legal text or a client's own copy.

You can split your text into cards yourself by putting a line with three dashes (---) where a new card should begin.

With Generate and Condense, check what changed: the AI can drop a condition ("only for orders over 50 euros"), round a number or add a claim that was not in your text. Compare each card with your source, especially figures, names and promises to customers.

A good habit: ask a chat assistant to turn your notes into a clean outline first, check the outline, then paste that into Gamma with Preserve.
`),
            tasks(
              quiz(
                'You paste a client’s approved product description and must not change their wording. Which option do you choose?',
                ['Generate', 'Condense', 'Preserve'],
                'Preserve',
              ),
              blanks('To start a new card where you want it, put a line with three ___ in the pasted text.', 'dashes|hyphens|---'),
            ),
          ],
        },
      ],
    },
    {
      title: 'Polish and deliver',
      description: 'Make the deck yours, then share, export and sell the skill.',
      lessons: [
        {
          title: 'Edit with AI, make it yours',
          sections: [
            text(`
## From generated to professional

A generated deck is a first draft. Three passes make it look like work you would put your name on:

**1. Content.** Read every card aloud. Replace vague lines ("innovative solutions for your success") with specifics: a name, a number you can prove, an example. Delete any statistic Gamma added that you cannot source — AI decks often invent convincing numbers.

**2. Design.** Pick or create a theme with your (or your client's) colours, fonts and logo so every deck starts on brand. Use the AI editing panel for changes across cards — "make every card's text shorter", "turn this card into a three-column comparison", "use a warmer colour for headings" — and edit single cards directly for small fixes.

**3. Images.** Replace generic AI images with real photos where they exist: a real product or team photo builds more trust than a perfect illustration. If you keep AI images, check hands, text in the image and anything that looks like a real brand.

Finally, view it on a phone. Many people open a shared link on their phone first.
`),
            prompt('Rewrite this card for {{audience}}: keep one main idea, at most {{limit}}, and replace vague phrases with {{specifics}}.', {
              audience: ['a busy restaurant owner', 'a hiring manager', 'a first-time investor'],
              limit: ['25 words', '3 bullet points', '2 sentences'],
              specifics: ['a concrete example', 'a number I will check', 'what the reader gets'],
            }),
            tasks(
              quiz(
                'Gamma added "78% of customers prefer brands with great design" to your deck. What should you do?',
                ['Keep it — it sounds convincing', 'Delete it unless you find and cite a real source', 'Round it to 80%'],
                'Delete it unless you find and cite a real source',
              ),
            ),
          ],
        },
        {
          title: 'One-pagers and client work',
          sections: [
            text(`
## Share, export, get paid

Gamma is not only for slides. A **document** or **web page** made in Gamma is a quick way to make a one-pager: a service menu, an event page, a project summary or a CV.

When it is done, you can:

- **Share a link,** viewable in any browser and easy to read on phones. Depending on your plan, Gamma shows how many people viewed it.
- **Export to PDF, PowerPoint or Google Slides** when a client needs a file. Check the export: fonts and layouts can shift, and a PowerPoint export may need touch-ups.
- **Remove the Gamma badge** on a paid plan before you deliver client work.

## A small service to sell

Many small businesses need a decent pitch deck, sales one-pager or service menu and have no designer. A fixed-price package — "a 10-card deck from your notes, in your colours, two rounds of changes" — is realistic to deliver in an afternoon with Gamma.

The AI makes the first draft fast; clients pay for the parts it cannot do: asking the right questions, cutting what does not persuade, and checking every claim. Tell clients you use AI tools and agree who owns the final files.
`),
            tasks(
              taught(
                promptTask('Write a Gamma prompt for a one-page document or web page you could make for a client or yourself, such as a service menu or a project summary. Say who reads it, what is on it and the action it should lead to.', [
                  'says who the reader is',
                  'lists what the page must contain',
                  'ends with an action for the reader',
                ]),
                {
                  example:
                    'Create a one-page web page for my dog-walking service in Leeds, written for busy dog owners who work in offices. Sections: a headline with the promise (your dog walked at lunchtime, every weekday); how it works in three steps; prices for 30- and 60-minute walks (use [price] placeholders); areas I cover; two short testimonials (leave [testimonial] placeholders — I will add real ones); a clear call to action: message me on WhatsApp to book a free meet-and-greet. Friendly, short sentences, no stock phrases.',
                  comparison: {
                    weakPrompt: 'Make a page for my dog walking business.',
                    weakOutput:
                      'Welcome to Our Dog Walking Service!\n\nWe are passionate about dogs and dedicated to providing the best care for your furry friends. Our experienced walkers offer reliable, professional service tailored to your needs. Contact us today to learn more!',
                    strongOutput:
                      'Your dog walked at lunchtime, every weekday\n\nHow it works\n1. We meet you and your dog for free\n2. You choose your days\n3. I send a photo after every walk\n\nPrices\n30-minute walk — [price]\n60-minute walk — [price]\n\nAreas: Headingley, Hyde Park, Chapel Allerton\n\n“[testimonial]”\n\nMessage me on WhatsApp to book your free meet-and-greet.',
                  },
                },
              ),
              taught(
                essay('Describe a deck or one-pager service you could offer with Gamma: who would buy it, what exactly they get, and what you would check before delivering.', [
                  'names who would buy it',
                  'describes what the client gets',
                  'explains what will be checked before delivery',
                ], 150),
                {
                  example:
                    'I would offer a package aimed at local personal trainers, who rarely have time for marketing: a one-page web page and a 6-card PDF price guide made in Gamma. They get: a page with their offer, prices, a booking link and real photos they send me, in their colours, plus two rounds of changes, delivered within three days. I would start from a short questionnaire, paste their answers into Gamma with Condense, and build a theme with their logo. Before delivering I would check every price and claim against the questionnaire, delete anything the AI invented such as results or statistics, test the page on my phone, and check that the booking link works.',
                },
              ),
            ),
          ],
        },
      ],
    },
  ],
}
