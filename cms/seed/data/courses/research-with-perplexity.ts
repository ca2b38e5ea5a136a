import { blanks, essay, prompt, promptTask, quiz, type SeedCourse, taught, tasks, text } from '../build'

export const researchWithPerplexity: SeedCourse = {
  course: {
    title: 'Fast, Sourced Research with Perplexity',
    slug: 'research-with-perplexity',
    type: 'course',
    level: 'Beginner',
    orderNumber: 12,
    tags: ['New', 'AI learning'],
    tools: ['perplexity'],
    availableInTrial: false,
    description: 'Get answers with their sources, check them in minutes and turn research into briefs people trust.',
  },
  topics: [
    {
      title: 'Answers with sources',
      description: 'How Perplexity searches, cites and follows up — and how to check it.',
      lessons: [
        {
          title: 'How Perplexity answers',
          sections: [
            text(`
## A search engine that writes the answer

Perplexity searches the web for your question, reads the pages it finds and writes an answer with **numbered citations**. Each number links to a source, and the list of sources sits next to the answer. That makes it the right tool when you need current information and want to see where it came from — prices, product comparisons, regulations, recent news.

Get better answers with three habits:

- **Ask a full question with your situation.** "Best CRM" gets a generic list. "Which CRM suits a two-person wedding photography business that needs online contracts and invoices, under 30 euros a month?" gets a useful comparison.
- **Follow up in the same thread.** Perplexity keeps the context: "Which of these integrate with Google Calendar?" narrows the answer without repeating yourself.
- **Choose your sources.** You can point a search at particular kinds of sources — for example academic papers or discussions — when the general web is not what you need.

Perplexity also suggests related questions under each answer. They are a quick way to spot angles you had not thought of, but stay focused on what you actually need to decide.
`),
            prompt('I am {{who}}. Compare {{options}} for my situation: {{situation}}. Give a table with price, main strength, main drawback, and a source for each row.', {
              who: ['a freelance designer', 'a small online shop owner', 'a student'],
              options: ['three invoicing tools', 'three website builders', 'three note-taking apps'],
              situation: ['I work alone and need something simple', 'I sell in two countries', 'my budget is under 10 euros a month'],
            }),
            tasks(
              quiz(
                'What makes Perplexity different from a chat assistant answering from memory?',
                ['It never makes mistakes', 'It searches the web and cites its sources', 'It only answers questions about science'],
                'It searches the web and cites its sources',
              ),
              taught(
                promptTask('Write a Perplexity question for a tool or purchase decision you face. Include your situation, your limits (budget, must-haves) and the format of the answer.', [
                  'describes the user’s situation',
                  'sets limits such as budget or must-have features',
                  'asks for a specific format',
                ]),
                {
                  example:
                    'I run a two-person wedding photography business in Spain. Which online tool should we use for contracts, invoices and client questionnaires? Must-haves: e-signatures, invoices in euros, works well on a phone, under 30 euros a month for both of us. Compare the three best fits in a table with monthly price, e-signature (yes/no), main drawback and a source link for the price. Then recommend one in two sentences.',
                  comparison: {
                    weakPrompt: 'best CRM for photographers',
                    weakOutput:
                      'Popular CRM tools for photographers include HoneyBook, Dubsado, Studio Ninja and 17hats. They help you manage clients, bookings and payments. Each has its own strengths, so the best choice depends on your needs and budget.',
                    strongOutput:
                      '| Tool | Price per month (2 users) | E-signature | Main drawback | Source |\n|---|---|---|---|---|\n| Tool A | within budget on the yearly plan | Yes | Questionnaire templates are basic | [1] |\n| Tool B | over budget for two users | Yes | English-only invoices | [2] |\n| Tool C | free tier, paid add-ons | Add-on | Mobile app is limited | [3] |\n\nRecommendation: Tool A fits your budget and does all three jobs; check that its invoices can show Spanish VAT before you sign up [4].',
                  },
                },
              ),
            ),
          ],
        },
        {
          title: 'Check a cited answer in three minutes',
          sections: [
            text(`
## A citation is a claim, not proof

A numbered citation tells you where Perplexity says a fact comes from. Sometimes the page says something slightly different, is outdated, or is a low-quality site repeating someone else. Before you rely on an answer, spend three minutes checking:

1. **Open the sources behind the facts that matter** — the numbers, dates, prices and rules — not every sentence.
2. **Find the sentence.** Search the page (Ctrl+F or Cmd+F) for the number or key phrase. If it is not there, the claim is unsupported.
3. **Check the date and the owner.** A 2021 blog post about 2025 tax rules is not a source. Prefer the official site, the original study or the company's own pricing page.
4. **Ask for the other side:** "What are the main criticisms of this?" or "Which sources disagree?"

When sources conflict, say so in your work instead of picking the convenient one. And for decisions with legal, medical or financial consequences, use Perplexity to find the official documents, then read those.
`),
            tasks(
              blanks('Open the sources behind the ___ that matter, search the page for the sentence, and check its ___ and owner.', 'facts|numbers|claims', 'date'),
              quiz(
                'An answer cites a source for "the fee rose to 4.5% in 2025", but the page says 3.9% and is from 2022. What do you do?',
                ['Use 4.5% — the citation is there', 'Treat the claim as unsupported and find the official current figure', 'Average the two numbers'],
                'Treat the claim as unsupported and find the official current figure',
              ),
            ),
          ],
        },
      ],
    },
    {
      title: 'Research that earns',
      description: 'Deeper reports, research spaces and briefs clients pay for.',
      lessons: [
        {
          title: 'Pro Search and Deep Research',
          sections: [
            text(`
## When one search is not enough

For harder questions Perplexity offers deeper modes:

- **Pro Search** breaks your question into several searches, may ask you a clarifying question, and combines the results. Good for comparisons with several criteria.
- **Deep Research** (labelled Research in newer versions) runs many searches, reads many sources and writes a longer report, taking a few minutes rather than seconds. Good for a market overview or a background brief.

The free plan includes a limited number of these searches; paid plans include many more.

Deep modes reward a good brief. Tell Perplexity **what the research is for, the scope, what to leave out and the shape of the report**. "Research the market for vegan dog food in Germany" is a start; adding "for a small brand deciding whether to enter; focus on the main brands, price ranges and where they sell; leave out the US; end with open questions" makes it useful.

A longer report means more claims to check, not fewer. Pick the five facts the decision depends on and verify those as in the previous lesson.
`),
            tasks(
              taught(
                promptTask('Write a Deep Research prompt for a question you or a client need answered. Say what the research is for, its scope and how the report should be structured.', [
                  'names a specific topic',
                  'says what the research is for',
                  'limits the scope',
                  'sets a structure or format for the report',
                ]),
                {
                  example:
                    'Research the market for vegan dog food in Germany for a small pet-food brand deciding whether to launch there next year. Scope: brands sold in Germany, their price per kilo, where they sell (supermarkets, pet shops, online), and any German or EU labelling rules for pet food claims. Leave out the US and UK. Structure the report as: a five-bullet summary; a table of brands with price per kilo, channel and source; rules that apply, linking to official sources; open questions I should check with an expert. Prefer sources from the last two years.',
                  comparison: {
                    weakPrompt: 'Tell me about vegan dog food.',
                    weakOutput:
                      'Vegan dog food is a plant-based diet for dogs that excludes all animal products. Some owners choose it for ethical or environmental reasons. It is important to ensure the diet is nutritionally complete. Consult your veterinarian before changing your dog’s diet.',
                    strongOutput:
                      'Summary\n• Several specialist brands already sell in Germany, mostly online and in pet-shop chains [1][3]\n• Prices per kilo vary widely between budget and premium brands [2]\n…\n\n| Brand | Price per kg | Channel | Source |\n| … | … | Online, pet shops | [2] |\n\nRules that apply\nEU rules on labelling pet food and on “complete feed” claims apply [5]…\n\nOpen questions\n• Do nutrition claims need testing to be printed on the pack?',
                  },
                },
              ),
            ),
          ],
        },
        {
          title: 'Spaces and client-ready briefs',
          sections: [
            text(`
## Keep research in one place

A **Space** in Perplexity groups your searches on one subject. You can give it **instructions** ("answers for a non-technical small-business owner, always include prices in euros") and add **files**, such as a client's brief, so every search in the Space starts with that context. One Space per client or per project keeps things tidy.

## A small research service

Plenty of people need a clear answer and have no time to find it: a shop owner choosing a payment provider, a coach comparing course platforms, a founder checking competitors. A fixed-price "research brief" is an honest service to sell:

1. Agree the question and the decision it serves.
2. Research in a Space with the client's context.
3. Check the key facts against the original sources.
4. Deliver one or two pages: the answer, a comparison table, the sources, and what you could not confirm.

Your value is the judgement and the checking, not the search itself. Say that you use AI tools, and never present a fact you have not seen in a source.
`),
            prompt('Using the sources found so far, draft a one-page brief for {{client}}: the answer in three sentences, a comparison table, the sources, and what could not be confirmed.', {
              client: ['a café owner choosing a card reader', 'a coach choosing a course platform', 'a founder checking three competitors'],
            }),
            tasks(
              taught(
                essay('Describe a research brief you could sell or use at work: who needs it, the question it answers, and how you would check it before delivering.', [
                  'names who needs the research',
                  'states the question it answers',
                  'explains how facts will be checked',
                ], 150),
                {
                  example:
                    'Independent cafés near me often ask which card reader to choose. I would sell a one-page brief for café owners that answers: which of three common card readers costs least for a café taking about 1,500 card payments a month, and which works with their till? I would set up a Perplexity Space with the owner’s numbers and till system as context, use Pro Search to compare fees, contract terms and hardware prices, then open each provider’s official pricing page to check every fee myself. Anything I could not confirm — such as discounts only given on a sales call — goes in a list of questions to ask the provider.',
                },
              ),
            ),
          ],
        },
      ],
    },
  ],
}
