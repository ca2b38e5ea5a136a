import { blanks, type ChallengeDay, challengeWeeks, essay, promptTask, quiz, type SeedCourse } from '../build'

const day = (title: string, lesson: string, practice: ChallengeDay['practice']): ChallengeDay => ({ title, lesson, practice })

/** The 4-week challenge the income funnels sell; the weeks follow the funnel's weekly slides. */
export const incomeGrowthChallenge: SeedCourse = {
  course: {
    title: '28-Day AI Income Growth Challenge',
    slug: '28-day-ai-income-growth-challenge',
    type: 'challenge',
    level: 'Beginner',
    orderNumber: 4,
    tags: ['Make money', 'New'],
    availableInTrial: false,
    dayCount: 28,
    description: 'Twenty minutes a day for four weeks: build and sell your first AI-powered services.',
  },
  topics: challengeWeeks([
    {
      title: 'Visual Hustles',
      description: 'Earn with AI images: designs, prints and social media visuals.',
      days: [
        day('Your income goal', 'Write down how much you want to earn in 28 days and why. A concrete number turns a vague wish into a plan you can measure every week.', essay('What is your income goal for the next 28 days, and what will you do with the money?', ['states a concrete amount', 'gives a personal reason'], 100)),
        day('Your first image prompt', 'Use subject, style, light and framing to create a picture you would be proud to sell. Save the prompt: it is the start of your prompt library.', promptTask('Write an image prompt for a poster you could sell online.', ['names the subject', 'sets a style', 'describes light or mood'])),
        day('What sells: research in 20 minutes', 'Browse a print-on-demand marketplace and note ten best-selling designs in one niche. Ask the AI what they have in common.', essay('List three patterns you found in best-selling designs of one niche.', ['names the niche', 'lists three patterns'], 120)),
        day('Design a mini collection', 'Create three designs in the same style for the niche you researched. A collection sells better than single designs because buyers see a brand.', promptTask('Write the prompts for a three-design collection with one shared style line.', ['three distinct subjects', 'one shared style line'])),
        day('Listings that convert', 'Titles and descriptions decide whether buyers find you. Ask the AI for keyword-rich titles and a description that speaks to the buyer, not the product.', blanks('A good listing title contains the ___ buyers search for, and the description speaks to the ___.', 'keywords', 'buyer|customer')),
        day('Social media visuals for a local business', 'Pick a café, salon or gym near you and make three posts for them in their style. You will use them tomorrow as your pitch.', promptTask('Write prompts for three social media images for a local business.', ['names the business type', 'matches a consistent style', 'suits a social media format'])),
        day('Week 1 review', 'Count what you created, what you listed and who you contacted. Decide what to keep doing next week.', essay('What worked in week 1, and what will you change in week 2?', ['names one result', 'names one change'], 120)),
      ],
    },
    {
      title: 'AI Templates & Tools',
      description: 'Sell digital products: templates, planners and prompt packs.',
      days: [
        day('Digital products 101', 'Templates, planners and prompt packs are made once and sold many times. Choose one product type that fits your week-1 niche.', quiz('Why do digital products scale well?', ['They are made once and sold many times', 'They need no marketing', 'They cannot be copied'], 'They are made once and sold many times')),
        day('Plan a planner', 'Ask the AI for the sections, pages and prompts of a planner your audience would pay for. Keep it focused on one outcome.', promptTask('Write a prompt that outlines a planner for one specific audience and goal.', ['names the audience', 'names the outcome', 'asks for sections or pages'])),
        day('Build a prompt pack', 'Collect twenty prompts that solve one problem — for example "launch an Etsy shop". Test each one and keep only those that work.', essay('Describe your prompt pack: who it is for, the problem it solves and three example prompts.', ['names the buyer', 'states the problem', 'gives three prompts'], 150)),
        day('Design the product pages', 'Use a free design tool and AI images to lay out your template. Clean layouts and consistent fonts look premium.', blanks('Clean ___ and consistent ___ make a template look premium.', 'layouts|layout', 'fonts|typography')),
        day('Price it', 'Look at five similar products and price yours in the middle. Add a bundle at a higher price for buyers who want more.', essay('What price did you choose and why? What goes into your bundle?', ['states a price', 'refers to competitors', 'describes a bundle'], 100)),
        day('Launch post', 'Write a launch post that shows the product in use. Ask the AI for three hooks and pick the strongest.', promptTask('Write a prompt that creates three hooks for your product launch post.', ['describes the product', 'names the audience', 'asks for three options'])),
        day('Week 2 review', 'Check listings, views and first sales. Improve the weakest listing with what you learned.', essay('Which listing performed worst and what will you change?', ['names the listing', 'describes a concrete change'], 100)),
      ],
    },
    {
      title: 'Next-Level AI Services',
      description: 'Offer AI-powered services to clients.',
      days: [
        day('Pick your service', 'Choose one service you can deliver with AI this week: content writing, social media visuals, video scripts or translations.', quiz('Which is a packaged service?', ['"I do AI stuff"', '"12 Instagram posts a month with captions for $240"', '"Hourly help with anything"'], '"12 Instagram posts a month with captions for $240"')),
        day('Your offer page', 'Outcome, scope, price and three samples: that is all an offer page needs. Ask the AI to draft it, then make it sound like you.', promptTask('Write a prompt that drafts a one-page service offer.', ['states the outcome', 'defines scope', 'includes a price'])),
        day('Find ten prospects', 'List ten businesses or people who need your service. Note one specific problem you saw for each.', essay('Name three of your prospects and the problem you noticed for each.', ['three prospects', 'one specific problem each'], 120)),
        day('Outreach that gets replies', 'Short, personal messages win: their problem, your idea, one question. Send five today.', blanks('A good outreach message names their ___, offers one ___ and ends with a question.', 'problem', 'idea')),
        day('Deliver a sample', 'Do a small free sample for your warmest prospect. It is the fastest way to your first paid order.', essay('Describe the sample you made and how the prospect reacted.', ['describes the sample', 'reports a reaction or next step'], 100)),
        day('Quality checklist', 'Write the checklist you run before every delivery: facts, brief, tone, format.', promptTask('Write a "critic" prompt that reviews your work against the client brief.', ['asks to compare with the brief', 'asks for concrete weaknesses'])),
        day('Week 3 review', 'Count messages, replies and orders. Decide which channel gets more of your time next week.', essay('Which outreach channel worked best and why?', ['names the channel', 'gives a reason'], 100)),
      ],
    },
    {
      title: 'Build Your Brand & Scale',
      description: 'Grow an audience and turn one-off sales into steady income.',
      days: [
        day('Your brand in one sentence', 'Who you help, with what, and how it feels to work with you. Use it in every bio.', promptTask('Write a prompt that suggests five one-sentence brand statements for you.', ['describes who you help', 'describes what you offer'])),
        day('A profile that sells', 'Update your social profile: brand sentence, offer link, three pinned posts that show results.', essay('What did you change in your profile today?', ['mentions the bio', 'mentions the offer link or pinned posts'], 100)),
        day('Content that brings clients', 'Post one case study: the problem, what you did with AI, the result. Case studies sell services better than tips.', blanks('A case study shows the ___, what you did and the ___.', 'problem', 'result|outcome')),
        day('Automate the repetitive parts', 'List the tasks you repeated this month and turn each into a saved prompt or template.', essay('Which three tasks will you automate, and how?', ['lists three tasks', 'describes the prompt or template for each'], 150)),
        day('Raise your price', 'With samples and a case study you can charge more. Add a premium tier with faster delivery or extra revisions.', quiz('What justifies a premium tier?', ['Extra value such as faster delivery', 'The same service at a higher price', 'A longer description'], 'Extra value such as faster delivery')),
        day('Plan the next 90 days', 'Set one income goal per month and the weekly actions that lead there.', essay('Write your 90-day plan: monthly goals and weekly actions.', ['three monthly goals', 'weekly actions'], 150)),
        day('Celebrate and share', 'Look back at day 1. Share what you built and earned with the community — your story will inspire the next group.', essay('What did you achieve in 28 days, and what are you most proud of?', ['states a concrete result', 'reflects on progress'], 120)),
      ],
    },
  ]),
}
