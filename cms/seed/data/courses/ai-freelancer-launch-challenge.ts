import { blanks, type ChallengeDay, challengeWeeks, essay, promptTask, quiz, type SeedCourse, taught } from '../build'

const day = (title: string, lesson: string, practice: ChallengeDay['practice']): ChallengeDay => ({ title, lesson, practice })

/** The third personal challenge: from a skill to a first paying client, with AI doing the drafting. */
export const aiFreelancerLaunchChallenge: SeedCourse = {
  course: {
    title: 'AI Freelancer Launch: 28-day challenge',
    slug: 'ai-freelancer-launch-challenge',
    type: 'challenge',
    level: 'Beginner',
    orderNumber: 26,
    tags: ['New', 'Make money'],
    tools: ['chatgpt', 'claude', 'canva-magic-studio'],
    availableInTrial: false,
    dayCount: 28,
    description: 'Four weeks, one goal: turn a skill you have into an AI-assisted service, build a small portfolio, pitch real clients and deliver your first paid job.',
  },
  topics: challengeWeeks([
    {
      title: 'Choose and package your service',
      description: 'One service, for one kind of client, with a clear price.',
      days: [
        day(
          'Your skills inventory',
          'List what you already do well — at work, in hobbies, for friends: writing, organising, design, languages, teaching, spreadsheets. AI makes a skill faster; it rarely replaces having one. Next to each skill, write who has ever thanked you for it. Those people are clues to your first clients.',
          taught(
            essay('List five skills you have, and for each one who has benefited from it and how AI could make you faster at it.', [
              'lists five skills',
              'names who benefited for each',
              'explains how AI makes it faster',
            ], 150),
            {
              example:
                '1. Writing clear emails — my manager asks me to rewrite team announcements; faster with AI: ChatGPT drafts, I edit.\n2. Organising events — I planned my sister’s wedding; faster with AI: checklists and supplier emails in minutes.\n3. Spanish — I translate menus for a friend’s café; faster with AI: a first draft I correct.\n4. Canva design — I make flyers for my running club; faster with AI: Magic Design gives me layouts.\n5. Spreadsheets — I built my team’s holiday tracker; faster with AI: it writes formulas I then test.',
            },
          ),
        ),
        day(
          'Pick one service for one client',
          'A beginner freelancer who offers “anything with AI” is hard to hire. Pick one service for one kind of client: “menu and website translations for Spanish-speaking cafés”, “weekly newsletters for dentists”. Ask your AI assistant to challenge your choice: who pays, how often and what they use today.',
          taught(
            promptTask('Write a prompt that asks an AI assistant to test your service idea: who would pay, how often, what they use today and the risks.', [
              'describes your service idea',
              'names the type of client',
              'asks how often they would buy',
              'asks for risks or objections',
              'asks for a format',
            ]),
            {
              example:
                'You are a blunt small-business advisor. My service idea: I write a weekly email newsletter for independent dental practices, using ChatGPT for drafts and my own editing. My clients would be the practice owners or managers. I have five years of office admin experience at a dental clinic. Assess the idea in a table with rows: who exactly pays, how often they would buy, what they use today instead, the three biggest objections they would have, and a realistic first price range to test. Then tell me in three bullet points what to check with real dentists this week. Be honest if the idea is weak.',
              comparison: {
                weakPrompt: 'Is a newsletter service a good business idea?',
                weakOutput:
                  'Yes, a newsletter service can be a great business idea! Newsletters are a powerful marketing tool, and many businesses need help creating content. With dedication and hard work, you can build a successful newsletter business. Consider your target audience and create valuable content.',
                strongOutput:
                  '| Question | Assessment |\n|---|---|\n| Who pays | The practice owner or practice manager |\n| How often | Monthly retainer if it brings patients back for check-ups |\n| Today | Nothing, or the receptionist writes one occasionally |\n| Objections | “Patients don’t read emails”; “Is it compliant with health-advertising rules?”; “We tried and had no time” |\n| First price to test | Ask three practices what a monthly newsletter is worth to them before setting one |\n\nCheck this week:\n- Ask two practice managers if they send newsletters now.\n- Ask what stops them.\n- Ask if recall reminders or new-service announcements matter more.',
              },
            },
          ),
        ),
        day(
          'What buyers actually ask for',
          'Open ten real job posts for your service on freelance marketplaces, LinkedIn or local Facebook groups. Copy the exact words buyers use for their problem, their deadline and their budget. Buyers’ words become your offer’s words — not yours, and not the AI’s.',
          taught(
            essay('Quote three phrases buyers used in real job posts for your service and explain what each tells you about what they want.', [
              'quotes three phrases from job posts',
              'names where they were found',
              'explains what each phrase reveals',
            ], 150),
            {
              example:
                'I found twelve job posts on two freelance marketplaces and in two local business groups. Three phrases and what each reveals:\n1. “Need someone reliable who doesn’t need hand-holding” — they have been burned before; I must show a clear process.\n2. “Ready to publish, we don’t have time to edit” — they pay for finished work, not drafts, so my editing is the product.\n3. “Must understand healthcare / no medical claims” — they worry about compliance; I should mention my clinic background and that I never write medical advice.',
            },
          ),
        ),
        day(
          'Package it: outcome, scope, price',
          'Turn the service into a package: the outcome (“four newsletters a month, ready to send”), the scope (what is included, how many revisions, turnaround), the price and what the client must provide. A package with a name and a price is easier to buy than an hourly rate.',
          taught(
            promptTask('Write a prompt that turns your service into three packages (basic, standard, premium) with outcome, scope, turnaround and price for your kind of client.', [
              'describes the service and client',
              'asks for three packages',
              'asks for scope and turnaround',
              'asks for a price for each',
            ]),
            {
              example:
                'You are a pricing coach for new freelancers. I offer menu and website translation from English to Spanish for independent cafés, using AI drafts that I correct as a native speaker. Create three packages — basic, standard, premium — and for each give, as a short list: name, outcome for the café, what is included, number of revision rounds, turnaround time, what the café must provide, and a price suggestion for a beginner with a small portfolio. Keep each package description under 40 words and make the standard package the obvious best value.',
              comparison: {
                weakPrompt: 'How much should I charge for translations?',
                weakOutput:
                  'Translation rates vary widely depending on language pair, experience and location. Many translators charge per word, while others charge per hour. Research the market and set a rate that reflects your skills and experience. Don’t undervalue yourself!',
                strongOutput:
                  'Basic — “Menu in Spanish”\n- Outcome: a menu ready to print in Spanish\n- Included: one menu, up to 40 items; 1 revision round\n- Turnaround: 3 days; the café provides the menu file\n- Price: $60\n\nStandard — “Menu + website”\n- Outcome: menu and website ready for Spanish-speaking guests\n- Included: the menu plus up to 3 web pages; 2 revision rounds\n- Turnaround: 5 days; the café provides the menu and page texts\n- Price: $150\n\nPremium — “Everything Spanish guests see”\n- Outcome: menu, website, Google profile and 10 social posts in Spanish\n- Included: all of the above; 2 revision rounds\n- Turnaround: 7 days; the café provides all texts and logins\n- Price: $260\n\nThe standard package doubles what the café gets for far less than double the price — that is why most will choose it.',
              },
            },
          ),
        ),
        day(
          'Price with confidence',
          'Look at what five others charge for a similar package and place yourself in the lower middle while your portfolio is small. Charge per project, not per hour: AI makes you faster, and hourly pricing would punish you for it. Ask for 50% up front from new clients.',
          quiz(
            'Why does per-project pricing suit an AI-assisted freelancer better than hourly pricing?',
            ['Being faster with AI does not lower your income', 'Clients prefer paying more', 'Hourly pricing is not allowed on marketplaces'],
            'Being faster with AI does not lower your income',
          ),
        ),
        day(
          'Where AI helps and where you check',
          'Write your delivery workflow step by step and mark each step: AI drafts, you decide, or you check. Clients pay for judgement and reliability. Decide now which steps are always yours: facts, names, numbers, tone and anything legal or medical.',
          taught(
            essay('Write your delivery workflow in steps and mark which steps AI does and which you always do or check yourself.', [
              'lists the steps',
              'marks the AI steps',
              'marks the human checks',
              'names what is always checked',
            ], 150),
            {
              example:
                'My steps, with who does each:\n1. Read the client’s brief and ask questions — me. 2. Collect facts from the client: offers, dates, names — me. 3. Outline the newsletter — AI drafts, I choose. 4. First draft — AI (ChatGPT) from my outline and the facts. 5. Edit for the practice’s voice — me. 6. Fact check: every date, price, name and opening hour against the client’s email — always me. 7. Compliance check: no medical claims or promises — always me. 8. Final proofread with a critic prompt — AI suggests, I decide. 9. Send for approval — me.',
            },
          ),
        ),
        day(
          'Week 1 review',
          'You now have a service, a client type, a package and a workflow. Read them together: would you buy this if you were the client? Fix the weakest part before week 2.',
          taught(
            essay('Summarise your service in one paragraph: who it is for, the package and price, and the one thing you changed after this week’s review.', [
              'names the client type',
              'describes the package and price',
              'names one change',
            ], 120),
            {
              example:
                'My client type: independent cafés. I offer Spanish translations of menus and websites for independent cafés in my city that want Spanish-speaking tourists and residents. My standard package is menu plus three web pages in five days for $150, with two rounds of revisions. After reviewing, I changed the turnaround from “fast” to a clear five days and added that the café must send editable files, because two job posts complained about freelancers who asked for everything twice.',
            },
          ),
        ),
      ],
    },
    {
      title: 'Portfolio and profile',
      description: 'Proof that you can do the work, in places clients look.',
      days: [
        day(
          'Make three samples',
          'No clients yet? Make three realistic samples for imaginary or real businesses in your niche — clearly labelled as samples. Use AI for drafts, but each sample should show your judgement: a choice you made, a mistake you fixed.',
          taught(
            promptTask('Write a prompt that creates a realistic sample brief for your niche, so you can make a portfolio piece from it.', [
              'names your niche and service',
              'asks for a realistic business',
              'asks for goals and constraints',
              'asks for a format',
            ]),
            {
              example:
                'You are a small-business owner looking to hire a freelancer. Write a realistic brief for a monthly email newsletter for a family dental practice in a mid-sized town. Include: the practice’s name and team size, its patients (families and retirees), the goal of this month’s issue (reminding patients to book check-ups before the holidays), two facts I must include (new Saturday opening hours, a hygienist joining), the tone, the length (under 300 words) and one thing that must not appear (prices or medical claims). Format it as a short email to me.',
              comparison: {
                weakPrompt: 'Give me a sample project.',
                weakOutput:
                  'Sample project: Create a marketing campaign for a company. The campaign should be creative and engaging and should target the right audience. Use social media, email and other channels to reach customers.',
                strongOutput:
                  'Subject: Newsletter for December\n\nHi,\n\nI’m Dr Amira Khan from Riverside Family Dental — we are a team of six serving families and quite a few retirees. For December we’d like an email reminding patients to book their check-up before the holidays. Please mention that we now open on Saturdays from 9 to 1, and that our new hygienist, Tom, joined in November. Friendly and reassuring, under 300 words. Please no prices and nothing that sounds like medical advice.\n\nThanks,\nAmira',
              },
            },
          ),
        ),
        day(
          'Turn a sample into a mini case study',
          'A sample with a story convinces more than a sample alone. Write it as a mini case study: the situation, what you did (including where AI helped), the result or what the client would get. Never invent results or testimonials for samples.',
          taught(
            essay('Write a mini case study for one of your samples: situation, what you did and how AI helped, and what the client gets. Label it honestly as a sample.', [
              'describes the situation',
              'describes what you did',
              'explains how AI helped',
              'labels it as a sample',
            ], 150),
            {
              example:
                'Sample project from my portfolio (not a paid client): December newsletter for a family dental practice. Situation: the practice wants patients to book check-ups before the holidays and to announce Saturday opening. What I did: I outlined the email around one goal — booking — and put the new Saturday hours in the subject line. How AI helped: ChatGPT drafted two versions; I merged them, cut the length to 240 words, removed a sentence that sounded like a medical promise and added a clear “Book your check-up” button text. What the practice gets: a ready-to-send email in its own voice, checked for facts and tone.',
            },
          ),
        ),
        day(
          'A one-page portfolio in Canva',
          'Use a Canva website or a simple PDF: your one-sentence offer at the top, three samples with their mini case studies, your packages and prices, and one clear way to contact you. Canva’s Magic Design can give you a layout; keep it clean and readable on a phone.',
          blanks('A one-page portfolio starts with your one-sentence ___, shows three ___ and ends with one clear way to ___ you.', 'offer', 'samples|examples', 'contact|reach|hire'),
        ),
        day(
          'Profile headline and bio',
          'On LinkedIn or a freelance marketplace, your headline should say who you help and with what — not “AI enthusiast”. The bio gives your offer, your proof and your process in a few short paragraphs. Draft it with AI, then cut every word that could describe anyone.',
          taught(
            promptTask('Write a prompt that drafts your profile headline and a short bio for LinkedIn or a freelance marketplace, based on your service and samples.', [
              'describes your service and client',
              'mentions your experience or samples',
              'asks for a headline',
              'sets a length for the bio',
              'asks to avoid generic phrases',
            ]),
            {
              example:
                'You are a copywriter who writes freelancer profiles. Write five headline options (under 12 words each) and one bio (under 150 words) for my LinkedIn profile. Facts: my service is monthly email newsletters for independent dental practices, and my clients are practice managers; I worked five years as a dental clinic administrator; I use ChatGPT for drafts and check every fact myself; I have three sample newsletters in my portfolio; first-month price $200 for two newsletters. Speak to practice managers. Avoid buzzwords such as “passionate”, “leverage” or “AI enthusiast”. End the bio with one call to action.',
              comparison: {
                weakPrompt: 'Write my LinkedIn bio.',
                weakOutput:
                  'Passionate and results-driven professional with a strong background in communication. I leverage cutting-edge AI tools to deliver innovative solutions. Let’s connect and create something amazing together!',
                strongOutput:
                  'Headlines:\n1. Newsletters that bring dental patients back for check-ups\n2. Monthly patient newsletters for independent dental practices\n…\n\nBio:\nFor five years I ran the front desk of a busy dental clinic, so I know why recall emails matter — and why nobody has time to write them. Now I write monthly newsletters for independent practices: reminders, new services, team news, written in your practice’s voice. I draft with AI and check every date, name and detail myself, with no medical claims. See three sample newsletters in my featured section. Two newsletters in your first month: $200. Send me a message and I’ll show you a sample for your practice.',
              },
            },
          ),
        ),
        day(
          'Be honest about AI',
          'Clients increasingly ask whether freelancers use AI. Say yes, and say how: AI drafts, you check and decide. Never paste a client’s confidential documents, customer data or passwords into an AI tool without their permission, and check whether their contract forbids AI use.',
          quiz(
            'A client sends you their customer list to personalise emails. What do you do before using an AI tool on it?',
            ['Ask for permission and send only the fields needed', 'Paste it all in, the AI is private', 'Delete the list and guess the names'],
            'Ask for permission and send only the fields needed',
          ),
        ),
        day(
          'Terms that protect you',
          'Write your simple terms: what is included, how many revisions, when you get paid (a deposit for new clients), what happens with extra work and who owns the final work after payment. A one-page agreement prevents most misunderstandings.',
          blanks('Ask new clients for a ___ up front, limit the number of ___ and say what extra work costs.', 'deposit|down payment', 'revisions|revision rounds'),
        ),
        day(
          'Week 2 review',
          'Check your portfolio on a phone, ask one friend to read your profile and tell you what you sell in one sentence. If they cannot, rewrite the headline.',
          taught(
            essay('What did your friend say you sell, and what did you change in your profile or portfolio because of it?', [
              'reports the friend’s summary',
              'names one change',
            ], 100),
            {
              example:
                'My friend read my profile and said: “You do marketing for dentists?” That is too vague — it sounded like ads and social media. I changed my headline to “Monthly patient newsletters for independent dental practices” and moved the three sample newsletters above my work history, so the first thing a practice manager sees is the actual product.',
            },
          ),
        ),
      ],
    },
    {
      title: 'Find and pitch clients',
      description: 'Personal outreach and proposals that get replies.',
      days: [
        day(
          'A list of twenty prospects',
          'Build a spreadsheet of twenty real businesses that fit your client type: name, contact person, where you found them, and one specific thing you noticed (an outdated menu, a newsletter that stopped last year). That observation is the start of every message.',
          taught(
            essay('Describe three prospects from your list: who they are, where you found them and the specific problem you noticed for each.', [
              'names three prospects',
              'says where each was found',
              'notes one specific problem each',
            ], 150),
            {
              example:
                '1. Café Lumen — found on Google Maps. Problem: the menu is only in English although many reviews are in Spanish.\n2. Pan y Arte bakery — found in a local Facebook group. Problem: their website’s Spanish page is a machine translation with obvious errors (“pan of the day”).\n3. The Corner Cup — found on Instagram. Problem: their Spanish-language event poster has the date in the wrong format and two spelling errors.',
            },
          ),
        ),
        day(
          'A personal first message',
          'Short messages get read: their name, the specific thing you noticed, one idea that helps, one easy question. No attachments, no long introduction about you. Use AI to tighten your draft, not to write twenty identical messages.',
          taught(
            promptTask('Write a prompt that helps you draft a short, personal first message to one prospect from your list, using the problem you noticed.', [
              'names the prospect and their business',
              'includes the specific problem you noticed',
              'offers one idea',
              'sets a length',
              'asks to end with a question',
            ]),
            {
              example:
                'You are an expert at short, friendly outreach. Help me write a first message to my prospect Marta, owner of Café Lumen, a small café business a café near the university. What I noticed: about a third of their Google reviews are in Spanish, but the menu and website are English only. My service: menu and website translation into Spanish by a native speaker, with AI drafts I correct. Write three versions under 70 words each, each with one concrete idea (for example, a bilingual menu board for the counter), no hard sell, no attachments, ending with one easy yes/no question.',
              comparison: {
                weakPrompt: 'Write a message to get a client.',
                weakOutput:
                  'Hi there! I’m a freelancer offering professional translation services. I have extensive experience and can help your business grow. Please let me know if you’re interested in working together. Looking forward to hearing from you!',
                strongOutput:
                  'Hi Marta, I’m Lucía, a native Spanish speaker who lives near Café Lumen. I noticed quite a few of your Google reviews are in Spanish — those guests clearly love the place! One idea: a bilingual menu board by the counter, so they can order without guessing. I translate menus and websites for cafés. Would a free translation of your drinks list be useful to see how it could look?',
              },
            },
          ),
        ),
        day(
          'A proposal for a job post',
          'For marketplace posts, open with the client’s problem in their words, show one specific idea for their project, then give scope, timeline and price. Answer every question in the post. Add one detail only someone who read the brief would notice.',
          taught(
            promptTask('Write a prompt that drafts a proposal for a real job post you paste in, starting with the client’s problem and ending with scope, timeline and price.', [
              'asks to start with the client’s problem',
              'asks for one specific idea',
              'asks for scope, timeline and price',
              'limits the length',
              'asks to answer the questions in the post',
            ]),
            {
              example:
                'You are a freelancer who writes proposals that win. Below is a job post from a dental practice looking for a newsletter writer, and my package details. Draft a proposal under 150 words: open with their problem in their own words, give one specific idea for their first newsletter, answer each question they ask in the post, then state scope (two newsletters a month, two revision rounds), timeline (first draft within five days of receiving facts) and price ($200 for the first month). Friendly, confident, no buzzwords. Job post: [paste]. My samples: [link].',
              comparison: {
                weakPrompt: 'Write a proposal for this job.',
                weakOutput:
                  'Dear Hiring Manager,\n\nI am excited to apply for this position. I am a highly skilled writer with a passion for creating engaging content. I am confident I can exceed your expectations. Please see my portfolio. I look forward to working with you!',
                strongOutput:
                  'Hi Dr Patel,\n\nYou mentioned patients “forget about check-ups until something hurts” — a monthly newsletter is a gentle way to fix that. For your first issue I’d suggest a short “Is it time for your check-up?” reminder with your new online booking link at the top.\n\nYour questions: yes, I have written for dental practices (I worked five years in one), and yes, I avoid medical claims.\n\nScope: two newsletters a month, two revision rounds. First draft within five days of receiving your news. First month: $200.\n\nSamples: [link]\n\nLucía',
              },
            },
          ),
        ),
        day(
          'Follow up without being pushy',
          'Most replies come after a follow-up. Wait three or four working days, then send two lines that add something new — a small idea or a sample — and make it easy to say no. Stop after two follow-ups.',
          blanks('A good follow-up adds something ___, makes it easy to say ___, and you stop after ___ follow-ups.', 'new|useful', 'no', 'two|2'),
        ),
        day(
          'The discovery call',
          'When a prospect replies, suggest a 20-minute call. Your job is to listen: their goal, what they tried, their deadline, their budget and who decides. Prepare your questions, and after the call send a short summary with your proposed package.',
          taught(
            essay('Write the five questions you will ask on a discovery call and explain what you will do with each answer.', [
              'lists five questions',
              'asks about the goal',
              'asks about budget or deadline',
              'explains how the answers are used',
            ], 150),
            {
              example:
                'How each answer is used: it shapes my proposal.\n1. What would a great result look like three months from now? — tells me the goal I write towards. 2. What have you tried before, and what went wrong? — shows what to avoid. 3. When do you need the first piece? — sets the deadline in my proposal. 4. What budget or price range do you have in mind? — lets me pick the right package instead of guessing. 5. Who else needs to approve the work? — so I include that person in the approval step and avoid surprises.',
            },
          ),
        ),
        day(
          '“Can’t I just use ChatGPT myself?”',
          'You will hear this. The honest answer: yes, they can — and many will. Those who hire you are paying for your judgement, your knowledge of their industry, your checking and their own saved time. Prepare a calm answer that names those things.',
          taught(
            essay('Write your answer to a prospect who asks why they should pay you when they could use ChatGPT themselves.', [
              'agrees ChatGPT is a good tool',
              'explains the value of your judgement or checking',
              'mentions the time saved',
            ], 120),
            {
              example:
                'You absolutely could — ChatGPT is a great tool and I use it too. What you pay me for is everything around it: I know what patients respond to because I worked at a practice for five years, I check every date, name and detail so nothing wrong goes out under your name, I keep your voice consistent month after month, and you save the time — two or three hours a month — it would take you to brief, edit and check it yourself.',
            },
          ),
        ),
        day(
          'Week 3 review',
          'Count messages sent, replies, calls and proposals. Which channel or message got replies? Double down on what works and drop what does not.',
          taught(
            essay('Report your outreach numbers this week and what you will change in week 4.', [
              'reports messages and replies',
              'names the best channel or message',
              'names one change',
            ], 120),
            {
              example:
                'I sent 20 personal messages and 6 marketplace proposals. I got 4 replies to the personal messages and 1 to the proposals, and booked 2 calls. Messages that mentioned a specific mistake on their menu got replies; the generic ones did not. My one change: in week 4 I will stop sending marketplace proposals without a specific idea and send ten more personal messages to cafés, each with one concrete observation.',
            },
          ),
        ),
      ],
    },
    {
      title: 'Deliver and get the next client',
      description: 'A first paid project done well, and the reviews and referrals that follow.',
      days: [
        day(
          'Agreement and invoice',
          'Before you start, send a short written agreement: scope, deadline, revisions, price, deposit, payment method and what happens if the project is cancelled. Use an invoicing tool or a simple template with your details, the client’s details, the items and the due date.',
          quiz(
            'Which should be settled in writing before you start a first project?',
            ['Scope, deadline, revisions, price and deposit', 'Only the price', 'Nothing — trust is enough with small clients'],
            'Scope, deadline, revisions, price and deposit',
          ),
        ),
        day(
          'From brief to first draft',
          'Turn the client’s brief into a working prompt: role, the client’s facts, the audience, the goal, the format and the limits. Keep this prompt — it becomes your template for the next job of the same kind.',
          taught(
            promptTask('Write the working prompt you will use to draft your first client deliverable, built from the client’s brief.', [
              'gives the AI a role',
              'includes the client’s facts',
              'names the audience',
              'sets a format or length',
              'states limits or what to avoid',
            ]),
            {
              example:
                'You are an experienced newsletter writer for healthcare practices. Client: Riverside Family Dental, six staff. Audience: patients, mostly families and retirees. Goal of this issue: get patients to book check-ups before the holidays. Facts to include: new Saturday hours 9 am–1 pm; new hygienist Tom joined in November; online booking link [link]. Write a 250-word email with a subject line, a short greeting, three short sections with headings and one booking button text. Tone: friendly and reassuring. Do not mention prices, do not give medical advice or promise results, and do not invent any facts not listed here.',
              comparison: {
                weakPrompt: 'Write a newsletter for a dentist.',
                weakOutput:
                  'Subject: Your Smile Matters! 😁\n\nDear Valued Patient,\n\nAt our practice, we believe a healthy smile is a happy smile! Regular check-ups are the secret to perfect teeth. This month, enjoy a special offer on teeth whitening! Don’t forget to brush twice a day and floss daily. Book now!',
                strongOutput:
                  'Subject: Saturday check-ups are here — book before the holidays\n\nHi there,\n\nThe holidays get busy, so here’s a friendly reminder from all of us at Riverside Family Dental.\n\n**Now open on Saturdays**\nWe’re open Saturdays from 9 am to 1 pm — ideal if weekdays are full.\n\n**Meet Tom**\nTom joined our team as a hygienist in November. He’s looking forward to meeting you.\n\n**Book your check-up**\nIt only takes a minute online.\n\n[Book my check-up]\n\nSee you soon,\nThe Riverside team',
              },
            },
          ),
        ),
        day(
          'Check before you deliver',
          'Run your checklist: brief line by line, every fact against the client’s message, tone, format, spelling. Then ask the AI to act as a strict critic comparing the work with the brief — and decide yourself which of its points are right.',
          taught(
            promptTask('Write a “strict critic” prompt that reviews your draft against the client’s brief before delivery.', [
              'asks to compare the draft with the brief',
              'asks to check facts or numbers',
              'asks for concrete weaknesses',
              'asks for a format such as a list',
            ]),
            {
              example:
                'You are a strict editor reviewing work before it goes to a paying client. Compare the draft below with the client’s brief line by line. List, as numbered points: any requirement from the brief that is missing, any fact, date or name that differs from the brief, any sentence that sounds like a medical claim or promise, any place the tone is not friendly and reassuring, and anything over the 250-word limit. Quote the exact sentence for each issue, name the concrete weakness and suggest a fix. Do not rewrite the whole draft. Brief: [paste]. Draft: [paste].',
              comparison: {
                weakPrompt: 'Is this good? [draft]',
                weakOutput:
                  'This is a well-written newsletter! It is friendly, clear and engaging. The structure is good and the call to action is effective. Great job!',
                strongOutput:
                  '1. Missing requirement: the brief asks for the online booking link; the draft only says “call us”. Fix: add the link under “Book your check-up”.\n2. Fact differs: “open Saturdays 9–2” — the brief says 9 am–1 pm.\n3. Possible medical claim: “a check-up keeps problems away” — suggest “a check-up helps spot problems early”.\n4. Length: 287 words; cut the second paragraph of “Meet Tom”.\n5. Tone is friendly throughout — no change needed.',
              },
            },
          ),
        ),
        day(
          'The delivery message',
          'Deliver with a short message: what you delivered, anything you want them to check (names, dates), how revisions work and the invoice for the remaining payment. Ask one question about the result — it invites feedback before problems grow.',
          taught(
            essay('Write the message you will send with your first delivery.', [
              'says what is delivered',
              'asks the client to check specific details',
              'explains revisions',
              'mentions the invoice or payment',
            ], 120),
            {
              example:
                'Hi Amira, here is your delivery: the December newsletter, ready to paste into your email tool, plus a plain-text version. Could you check two things: Tom’s name and title, and the Saturday hours (9 am–1 pm)? Two revision rounds are included — just reply with anything you’d like different by Friday. The invoice for the remaining $100 is attached, due in 14 days. One question: does the tone feel like your practice?',
            },
          ),
        ),
        day(
          'Ask for a testimonial',
          'When the client is happy, ask for a testimonial within a week, while the result is fresh. Make it easy: ask two questions (what was the problem, what changed) and ask permission to use their name and business. Never write a testimonial for them or invent one.',
          taught(
            essay('Write the message asking your client for a testimonial, with the two questions you will ask.', [
              'asks for a testimonial',
              'includes two questions',
              'asks permission to use their name',
            ], 100),
            {
              example:
                'Hi Amira, I’m glad the newsletter went out well! Would you be willing to write a short testimonial — two or three sentences about working with me? Two questions that might help: What made you look for help with newsletters? What was it like to have it done for you this month? With your permission, I’d like to show it on my profile with your name and the practice’s name — just tell me if you’d prefer only your first name.',
            },
          ),
        ),
        day(
          'Repeat work and referrals',
          'The easiest next client is the same client. Offer a monthly version of what you just delivered, and ask who else they know who might need it. A small thank-you for referrals, such as a discount on their next month, makes it easy.',
          taught(
            essay('Write your offer for repeat work to your first client and how you will ask for a referral.', [
              'describes the repeat offer',
              'includes a price',
              'describes the referral request',
            ], 120),
            {
              example:
                'Repeat offer: “Newsletter care” — two newsletters a month, planned together in a 15-minute call at the start of each month, for $180 a month, cancel anytime with 30 days’ notice. Referral: in the same email I will write, “If you know another practice owner who’d like this, I’d be grateful for an introduction — for every practice that signs up, your next month is half price.”',
            },
          ),
        ),
        day(
          'Your next 30 days',
          'Look back at day 1: you have a service, a portfolio, a pitch and — ideally — a first client. Plan the next 30 days: how many messages a week, which package to push, which skill or AI tool to learn next, and the income goal for the month.',
          taught(
            essay('Write your plan for the next 30 days: weekly outreach, the package you will focus on, one skill to improve and your income goal.', [
              'sets weekly outreach numbers',
              'names the package to focus on',
              'names one skill to improve',
              'states an income goal',
            ], 150),
            {
              example:
                'Income goal for next month: $600 from three clients. Weekly outreach: 15 personal messages to cafés and bakeries and 3 marketplace proposals, each with one specific idea. Package to focus on: the $150 standard package (menu plus website), because both replies this month asked about their website. Skill to improve: Canva Magic Studio, so I can offer bilingual menu boards as an add-on. Every Friday I will review messages, replies and income in my spreadsheet.',
            },
          ),
        ),
      ],
    },
  ]),
}
