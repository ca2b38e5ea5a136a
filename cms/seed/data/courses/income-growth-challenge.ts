import { blanks, type ChallengeDay, challengeWeeks, essay, promptTask, quiz, type SeedCourse, taught } from '../build'

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
    tools: ['chatgpt', 'midjourney'],
    availableInTrial: false,
    dayCount: 28,
    description: 'Twenty minutes a day for four weeks: build and sell your first AI-powered services.',
  },
  topics: challengeWeeks([
    {
      title: 'Visual Hustles',
      description: 'Earn with AI images: designs, prints and social media visuals.',
      days: [
        day(
          'Your income goal',
          'Write down how much you want to earn in 28 days and why. A concrete number turns a vague wish into a plan you can measure every week.',
          taught(essay('What is your income goal for the next 28 days, and what will you do with the money?', ['states a concrete amount', 'gives a personal reason'], 100), {
            example:
              'My goal is to earn $300 in the next 28 days from AI image designs and small services. That is about $75 a week, or three to four sales. The reason is personal: I want to pay for a weekend trip with my sister without touching my savings, and prove to myself that a side income is possible.',
          }),
        ),
        day(
          'Your first image prompt',
          'Use subject, style, light and framing to create a picture you would be proud to sell. Save the prompt: it is the start of your prompt library.',
          taught(promptTask('Write an image prompt for a poster you could sell online.', ['names the subject', 'sets a style', 'describes light or mood']), {
            example:
              'You are a print designer for my online poster shop; my buyers decorate calm, minimalist living rooms. Create a poster image: a lone fishing boat on a misty mountain lake at dawn, in Japanese woodblock print style, muted blue and peach palette, soft early light and a peaceful mood. Portrait, 2:3 ratio, plenty of empty sky, without text or signature. Also give me a listing title under 10 words.',
            comparison: {
              weakPrompt: 'A nice poster of a lake.',
              weakOutput:
                'Here is your image: a bright, sunny lake surrounded by green pine trees and snow-capped mountains under a clear blue sky, with white clouds reflected in the water. The colours are saturated and the style looks like a generic landscape photo, similar to a desktop wallpaper, in landscape format with detail filling the whole frame.',
              strongOutput:
                'Here is your poster (2:3, portrait): a small wooden fishing boat sits alone on a still lake, with mountains fading into layers of mist behind it. Flat areas of muted blue and soft peach, fine woodblock-style lines in the water, and a pale dawn sky filling the top third leave the picture room to breathe on a wall. No text or signature.\n\nListing title: Misty Lake at Dawn, Japanese Woodblock Style Print',
            },
          }),
        ),
        day(
          'What sells: research in 20 minutes',
          'Browse a print-on-demand marketplace and note ten best-selling designs in one niche. Ask the AI what they have in common.',
          taught(essay('List three patterns you found in best-selling designs of one niche.', ['names the niche', 'lists three patterns'], 120), {
            example:
              'Niche: gifts for houseplant lovers (mugs, tote bags and prints).\n1. Simple line drawings of a single plant, such as a monstera leaf, on a plain background.\n2. Short, funny text like “Plant mom” or “Just one more plant” in a hand-written font.\n3. Soft earthy colours — sage green, terracotta, cream — rather than bright ones.\nThe AI suggested these patterns; I checked each one against ten listings myself.',
          }),
        ),
        day(
          'Design a mini collection',
          'Create three designs in the same style for the niche you researched. A collection sells better than single designs because buyers see a brand.',
          taught(promptTask('Write the prompts for a three-design collection with one shared style line.', ['three distinct subjects', 'one shared style line']), {
            example:
              'You are an illustrator for my plant-lover print shop. Style line for all three: minimal single-line drawing, sage green and terracotta on a cream background, soft paper texture, calm mood.\nDesign 1: a monstera leaf in a round pot.\nDesign 2: a trailing pothos on a bookshelf.\nDesign 3: a small cactus on a windowsill.\nWrite the three final prompts as a list, each a 4:5 print with the same line weight and without text, so I can reuse them.',
            comparison: {
              weakPrompt: 'Make three plant posters.',
              weakOutput:
                'Here are three plant poster ideas:\n1. A vibrant tropical jungle full of palm trees and colourful flowers in a realistic style.\n2. A watercolour sunflower field at sunset.\n3. A cartoon cactus wearing sunglasses with the words “Stay sharp”.\nEach design can be printed in various sizes and would look great in any room!',
              strongOutput:
                'Here are your three prompts, sharing one style line:\n1. Minimal single-line drawing of a monstera leaf in a round pot, sage green and terracotta on a cream background, soft paper texture, calm mood, 4:5, no text.\n2. Minimal single-line drawing of a trailing pothos on a bookshelf, sage green and terracotta on a cream background, soft paper texture, calm mood, 4:5, no text.\n3. Minimal single-line drawing of a small cactus on a windowsill, sage green and terracotta on a cream background, soft paper texture, calm mood, 4:5, no text.\nKeep the line weight identical when you generate them, so the set hangs well together.',
            },
          }),
        ),
        day('Listings that convert', 'Titles and descriptions decide whether buyers find you. Ask the AI for keyword-rich titles and a description that speaks to the buyer, not the product.', blanks('A good listing title contains the ___ buyers search for, and the description speaks to the ___.', 'keywords', 'buyer|customer')),
        day(
          'Social media visuals for a local business',
          'Pick a café, salon or gym near you and make three posts for them in their style. You will use them tomorrow as your pitch.',
          taught(promptTask('Write prompts for three social media images for a local business.', ['names the business type', 'matches a consistent style', 'suits a social media format']), {
            example:
              'You are a social media designer for Bean There, a local business: a cosy neighbourhood café with green tiles and oak tables that our regulars love. Shared style: photorealistic, warm natural light, green and oak tones, relaxed weekend mood. Create three Instagram posts: 1) a flat white with latte art on an oak table, 1:1; 2) a tray of fresh cinnamon buns, 4:5; 3) the café window on a rainy morning, 9:16 for stories. Avoid text and faces.',
            comparison: {
              weakPrompt: 'Make some pictures for a café’s Instagram.',
              weakOutput:
                'Here are three images for a café Instagram:\n1. A cup of cappuccino with a heart in the foam on a marble counter.\n2. A colourful assortment of pastries and cakes in a display case.\n3. A modern café interior with industrial lights and people working on laptops.\nThese images will help attract customers and showcase the café’s atmosphere!',
              strongOutput:
                'Here are the three images in one style:\n1. (1:1) A flat white with a leaf of latte art on a worn oak table, green tiles soft in the background, warm morning light from the left.\n2. (4:5) A baking tray of cinnamon buns, glaze still glossy, on the same oak counter, steam catching the light.\n3. (9:16) The café window on a rainy morning, seen from inside: a warm glow, raindrops on the glass, a green chair and an oak table in the foreground.\nNo text or faces, so you can add this week’s offer on top.',
            },
          }),
        ),
        day(
          'Week 1 review',
          'Count what you created, what you listed and who you contacted. Decide what to keep doing next week.',
          taught(essay('What worked in week 1, and what will you change in week 2?', ['names one result', 'names one change'], 120), {
            example:
              'What worked: my three-design plant collection got more views than my single posters, and the café owner replied to my sample posts. That result tells me buyers like a clear style. What did not work: I spent two evenings polishing one image. My change for week 2: a 30-minute limit per design, then I move on, so I finish something every day.',
          }),
        ),
      ],
    },
    {
      title: 'AI Templates & Tools',
      description: 'Sell digital products: templates, planners and prompt packs.',
      days: [
        day('Digital products 101', 'Templates, planners and prompt packs are made once and sold many times. Choose one product type that fits your week-1 niche.', quiz('Why do digital products scale well?', ['They are made once and sold many times', 'They need no marketing', 'They cannot be copied'], 'They are made once and sold many times')),
        day(
          'Plan a planner',
          'Ask the AI for the sections, pages and prompts of a planner your audience would pay for. Keep it focused on one outcome.',
          taught(promptTask('Write a prompt that outlines a planner for one specific audience and goal.', ['names the audience', 'names the outcome', 'asks for sections or pages']), {
            example:
              'You are a productivity coach who designs printable planners. I am creating a planner for first-time freelancers. The outcome they want: their first three paying clients in 30 days. Outline the planner: list the sections and pages in order, with one sentence on what each page is for and one question or prompt printed on it. Keep it to at most 12 pages, use plain, encouraging language and avoid generic habit trackers.',
            comparison: {
              weakPrompt: 'Make a planner for freelancers.',
              weakOutput:
                'Here is a freelancer planner outline:\n1. Yearly goals\n2. Monthly calendar\n3. Weekly planner\n4. Daily to-do list\n5. Habit tracker\n6. Income and expense tracker\n7. Client list\n8. Notes pages\nThis planner will help freelancers stay organised, manage their time and achieve their goals!',
              strongOutput:
                'First Clients in 30 Days — planner outline\n1. My offer (p. 1): one service, its price and who it is for. Prompt: “What problem do I solve, in one sentence?”\n2. Prospect list (pp. 2–3): 30 names, each with the problem you noticed.\n3. Outreach tracker (pp. 4–5): date sent, reply, next step. Question: “Who have I not followed up with?”\n4. Weekly review (pp. 6–9): messages sent, replies, one thing to change.\n5. Portfolio builder (p. 10): three samples to make this month.\n6. Pricing check (p. 11): five competitors compared.\n7. Win log (p. 12): every client, the fee and one lesson learned.',
            },
          }),
        ),
        day(
          'Build a prompt pack',
          'Collect twenty prompts that solve one problem — for example "launch an Etsy shop". Test each one and keep only those that work.',
          taught(essay('Describe your prompt pack: who it is for, the problem it solves and three example prompts.', ['names the buyer', 'states the problem', 'gives three prompts'], 150), {
            example:
              'My pack “Launch Your Etsy Shop” is for Etsy shop owners who have made their first products but have no sales yet. The problem it solves: they do not know how to write listings or find buyers. It has 20 tested prompts, for example:\n1. “Write five keyword-rich titles for my handmade candle, for buyers searching for cosy gifts.”\n2. “Turn these product facts into a 120-word description that speaks to the buyer.”\n3. “Suggest ten Pinterest pin ideas that lead to my shop.”',
          }),
        ),
        day('Design the product pages', 'Use a free design tool and AI images to lay out your template. Clean layouts and consistent fonts look premium.', blanks('Clean ___ and consistent ___ make a template look premium.', 'layouts|layout', 'fonts|typography')),
        day(
          'Price it',
          'Look at five similar products and price yours in the middle. Add a bundle at a higher price for buyers who want more.',
          taught(essay('What price did you choose and why? What goes into your bundle?', ['states a price', 'refers to competitors', 'describes a bundle'], 100), {
            example:
              'I looked at five competitors selling freelancer planners: they charge between $7 and $19. I chose $12, in the middle, because my planner focuses on one goal and includes prompts on every page. My bundle costs $24: the planner, my 20-prompt outreach pack and an editable proposal template, which would cost $36 bought separately.',
          }),
        ),
        day(
          'Launch post',
          'Write a launch post that shows the product in use. Ask the AI for three hooks and pick the strongest.',
          taught(promptTask('Write a prompt that creates three hooks for your product launch post.', ['describes the product', 'names the audience', 'asks for three options']), {
            example:
              'You are a copywriter who writes scroll-stopping social posts. I am launching my product, a printable planner for first-time freelancers who want their first three clients in 30 days. Write three different hooks for my Instagram launch post: one question, one bold promise, one short story opening. Each hook must be under 15 words, in a friendly, confident tone, without hype words like “ultimate” or “game-changer”. Then tell me which one you would pick and why.',
            comparison: {
              weakPrompt: 'Write hooks for my planner launch.',
              weakOutput:
                'Here are some hooks for your planner launch:\n1. “Get organised like never before with our amazing new planner!”\n2. “The ultimate planner you have been waiting for is finally here!”\n3. “Transform your life with this game-changing planner!”\n4. “Plan smarter, not harder!”\n5. “Your dream year starts today!”\nFeel free to adjust these to match your brand voice.',
              strongOutput:
                '1. Question: “Sent ten pitches and heard nothing back?”\n2. Bold promise: “Your first three freelance clients in 30 days, one page at a time.”\n3. Story opening: “Last spring I had a laptop, a skill and zero clients.”\n\nMy pick: the question. It names a pain your audience feels today, and your next line can introduce the planner as the way out.',
            },
          }),
        ),
        day(
          'Week 2 review',
          'Check listings, views and first sales. Improve the weakest listing with what you learned.',
          taught(essay('Which listing performed worst and what will you change?', ['names the listing', 'describes a concrete change'], 100), {
            example:
              'My worst listing was the “Cactus on a windowsill” print: 40 views and no favourites in a week. Its title only named the design, with none of the words buyers search for. My change: a new title, “Minimalist Cactus Print, Sage Green Line Art, Plant Lover Gift”, a room mock-up as the first photo, and a description that starts with where the print looks good.',
          }),
        ),
      ],
    },
    {
      title: 'Next-Level AI Services',
      description: 'Offer AI-powered services to clients.',
      days: [
        day('Pick your service', 'Choose one service you can deliver with AI this week: content writing, social media visuals, video scripts or translations.', quiz('Which is a packaged service?', ['"I do AI stuff"', '"12 Instagram posts a month with captions for $240"', '"Hourly help with anything"'], '"12 Instagram posts a month with captions for $240"')),
        day(
          'Your offer page',
          'Outcome, scope, price and three samples: that is all an offer page needs. Ask the AI to draft it, then make it sound like you.',
          taught(promptTask('Write a prompt that drafts a one-page service offer.', ['states the outcome', 'defines scope', 'includes a price']), {
            example:
              'You are a copywriter for small service businesses. I am a designer who makes social media images with AI for local cafés. Draft a one-page offer with four headings: Outcome (12 on-brand Instagram images a month, ready to post), Scope (two rounds of changes, three images every Monday), Price ($240 a month, first month $180) and Samples (three placeholders). Keep it under 250 words, speak to the café owner as “you”, and use a warm, confident tone without jargon.',
            comparison: {
              weakPrompt: 'Write an offer for my design services.',
              weakOutput:
                'Professional Design Services\n\nAre you looking for high-quality designs that make your brand stand out? Our professional design services offer creative solutions tailored to your needs. From logos to social media graphics, we deliver stunning visuals that capture your audience’s attention. With our attention to detail and commitment to excellence, we ensure your complete satisfaction. Contact us today to learn more about our services and pricing!',
              strongOutput:
                'Fresh Feed: your café’s Instagram, sorted\n\nOutcome\nTwelve images a month that look like your café — your cups, your cakes, your light — ready to post, so you never scramble for a photo again.\n\nScope\nEvery Monday you get three new images, with two rounds of changes included. Tell me about new dishes or events and I will match them.\n\nPrice\n$240 a month. Your first month is $180, and you can stop with a month’s notice.\n\nSamples\n[Sample 1] [Sample 2] [Sample 3]\n\nReady for a fresh feed? Reply to this message and your first three images arrive this week.',
            },
          }),
        ),
        day(
          'Find ten prospects',
          'List ten businesses or people who need your service. Note one specific problem you saw for each.',
          taught(essay('Name three of your prospects and the problem you noticed for each.', ['three prospects', 'one specific problem each'], 120), {
            example:
              '1. Bean There café: their last five Instagram posts are dark phone photos taken at night.\n2. Maya’s Hair Studio: nothing posted in two months, although they launched a new colour service.\n3. GreenBox meal delivery: great food photos on the website, but their stories use stock images that do not match.\nEach problem is one my image package solves directly.',
          }),
        ),
        day('Outreach that gets replies', 'Short, personal messages win: their problem, your idea, one question. Send five today.', blanks('A good outreach message names their ___, offers one ___ and ends with a question.', 'problem', 'idea')),
        day(
          'Deliver a sample',
          'Do a small free sample for your warmest prospect. It is the fastest way to your first paid order.',
          taught(essay('Describe the sample you made and how the prospect reacted.', ['describes the sample', 'reports a reaction or next step'], 100), {
            example:
              'For Bean There café I made three free sample posts: a flat white on their oak table, their cinnamon buns and a rainy-window story, all in their green-and-oak style. The owner replied the same day, said the buns looked better than in her own photos and asked for a price. The next step is a call on Thursday to agree on the first month.',
          }),
        ),
        day(
          'Quality checklist',
          'Write the checklist you run before every delivery: facts, brief, tone, format.',
          taught(promptTask('Write a "critic" prompt that reviews your work against the client brief.', ['asks to compare with the brief', 'asks for concrete weaknesses']), {
            example:
              'You are a strict senior editor checking work before it goes to a client. Below are the client brief and my draft of 12 Instagram captions for their bakery. Compare the draft with the brief line by line. List every weakness in a table with three columns: brief requirement, what my draft does, concrete fix. Be direct and professional, do not praise, and flag any fact or price you cannot confirm from the brief.\n\nBrief: [paste]\nDraft: [paste]',
            comparison: {
              weakPrompt: 'Is this good? [captions]',
              weakOutput:
                'Your captions are engaging and well written! They have a warm, friendly tone that suits a bakery, and the emojis add a lot of personality. To make them even better, you could add a few more hashtags and a call to action here and there. Overall, great job — your client is going to love them!',
              strongOutput:
                'Brief requirement | What the draft does | Fix\nMention the sourdough launch in 3 posts | Mentioned once (caption 4) | Add it to captions 7 and 10\nNo emojis (brand rule) | Captions 2, 5 and 9 use emojis | Remove them\nEnd with “Order by 8 pm for next-day pickup” | Missing from 6 captions | Add it to 1, 3, 6, 8, 11 and 12\nMax 60 words each | Caption 9 has 84 words | Cut its second paragraph\n\nCannot confirm: caption 5 says “from $4”, but the brief gives no prices. Check with the client before posting.',
            },
          }),
        ),
        day(
          'Week 3 review',
          'Count messages, replies and orders. Decide which channel gets more of your time next week.',
          taught(essay('Which outreach channel worked best and why?', ['names the channel', 'gives a reason'], 100), {
            example:
              'The best channel was Instagram direct messages: 4 replies from 15 messages, against 1 reply from 15 emails. The reason, I think, is that I could reply to a story the owner had just posted, so my message felt personal and showed I knew their business. Next week most of my outreach time goes to Instagram.',
          }),
        ),
      ],
    },
    {
      title: 'Build Your Brand & Scale',
      description: 'Grow an audience and turn one-off sales into steady income.',
      days: [
        day(
          'Your brand in one sentence',
          'Who you help, with what, and how it feels to work with you. Use it in every bio.',
          taught(promptTask('Write a prompt that suggests five one-sentence brand statements for you.', ['describes who you help', 'describes what you offer']), {
            example:
              'You are a brand strategist for solo freelancers. I am a freelancer who creates AI-made Instagram images for small business owners such as cafés and salons, delivered every week so their feed always looks professional. Write five one-sentence brand statements describing who I help, what I offer and how it feels to work with me. Each must be under 20 words, in plain, warm language, without buzzwords like “elevate” or “synergy”.',
            comparison: {
              weakPrompt: 'Write a brand statement for me.',
              weakOutput:
                'Here is a brand statement for you:\n\n“Empowering businesses to elevate their brand through innovative, high-quality creative solutions that inspire, engage and deliver results.”\n\nIf you tell me more about your business, your audience and your values, I can make it more specific and tailored to who you are and what you do.',
              strongOutput:
                '1. I make cafés and salons look as good on Instagram as they do in real life.\n2. Fresh, on-brand photos for small businesses, in your inbox every Monday.\n3. You run the shop; I keep your feed full of images that look like you.\n4. Weekly AI-made images for local businesses, so posting never feels like a chore.\n5. Your feed, sorted: professional pictures for small shops, without a photo shoot.',
            },
          }),
        ),
        day(
          'A profile that sells',
          'Update your social profile: brand sentence, offer link, three pinned posts that show results.',
          taught(essay('What did you change in your profile today?', ['mentions the bio', 'mentions the offer link or pinned posts'], 100), {
            example:
              'I rewrote my bio around my brand sentence: “I make cafés and salons look as good on Instagram as they do in real life.” I replaced my old website link with a link straight to my offer page, and pinned three posts: a before-and-after for a café, my monthly package and a short comment from my first client.',
          }),
        ),
        day('Content that brings clients', 'Post one case study: the problem, what you did with AI, the result. Case studies sell services better than tips.', blanks('A case study shows the ___, what you did and the ___.', 'problem', 'result|outcome')),
        day(
          'Automate the repetitive parts',
          'List the tasks you repeated this month and turn each into a saved prompt or template.',
          taught(essay('Which three tasks will you automate, and how?', ['lists three tasks', 'describes the prompt or template for each'], 150), {
            example:
              '1. Captions: a saved prompt with slots for the client, the image and the offer, so each caption takes two minutes.\n2. Monthly reports: a template where I paste each client’s post stats and ask the AI for three insights and one suggestion.\n3. Outreach: a prompt that turns my notes on a prospect’s problem into a short, personal first message, which I always edit before sending.',
          }),
        ),
        day('Raise your price', 'With samples and a case study you can charge more. Add a premium tier with faster delivery or extra revisions.', quiz('What justifies a premium tier?', ['Extra value such as faster delivery', 'The same service at a higher price', 'A longer description'], 'Extra value such as faster delivery')),
        day(
          'Plan the next 90 days',
          'Set one income goal per month and the weekly actions that lead there.',
          taught(essay('Write your 90-day plan: monthly goals and weekly actions.', ['three monthly goals', 'weekly actions'], 150), {
            example:
              '- Month 1: earn $400 from two regular image clients. Weekly: send ten outreach messages and post one case study.\n- Month 2: earn $700 by adding a premium tier. Weekly: follow up with every prospect and deliver every Monday.\n- Month 3: earn $1,000 and launch my prompt pack. Weekly: publish two posts, ask each client for a referral and review my numbers on Friday.',
          }),
        ),
        day(
          'Celebrate and share',
          'Look back at day 1. Share what you built and earned with the community — your story will inspire the next group.',
          taught(essay('What did you achieve in 28 days, and what are you most proud of?', ['states a concrete result', 'reflects on progress'], 120), {
            example:
              'In 28 days I built a three-design print collection, a planner and my first service offer. The concrete result: one café now pays me $240 a month for images, and I made seven print sales. Looking back at my progress, I am most proud that I sent the outreach messages at all — on day 1 I did not believe anyone would answer.',
          }),
        ),
      ],
    },
  ]),
}
