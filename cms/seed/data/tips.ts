import type { Tip } from '../../payload-types'

type SeedTip = Pick<Tip, 'title' | 'content' | 'promptToTry' | 'model' | 'featured'>

/** AI tips by category caption; categories and tips are ordered as listed. */
export const tipsByCategory: { caption: string; tips: SeedTip[] }[] = [
  {
    caption: 'Writing better prompts',
    tips: [
      {
        title: 'Give the AI a role',
        featured: true,
        content:
          'Start with who the AI should be. "You are an experienced HR manager" makes the answer use the right vocabulary, priorities and tone — without you listing them all.',
        promptToTry: 'You are an experienced HR manager. Review this job ad and suggest three changes that would attract more qualified applicants:\n\n[paste your job ad]',
      },
      {
        title: 'Show an example of what you want',
        content:
          'One good example beats a paragraph of instructions. Paste a post, email or headline you like and ask for more "in the same style". The AI copies length, structure and tone.',
        promptToTry: 'Here is a LinkedIn post I like:\n\n[paste post]\n\nWrite three new posts in the same style about [your topic].',
      },
      {
        title: 'Ask for the format up front',
        content:
          'Say how the answer should look: a table, five bullet points, an email under 120 words. You will spend less time reformatting and the answer stays focused.',
        promptToTry: 'Compare Notion, Trello and Asana for a three-person team. Answer as a table with columns: price, learning curve, best for.',
      },
      {
        title: 'Let the AI ask you questions first',
        content:
          'For bigger tasks, end your prompt with "Before you start, ask me the questions you need answered." The result will fit your situation instead of a generic one.',
        promptToTry: 'I want a 4-week content plan for my Instagram account. Before you start, ask me up to five questions you need answered.',
      },
      {
        title: 'Iterate instead of starting over',
        content:
          'If the answer is 70% right, do not rewrite the prompt. Reply with what to change: "shorter", "more concrete", "remove the jargon". Each round gets closer.',
        promptToTry: 'Write a short bio for my freelance profile: I am a [profession] with [years] years of experience in [field].',
      },
    ],
  },
  {
    caption: 'Productivity',
    tips: [
      {
        title: 'Turn messy notes into a to-do list',
        featured: true,
        content:
          'Paste meeting notes or a voice-memo transcript and ask for action items with owners and deadlines. It takes seconds and nothing gets lost.',
        promptToTry: 'Turn these notes into a to-do list with owner and deadline for each item. Mark anything unclear with a question mark:\n\n[paste notes]',
      },
      {
        title: 'Draft the email, then make it yours',
        content:
          'Describe the situation and the outcome you want in two sentences. Let the AI draft, then edit the first and last line so it sounds like you.',
        promptToTry: 'Write a polite email to a client explaining that the project will be delivered three days late because of extra revisions, and offer a small discount.',
      },
      {
        title: 'Summarise long documents by question',
        content:
          'Instead of "summarise this", ask what you actually need to know: "What are the deadlines and penalties in this contract?" Focused questions give focused answers.',
        promptToTry: 'Read this document and answer: what decisions does it ask me to make, and by when?\n\n[paste document]',
      },
      {
        title: 'Plan your week in five minutes',
        content:
          'List your tasks, meetings and energy peaks. Ask the AI to build a realistic weekly schedule with buffers — and to tell you what to drop if it does not fit.',
        promptToTry: 'Here are my tasks and meetings for next week: [list]. I focus best in the mornings. Build a realistic schedule with breaks and tell me what to postpone.',
      },
      {
        title: 'Save your best prompts as templates',
        content:
          'When a prompt works, keep it with [brackets] for the parts that change. A small library of ten templates covers most of a working week.',
        promptToTry: 'Turn this prompt into a reusable template, replacing the specific details with [bracketed placeholders]:\n\n[paste prompt]',
      },
    ],
  },
  {
    caption: 'Images and design',
    tips: [
      {
        title: 'Describe light, lens and mood',
        featured: true,
        content:
          'Image generators respond to photography words: "soft morning light", "35 mm lens", "shallow depth of field". Add a mood ("calm", "energetic") and results look intentional.',
        promptToTry: 'Write an image prompt for a product photo of a ceramic coffee mug on a wooden table, soft morning light, 35 mm lens, calm mood.',
      },
      {
        title: 'Keep a brand style line',
        content:
          'Write one sentence that describes your visual style — colours, textures, era — and paste it at the end of every image prompt. Your feed will look consistent.',
        promptToTry: 'Help me write a one-sentence visual style description for a cosy bakery brand that I can add to every image prompt.',
      },
      {
        title: 'Ask for variations, then pick',
        content:
          'Generate four versions of an idea before refining one. Choosing between options is faster than fixing a single image that is almost right.',
        promptToTry: 'Give me four different concepts for a YouTube thumbnail about "earning your first $1,000 online", each described in one sentence.',
      },
      {
        title: 'Leave space for text',
        content:
          'If the image will carry a headline, say so: "empty space on the left third for text". It saves you from cropping the subject later.',
        promptToTry: 'Write an image prompt for a banner about a summer sale with empty space on the left third for a headline.',
      },
    ],
  },
  {
    caption: 'Earning with AI',
    tips: [
      {
        title: 'Sell the result, not the tool',
        featured: true,
        content:
          'Clients do not buy "ChatGPT texts". They buy ten product descriptions ready for their shop, or a month of posts. Package your AI skills as a finished outcome with a fixed price.',
        promptToTry: 'I can write, design visuals and edit short videos with AI. Suggest three service packages with a clear outcome and price range for small local businesses.',
        model: 'gpt-4o',
      },
      {
        title: 'Find problems in job posts',
        content:
          'Freelance job boards are lists of problems people will pay to solve. Paste ten posts and ask which of them AI can speed up — those are your first offers.',
        promptToTry: 'Here are ten freelance job posts: [paste]. Which could I deliver faster with AI, and how would I describe my offer for each?',
      },
      {
        title: 'Price by value, not by minutes',
        content:
          'If AI lets you finish in one hour what used to take five, do not charge for one hour. Price by what the work is worth to the client and keep the speed as your margin.',
        promptToTry: 'Help me set a price for writing 20 product descriptions for an online shop. Ask me what you need to know about the client first.',
      },
      {
        title: 'Build a portfolio in a weekend',
        content:
          'No clients yet? Make three sample projects for imaginary businesses in your niche. Real-looking work wins the first jobs; AI makes it fast.',
        promptToTry: 'Invent three realistic small businesses in the [your niche] niche and describe a sample project I could make for each to show in my portfolio.',
      },
    ],
  },
  {
    caption: 'Learning and career',
    tips: [
      {
        title: 'Make the AI your tutor',
        featured: true,
        model: 'gpt-4o-mini',
        content:
          'Ask it to explain a topic, then to quiz you one question at a time and wait for your answer. Active recall sticks far better than reading.',
        promptToTry: 'Explain the basics of [topic] in simple words, then quiz me with one question at a time and wait for my answer before continuing.',
      },
      {
        title: 'Practise the interview',
        content:
          'Give the AI the job description and ask it to interview you, then to rate your answers and suggest better ones. Ten minutes of practice the evening before changes a lot.',
        promptToTry: 'Act as the interviewer for this job: [paste job description]. Ask me one question at a time, then give feedback on each answer.',
      },
      {
        title: 'Check facts that matter',
        content:
          'AI can sound confident and still be wrong. For numbers, names, laws and medical questions, ask for sources and check them before you rely on the answer.',
        promptToTry: 'What are the main rules for [topic] in [country]? List the official sources I should check to confirm each point.',
      },
      {
        title: 'Learn a tool by building something small',
        content:
          'Pick a tiny real project — a birthday invitation, a budget sheet, a short video — and ask the AI to guide you step by step. You learn the tool while finishing something useful.',
        promptToTry: 'I want to learn [tool] by making [small project]. Guide me step by step and wait for me to finish each step.',
      },
    ],
  },
]
