import { blanks, type ChallengeDay, challengeWeeks, essay, promptTask, quiz, type SeedCourse, taught } from '../build'

const day = (title: string, lesson: string, practice: ChallengeDay['practice']): ChallengeDay => ({ title, lesson, practice })

/** The creator challenge: a faceless channel with AI avatars, judged on growth and quality. */
export const facelessContentChallenge: SeedCourse = {
  course: {
    title: '28-Day Faceless Creator Challenge',
    slug: '28-day-faceless-creator-challenge',
    type: 'challenge',
    level: 'Beginner',
    orderNumber: 8,
    tags: ['New', 'Make money'],
    tools: ['chatgpt', 'dalle', 'heygen', 'elevenlabs', 'capcut'],
    availableInTrial: false,
    dayCount: 28,
    description: 'Launch and grow a faceless video channel with AI avatars in four weeks — no camera needed.',
  },
  topics: challengeWeeks([
    {
      title: 'Set up your channel',
      description: 'Niche, name, look and the first scripts.',
      days: [
        day(
          'Choose your niche',
          'Pick a topic you can talk about for 100 videos and that viewers search for: money tips, history facts, productivity, travel hacks.',
          taught(essay('Which niche did you choose and why will people watch it?', ['names the niche', 'explains viewer interest'], 100), {
            example:
              'My niche is money tips for students living away from home for the first time. People search for this every term: cheap meals, bank accounts, splitting bills with flatmates. Viewers will watch because each video solves one real problem in under a minute, and there are easily 100 questions to answer before I run out of ideas.',
          }),
        ),
        day(
          'Name and profile',
          'Ask the AI for twenty channel names, check they are free on every platform and create a profile picture with an image generator.',
          taught(promptTask('Write a prompt that suggests channel names for your niche.', ['names the niche', 'sets a style or tone for the names']), {
            example:
              'You are a naming expert for YouTube and TikTok channels. My faceless channel shares money tips for students living away from home for the first time. Suggest 20 channel names: at most three words each, easy to spell, playful but trustworthy in tone, without the word “money”. Show them as a numbered list with a one-line reason for each, and mark your three favourites.',
            comparison: {
              weakPrompt: 'Suggest some channel names.',
              weakOutput:
                'Here are some channel name ideas:\n1. Money Matters\n2. Wealth Wisdom\n3. The Finance Hub\n4. Smart Money Tips\n5. Cash Flow Academy\n6. Rich Mindset\n7. Money Made Simple\n8. Financial Freedom Zone\nLet me know if you would like more ideas or names in a specific style!',
              strongOutput:
                '1. Broke to Budget ★ — the journey every student wants to make.\n2. Student Pennies — simple, and clearly for students.\n3. Cheap Eats Campus — strong if food videos lead.\n4. The Frugal Fresher ★ — playful, says exactly who it is for.\n5. Rent & Ramen — funny and memorable.\n6. Tight Budget Tips — clear and searchable.\n7. Halls Hacks ★ — short; best where students say “halls”.\n8. Split the Bill — great for flatmate topics.\n… 12 more below.\n★ My favourites. Check that each name is free on YouTube, TikTok and Instagram before you decide.',
            },
          }),
        ),
        day('Your avatar and voice', 'Choose an AI presenter and voice that suit your audience. Keep them the same in every video so viewers recognise you.', quiz('Why keep the same avatar and voice?', ['Viewers recognise the channel', 'It renders faster', 'Platforms require it'], 'Viewers recognise the channel')),
        day(
          'Ten video ideas',
          'Use the AI to list questions your audience asks and turn the best ten into video titles.',
          taught(promptTask('Write a prompt that turns audience questions into ten video titles.', ['names the audience', 'asks for ten titles']), {
            example:
              'You are a YouTube Shorts strategist. My audience is first-year students living away from home; below are questions they asked in my comments and in student forums. Turn them into ten video titles, each under 50 characters, with the main keyword first, in a friendly tone and without clickbait the video cannot deliver. Return a numbered list and note after each title which question it answers.\n\nQuestions: [paste]',
            comparison: {
              weakPrompt: 'Give me video ideas for students.',
              weakOutput:
                'Here are some video ideas for students:\n1. Study tips for exams\n2. A day in the life of a student\n3. How to stay motivated\n4. Best apps for students\n5. Dorm room tour\n6. Time management tips\n7. How to make friends at university\n8. Healthy habits for students\nThese ideas can help you create engaging content for a student audience!',
              strongOutput:
                '1. Weekly Food Shop on a Student Budget (Q: How do I eat well on very little?)\n2. Student Bank Accounts: What Matters (Q: Which account should I open?)\n3. Splitting Bills Without Fights (Q: How do we split bills fairly?)\n4. Student Discounts People Forget (Q: Where do I get discounts?)\n5. Meal Prep for a Week in 1 Hour (Q: How do I stop buying takeaways?)\n6. Cheap Ways to Heat Your Room (Q: My room is freezing, what can I do?)\n… four more in the same format.',
            },
          }),
        ),
        day('Your first script', 'Hook in three seconds, one idea, one call to action, under 130 words.', blanks('A short script has a ___ in the first three seconds and ends with one call to ___.', 'hook', 'action')),
        day(
          'Render and review',
          'Render your first video, watch it twice and fix anything that feels slow.',
          taught(essay('What did you change after watching your first video?', ['describes at least one change'], 80), {
            example:
              'After watching my first video twice, I made three changes. The intro was seven seconds long, so I cut it to one sentence. The avatar paused too long between points, so I raised the speed a little. And I added captions, because without sound the video made no sense.',
          }),
        ),
        day(
          'Publish day',
          'Post your first video with a searchable title and three relevant hashtags.',
          taught(essay('Paste your video title and hashtags and explain why you chose them.', ['includes a title', 'includes hashtags', 'explains the choice'], 80), {
            example:
              'Title: Weekly Food Shop on a Student Budget\nHashtags: #studentbudget #cheapmeals #unilife\nWhy: the title starts with the words students actually search for and promises a clear result. My choice of hashtags mixes one niche tag, one topic tag and one broad tag, so both people who already look for budget tips and new viewers can find the video.',
          }),
        ),
      ],
    },
    {
      title: 'Scripts and avatars',
      description: 'Faster production without losing quality.',
      days: [
        day(
          'A script template',
          'Turn your best script into a template with slots for hook, fact, example and call to action.',
          taught(promptTask('Write your reusable script template as a prompt with placeholders.', ['has a hook slot', 'has a call-to-action slot']), {
            example:
              'You are a scriptwriter for my faceless money-tips channel for students. Write a 45-second script, under 130 words, about [TOPIC] using this template:\nHOOK (first 3 seconds): [surprising fact, bold promise or question about TOPIC]\nFACT: [one useful fact]\nEXAMPLE: [one real-life student example]\nCALL TO ACTION: [one action, e.g. follow for part 2]\nUse short spoken sentences in a friendly tone. Do not invent statistics; where a number is needed, write [CHECK].',
            comparison: {
              weakPrompt: 'Write a video script about saving money.',
              weakOutput:
                'Title: 10 Tips to Save Money\n\nHello everyone and welcome back to my channel! Today we are going to talk about saving money, which is something everyone wants to do. Saving money is important for your financial future. Here are ten tips: make a budget, cook at home, cancel unused subscriptions, use coupons, buy second-hand, set savings goals, avoid impulse purchases, compare prices, use public transport and track your spending. Thanks for watching, and don’t forget to like and subscribe!',
              strongOutput:
                'TOPIC: the weekly food shop\n\nHOOK: Your supermarket wants you to shop hungry. Here is how to beat it.\nFACT: Everyday basics like milk and eggs are often at the back, so you walk past everything else first.\nEXAMPLE: Before you go, plan three meals for the week — say pasta, curry and omelettes — write the list and buy only what is on it. And eat before you leave.\nCALL TO ACTION: Follow for part 2: cheap student meals that still taste good.',
            },
          }),
        ),
        day(
          'Batch writing',
          'Write five scripts in one session with your template. Batching saves hours every week.',
          taught(essay('How long did five scripts take, and which was the strongest?', ['states the time', 'names the strongest script'], 80), {
            example:
              'Five scripts took me 70 minutes in one session — far less time than my first script, which took almost an hour on its own, because the template answered most questions for me. The strongest script was “Splitting bills without fights”: its hook is a question every student has asked, and the example comes from my own flat.',
          }),
        ),
        day('Better hooks', 'Test three hook styles: question, surprising fact, bold promise. Keep the one your audience rewatches.', quiz('Which is a "surprising fact" hook?', ['"Want to save more?"', '"80% of people overpay for this every month."', '"Follow for more."'], '"80% of people overpay for this every month."')),
        day('Visual variety', 'Add B-roll images and captions so every three seconds something changes on screen.', blanks('Change something on screen about every ___ seconds and always add ___.', 'three|3', 'captions|subtitles')),
        day(
          'Voice and pacing',
          'Adjust speed and pauses: slightly faster than normal speech keeps attention in short video.',
          taught(essay('What voice settings did you choose and why?', ['describes speed or pauses'], 80), {
            example:
              'I chose a warm, young-sounding voice because my audience is students. I set the speed to about 1.1 times normal, which keeps the pace up without sounding rushed, and shortened the pauses between sentences. I kept one longer pause after the hook, so the question lands before the answer.',
          }),
        ),
        day(
          'Publish three videos',
          'Publish three videos this week at the same time of day.',
          taught(essay('Which times did you publish at and what did you notice?', ['lists times', 'notes an observation'], 80), {
            example:
              'My publishing times were 6 pm on Monday, Wednesday and Friday, when students are back from lectures. I observed that the Wednesday video got the most views in its first hour, and that most comments arrived between 9 and 11 pm. Next week I will test publishing at 8 pm.',
          }),
        ),
        day(
          'Week 2 review',
          'Compare watch time of all videos so far and note what the best ones share.',
          taught(essay('What do your best-performing videos have in common?', ['names a shared pattern'], 100), {
            example:
              'My three best videos share one pattern: they open with a money worry the viewer has right now (“Rent due and $20 left?”) and give one action they can take today. They are also all under 40 seconds, with captions on every line. My weakest videos started with the channel name instead of the hook.',
          }),
        ),
      ],
    },
    {
      title: 'Publishing rhythm',
      description: 'A schedule you can keep and a community that grows.',
      days: [
        day(
          'Your weekly schedule',
          'Decide your posting days and a fixed production slot. Consistency is judged in the challenge.',
          taught(essay('Write your posting and production schedule.', ['posting days', 'production time'], 80), {
            example:
              'Posting days: Monday, Wednesday and Friday at 6 pm.\nProduction time: on Sunday from 10 am to noon I write five scripts with my template and render them with my avatar; on Thursday evening I spend 30 minutes on captions, B-roll and scheduling. Saturday stays free, so I can keep this up for all four weeks.',
          }),
        ),
        day('Reply to every comment', 'Comments tell the algorithm and your viewers that the channel is alive. Reply with a question to keep the thread going.', quiz('Why reply with a question?', ['It keeps the conversation going', 'It hides the comment', 'It is required'], 'It keeps the conversation going')),
        day(
          'Turn comments into videos',
          'The best comment questions are your next scripts.',
          taught(promptTask('Write a prompt that turns five viewer comments into video ideas.', ['uses real comments', 'asks for video ideas']), {
            example:
              'You are a content strategist for my faceless channel for students on a budget. Below are five real comments from my viewers. Create one video idea from each comment: a working title under 50 characters, the hook as a first sentence, and the one tip the video gives. Present it as a table with five rows, keep the viewers’ own words in the hooks where you can, and use a friendly, simple tone.\n\nComments: [paste]',
            comparison: {
              weakPrompt: 'Give me some video ideas.',
              weakOutput:
                'Sure! Please share the comments you would like me to use. In the meantime, here are some general ways to turn comments into videos:\n1. Answer frequently asked questions.\n2. Make a reaction video to interesting comments.\n3. Create a Q&A video.\n4. Address common misconceptions.\n5. Thank your audience for their support.\nEngaging with comments is a great way to build community!',
              strongOutput:
                'Comment | Title | Hook | Tip\n“How do I stop spending on takeaways?” | Stop the Takeaway Habit | “How do you stop spending on takeaways? Cook this first.” | Batch-cook one big meal on Sunday\n“Is a student credit card a bad idea?” | Student Credit Cards, Honestly | “Is a student credit card a bad idea? Not if…” | Pay the full balance every month\n“My flatmate never pays bills on time” | When a Flatmate Will Not Pay | “Your flatmate never pays on time?” | Use a shared bill app with reminders\n… two more rows in the same format.',
            },
          }),
        ),
        day(
          'Series beat single videos',
          'Start a three-part series so viewers come back for the next part.',
          taught(essay('Describe your three-part series.', ['names the series topic', 'describes three parts'], 100), {
            example:
              'My series is “First Month at Uni on a Budget”.\n1. Part 1: the first food shop — what to buy and what to skip.\n2. Part 2: setting up bills with flatmates so nobody pays more than their share.\n3. Part 3: a simple weekly budget you can keep on your phone.\nEach part ends with “Part 2 tomorrow” or “Part 3 tomorrow”, so viewers come back for the next one.',
          }),
        ),
        day(
          'Collaborate',
          'Find two channels of similar size and suggest a duet, stitch or shout-out swap.',
          taught(promptTask('Write a prompt that drafts a friendly collaboration message to another creator.', ['personal and short', 'proposes a concrete collaboration']), {
            example:
              'You are my friendly assistant for creator outreach. I run a faceless budgeting channel for students. Draft a short direct message to Jo (@cheapeatsjo), a student cooking channel of similar size whose “$2 lunches” video I enjoyed. Propose a concrete collaboration: she posts a cheap meal, I stitch it with the cost breakdown. Keep it under 80 words and personal, avoid over-the-top flattery, and end with a simple yes-or-no question.',
            comparison: {
              weakPrompt: 'Write a message asking a creator to collaborate.',
              weakOutput:
                'Hi [Creator’s Name],\n\nI hope this message finds you well! I am a huge fan of your content and love what you do. I also run a channel, and I think our audiences would really benefit from a collaboration. Would you be interested in working together on a project? Let me know if you would like to discuss some ideas.\n\nLooking forward to hearing from you!\n\nBest,\n[Your Name]',
              strongOutput:
                'Hi Jo! Your “$2 lunches” video is the reason I finally bought lentils, so thank you. I run a budgeting channel for students, about the same size as yours. Idea: you post one of your cheap meals, and I stitch it with a quick breakdown of what it saves compared with a takeaway each week. Same audience, different angle, no extra filming for you. Up for trying one next week?',
            },
          }),
        ),
        day('Analytics hour', 'Look at retention graphs: where do viewers leave? Fix that moment in your next script.', blanks('A retention graph shows where viewers ___, so fix that ___ in the next script.', 'leave|drop off', 'moment|part')),
        day(
          'Week 3 review',
          'Followers, views and comments this week compared with last week.',
          taught(essay('How did your audience grow this week, and why?', ['reports numbers', 'gives a reason'], 100), {
            example:
              'My numbers this week: followers went from 310 to 420, views from about 4,000 to 6,500, and comments from 25 to 60. The main reason is the three-part series: part 1 sent viewers on to parts 2 and 3. Replying to every comment with a question also kept the conversations going under each video.',
          }),
        ),
      ],
    },
    {
      title: 'Grow and monetise',
      description: 'Turn attention into income.',
      days: [
        day('Monetisation options', 'Affiliate links, digital products, sponsorships and creator funds: pick the one that fits your niche first.', quiz('Which option needs no large audience to start?', ['Creator fund', 'Affiliate links', 'TV sponsorship'], 'Affiliate links')),
        day(
          'Your first affiliate video',
          'Review a tool your audience needs and add your link in the bio.',
          taught(promptTask('Write a prompt for an honest 45-second review script of a product your audience uses.', ['asks for honesty or pros and cons', 'limits length']), {
            example:
              'You are an honest product reviewer for my student budgeting channel. Write a 45-second review script, under 120 words, of a budgeting app my audience uses; its features and pricing are pasted below. Structure: a hook, two real pros, two real cons, who it is best for, and a call to action pointing to my affiliate link in the bio, saying it is an affiliate link. Do not exaggerate or invent features, and keep a casual, trustworthy tone.\n\nApp details: [paste]',
            comparison: {
              weakPrompt: 'Write a review of a budgeting app.',
              weakOutput:
                'Looking for the perfect way to manage your money? This budgeting app is a total game-changer! With its intuitive interface, powerful features and seamless syncing, you will be in control of your finances like never before. Track your spending, set goals and watch your savings grow. Whether you are a student or a professional, this app has everything you need. Download it today and take control of your financial future!',
              strongOutput:
                'HOOK: I used PocketPlan for a month of student life. Here is my honest verdict.\nPRO 1: It sorts your card spending into categories on its own, so you see in seconds where your money went.\nPRO 2: The free version is enough for one bank account.\nCON 1: Linking a second account means paying for Premium.\nCON 2: It sometimes files takeaways under groceries, so check the categories weekly.\nBEST FOR: students with one account who want to see their spending without a spreadsheet.\nCTA: The link is in my bio. It is an affiliate link, so I earn a little at no extra cost to you.',
            },
          }),
        ),
        day(
          'A simple digital product',
          'Package your best tips as a checklist or mini-guide.',
          taught(essay('Describe your mini-product and its price.', ['describes the product', 'states a price'], 80), {
            example:
              'My product is a mini-guide, “The First Month Money Checklist”: a six-page PDF for new students with a shopping list, a bill-splitting template and 20 tips from my best videos. The price is $5, low enough for a student to buy on impulse from the link in my bio.',
          }),
        ),
        day(
          'Pitch a sponsor',
          'Small brands sponsor small channels. Prepare a one-paragraph pitch with your audience numbers.',
          taught(promptTask('Write a prompt that drafts a sponsorship pitch using your channel stats.', ['includes audience numbers', 'proposes a concrete deal']), {
            example:
              'You are a partnerships manager who writes short, professional pitches. Draft a pitch from my faceless student-money channel to a budgeting app. My stats: 2,400 followers, most of my audience aged 18–24, about 15,000 views a month, viewers watching 70% of each video on average. Propose a concrete deal: one 45-second video plus a link in my bio for 30 days, for $150. Keep it under 150 words, with a subject line, and do not exaggerate the numbers.',
            comparison: {
              weakPrompt: 'Write a sponsorship email for my channel.',
              weakOutput:
                'Subject: Partnership Opportunity\n\nDear [Brand Name] Team,\n\nI am a content creator with a growing and engaged audience, and I believe a partnership between us would be mutually beneficial. My content aligns well with your brand values, and my followers trust my recommendations. I would love to discuss how we can work together to promote your products. Please let me know if you are interested.\n\nBest regards,\n[Your Name]',
              strongOutput:
                'Subject: 45 seconds in front of 15,000 monthly student views\n\nHi Sam,\n\nI run Broke to Budget, a faceless channel about money for students: 2,400 followers, mostly aged 18–24, around 15,000 views a month, and viewers watch 70% of each video on average.\n\nYour app answers the question my viewers ask most: where does my money go? I would like to offer:\n- one 45-second video showing how I use your app for a week\n- a link in my bio for 30 days\nPrice: $150.\n\nCould we have a quick call this week?\n\nBest,\nAlex',
            },
          }),
        ),
        day(
          'Repurpose to a second platform',
          'Post your top five videos on a second platform with adapted captions.',
          taught(essay('Which platform did you add and how did you adapt the captions?', ['names the platform', 'describes the adaptation'], 80), {
            example:
              'I added Instagram Reels as my second platform, next to TikTok. I adapted the captions in three ways: shorter on-screen text, because the Reels buttons cover more of the screen; a question in the first line of the description to invite comments; and three focused hashtags instead of the six I use on TikTok.',
          }),
        ),
        day(
          'Final video',
          'Make a video about your 28-day journey: what you learned and what comes next.',
          taught(essay('Paste the script of your journey video.', ['tells the story', 'includes a call to action'], 150), {
            example:
              'Hook: 28 days ago I had no channel, no face on camera and no idea what to post.\nStory: I picked student money tips, built an AI presenter and wrote my first script in one evening. My first videos got 40 views. Then I started turning your comments into videos, and the three-part series took off. Today we are 420 people.\nWhat I learned: consistency beats perfection.\nCall to action: follow for the next 28 days — I am starting a series on student jobs.',
          }),
        ),
        day(
          'Submit your results',
          'Share your channel, growth numbers and favourite video with the community for judging: audience growth, content quality, engagement and following the instructions.',
          taught(essay('Summarise your results for the judges.', ['audience growth', 'best content', 'community engagement'], 150), {
            example:
              'Channel: Broke to Budget, student money tips on TikTok and Instagram Reels.\nAudience growth: from 0 to 420 followers in 28 days, with 18 videos published on a fixed Monday, Wednesday and Friday schedule.\nBest content: the three-part series “First Month at Uni on a Budget”, my most watched videos, with viewers returning for each part.\nCommunity engagement: I replied to every comment, turned five comment questions into videos and made one collaboration with a cooking channel.',
          }),
        ),
      ],
    },
  ]),
}
