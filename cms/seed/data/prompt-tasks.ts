/**
 * The tasks every job of the Complete AI pack gets a prompt for. Each prompt names the job's speaker
 * (`who`) and has three choices: {{audience}} and {{topic}} from the job (prompt-jobs.ts) and one of
 * the task's own, so every filled prompt asks for one clear, usable piece of work.
 */
export type PromptTask = {
  task: string
  choice: { name: string; options: readonly string[] }
  prompt: (who: string) => string
}

export const promptTasks: readonly PromptTask[] = [
  {
    task: 'Write a cold email',
    choice: {
      name: 'ask',
      options: ['agree to a 15-minute call', 'reply with a quick answer', 'look at something I made for them', 'meet in person', 'point me to the right person'],
    },
    prompt: (who) =>
      `You are an expert copywriter. I am ${who}. Write a cold email to {{audience}} about {{topic}}. The one goal of the email: they {{ask}}. Keep it under 120 words, open with something about their situation rather than about me, give one concrete reason to care, and end with a single clear question. Then give me three subject lines to choose from.`,
  },
  {
    task: 'Plan a week of posts',
    choice: { name: 'channel', options: ['LinkedIn', 'Instagram', 'TikTok', 'X', 'Facebook', 'an email newsletter'] },
    prompt: (who) =>
      `I am ${who}. Plan seven days of posts on {{channel}} for {{audience}}, built around {{topic}}. For each day give the angle, a hook for the first line, the main points in three bullets and a call to action. Mix the formats (a story, a how-to, an opinion, a question, proof) so no two days feel the same, and keep the wording plain.`,
  },
  {
    task: 'Write a proposal',
    choice: {
      name: 'shape',
      options: ['a one-off project', 'a monthly retainer', 'a fixed-price package', 'a paid trial', 'three options at different prices'],
    },
    prompt: (who) =>
      `I am ${who}. Write a short proposal for {{audience}} about {{topic}}, offered as {{shape}}. Structure it as: their situation in their words, what changes for them, what I will do step by step, the timeline, the price and what it includes, and the next step. Ask me for any figures you need before you write, and keep it to one page.`,
  },
  {
    task: 'Reply to a difficult message',
    choice: {
      name: 'situation',
      options: ['a complaint', 'a request for a discount', 'a delay on my side', 'a rude or vague message', 'a request beyond what we agreed', 'a late payment'],
    },
    prompt: (who) =>
      `I am ${who}. I need to reply to {{audience}} about {{topic}}: the message is about {{situation}}. I will paste their message below. Write a calm, professional reply that acknowledges how they feel, states the facts without blame, offers one clear way forward and keeps the relationship. Give me a short version and a warmer, longer version.`,
  },
  {
    task: 'Summarise a long document',
    choice: {
      name: 'format',
      options: ['five bullet points', 'a one-paragraph brief', 'a table of decisions, owners and dates', 'a list of risks and open questions', 'plain words for a beginner'],
    },
    prompt: (who) =>
      `I am ${who}. I will paste a long document about {{topic}} below. Summarise it for {{audience}} as {{format}}. Keep only what they need to act on, quote the exact figures and dates, and flag anything that is unclear or contradicts itself. End with the one question they are most likely to ask.`,
  },
  {
    task: 'Prepare for a meeting',
    choice: { name: 'meeting', options: ['a first call', 'a pitch', 'a progress check-in', 'a negotiation', 'a hard conversation'] },
    prompt: (who) =>
      `I am ${who}. I have {{meeting}} with {{audience}} about {{topic}}. Help me prepare: the outcome I should aim for, a five-point agenda, the three questions I should ask, the objections or worries they may raise with an answer to each, and a two-sentence opening I can say word for word.`,
  },
  {
    task: 'Brainstorm ideas',
    choice: {
      name: 'limit',
      options: ['with no budget', 'that take less than an hour', 'that I can test this week', 'that stand out from competitors', 'that reuse what I already have'],
    },
    prompt: (who) =>
      `I am ${who}. Give me 15 ideas for {{topic}} that would appeal to {{audience}}, {{limit}}. Make them specific, not generic advice. Group them into quick wins and bigger bets, and for the three best say why they would work and what the first step is.`,
  },
  {
    task: 'Write a follow-up',
    choice: {
      name: 'after',
      options: ['no reply to my first message', 'a meeting we had', 'a quote or plan I sent', 'work I just delivered', 'an introduction from someone we both know'],
    },
    prompt: (who) =>
      `I am ${who}. Write a follow-up message to {{audience}} about {{topic}}, after {{after}}. Keep it under 90 words, add something useful (a tip, a resource or a short answer) rather than just "checking in", and end with an easy yes-or-no question. Give me an email version and a short chat-message version.`,
  },
  {
    task: 'Explain something simply',
    choice: {
      name: 'style',
      options: ['in one short paragraph', 'with an everyday comparison', 'as five simple steps', 'as questions and answers', 'with one worked example'],
    },
    prompt: (who) =>
      `I am ${who}. Explain {{topic}} to {{audience}} {{style}}. Assume they are smart but busy and new to the details. Avoid jargon; where a technical word is needed, explain it in brackets. Finish with what they should do or decide next.`,
  },
  {
    task: 'Make a checklist',
    choice: {
      name: 'moment',
      options: ['before I start', 'while the work is under way', 'before I hand it over', 'after it is finished', 'when something goes wrong'],
    },
    prompt: (who) =>
      `I am ${who}. Make a checklist for {{topic}} with {{audience}}, to use {{moment}}. Keep each item to one line starting with a verb, put them in the order I would do them, mark the ones people most often forget, and keep it to 12 items or fewer so I actually use it.`,
  },
  {
    task: 'Get feedback on a draft',
    choice: { name: 'focus', options: ['clarity', 'persuasiveness', 'tone', 'structure', 'length', 'wording and grammar'] },
    prompt: (who) =>
      `I am ${who}. I will paste my draft about {{topic}} below. Read it as {{audience}} would and review it for {{focus}}. List the five most important changes, most important first, each with the sentence to change and a rewritten version. Do not rewrite the whole draft; keep my voice.`,
  },
  {
    task: 'Plan my week',
    choice: { name: 'time', options: ['10 hours', '20 hours', '30 hours', '40 hours', 'only my evenings'] },
    prompt: (who) =>
      `I am ${who}. This week I have {{time}} for work. My main focus is {{topic}} and I must make progress with {{audience}}. Plan my week day by day: the three most important outcomes, time blocks for deep work, when to handle messages, one buffer for surprises, and what I should say no to. Ask me what is already in my calendar first.`,
  },
]
