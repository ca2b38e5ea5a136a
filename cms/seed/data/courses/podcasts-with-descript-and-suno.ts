import { blanks, essay, prompt, promptTask, quiz, type SeedCourse, taught, tasks, text } from '../build'

export const podcastsWithDescriptAndSuno: SeedCourse = {
  course: {
    title: 'Podcasts and Audio with Descript and Suno',
    slug: 'podcasts-with-descript-and-suno',
    type: 'course',
    level: 'Intermediate',
    orderNumber: 24,
    tags: ['New', 'Make money'],
    tools: ['descript', 'suno'],
    availableInTrial: false,
    description: 'Edit podcasts by editing text in Descript, turn episodes into show notes and clips, make theme music with Suno — and know what you may sell.',
  },
  topics: [
    {
      title: 'Edit a podcast like a document',
      description: 'Clean-up, show notes and clips in Descript.',
      lessons: [
        {
          title: 'Record and clean up in Descript',
          sections: [
            text(`
## Editing text edits the audio

Descript transcribes your recording, and the transcript *is* the editor: delete a sentence in the text and it disappears from the audio and video. That makes a first edit as fast as editing a document, and it is why podcasters and their editors use it.

## A clean-up pass in six steps

1. **Import** the recording — ideally one track per speaker — and let Descript transcribe it. Check the **speaker labels** and fix any that are wrong.
2. **Cut the big things first**: the chat before the start, false starts, off-topic tangents. Strike them in the transcript.
3. **Remove filler words** ("um", "uh", "you know") with the built-in tool. Review the list before applying: some "like"s are real words, and removing every pause makes people sound robotic.
4. **Shorten word gaps** so long silences shrink to a natural length.
5. **Studio Sound** improves voice quality by reducing background noise and room echo. Apply it per track and listen: at full strength it can make voices sound processed, so lower the intensity if needed.
6. **Listen through once** at normal speed. The transcript can hide problems you only hear — a cough under a sentence, a cut in the middle of a breath.

## Keep the meaning

Editing can change what someone said. Never cut words in a way that changes a guest's meaning, and send guests the edit if a passage is sensitive.
`),
            tasks(
              quiz(
                'Why review the filler-word list instead of removing everything at once?',
                ['Some words are real content and removing every pause sounds robotic', 'Descript charges per removed word', 'Filler words cannot be restored'],
                'Some words are real content and removing every pause sounds robotic',
              ),
              blanks('In Descript you delete a sentence in the ___ to cut it from the audio, and Studio ___ reduces noise and echo.', 'transcript|text', 'Sound'),
            ),
          ],
        },
        {
          title: 'From episode to show notes and clips',
          sections: [
            text(`
## One recording, many pieces

An episode is raw material for a week of content. Descript's AI assistant, **Underlord**, can draft **show notes, titles, chapters and social posts** from the transcript and **find short clips** worth sharing. Treat every draft as a draft: check names, numbers and claims against the recording, and rewrite anything the host would not say.

## Clips that get watched

Good clips are 30–60 seconds, start mid-thought with a strong line, make one point and end cleanly. Export them vertically (9:16) with **captions** — many people watch without sound. Add the show name and episode number so viewers can find the full episode.

## Fixing a word with an AI voice

Descript can create an AI voice of a speaker to fix a misspoken word or add a short line. The speaker has to record a **consent statement** before their voice can be used, and you should still tell the host which lines were generated. Never use it to make a guest "say" something new.

## A show-notes prompt

If you prefer your own AI assistant, give it the transcript and a clear format:
`),
            prompt('From this podcast transcript, write show notes for {{audience}}: a {{titleStyle}} title, a 60-word summary, {{count}} key takeaways, timestamps for each topic change and the guest’s links as mentioned. Do not invent facts. Transcript: [paste transcript]', {
              audience: ['small business owners', 'new parents', 'indie game developers'],
              titleStyle: ['curiosity-driven', 'plain and searchable', 'question-style'],
              count: ['three', 'five'],
            }),
            tasks(
              taught(
                promptTask('Write a prompt that turns a podcast transcript into three short social clips: which moments to cut, the hook line and a caption for each.', [
                  'names the podcast audience',
                  'asks for three clips',
                  'asks for a hook line',
                  'sets a clip length',
                  'asks not to invent content',
                ]),
                {
                  example:
                    'You are a podcast producer. Our show is for freelance designers who want more clients. From the transcript below, choose three moments that work as 30–60 second vertical clips. For each clip give: the start and end timestamps, the opening hook line exactly as spoken, why it works for freelance designers in one sentence, and a caption under 150 characters with one call to action to listen to the full episode. Use only words actually spoken — do not invent quotes. Transcript: [paste].',
                  comparison: {
                    weakPrompt: 'Find good clips in this podcast: [transcript]',
                    weakOutput:
                      'Here are some great moments from the podcast:\n1. The part where they talk about clients.\n2. The discussion about pricing.\n3. The ending, which is very inspiring.\nThese clips would be engaging for social media!',
                    strongOutput:
                      'Clip 1 — 12:40–13:32. Hook: "I doubled my rate and lost exactly one client." Why: every freelance designer worries that raising prices scares clients away. Caption: "She raised her rates — here’s what happened next. Full episode in bio 🎧"\n\nClip 2 — 24:05–24:58. Hook: "Your portfolio has too many projects." Why: a concrete, surprising fix designers can apply today. Caption: "Less is more in your portfolio. Listen to the full episode for the 3-project rule."\n\nClip 3 — …',
                  },
                },
              ),
            ),
          ],
        },
      ],
    },
    {
      title: 'Music with Suno and a production service',
      description: 'Theme tunes and background music, the rights that come with them and a podcast package.',
      lessons: [
        {
          title: 'A theme tune with Suno',
          sections: [
            text(`
## What Suno does

Suno generates complete songs — music and, if you want, sung vocals — from a text description. For podcasts and videos the most useful outputs are **instrumental** intros, outros and background beds.

## Custom mode

In **Custom** mode you control two fields:

- **Style of music** — a short list of genre, mood, instruments and tempo: "warm lo-fi hip hop, mellow Rhodes piano, soft vinyl crackle, 80 bpm, relaxed". Suno does not accept artist names here, and you should not try to imitate a specific artist.
- **Lyrics** — or switch on **Instrumental** for no vocals. Lyrics can carry structure tags such as [Intro], [Verse], [Chorus] and [Outro] to shape the song.

Each generation gives you two versions. Use **Extend** to continue a good part, and pick a section for your intro: a podcast intro is usually a short sting, with a longer, quieter bed under the host's first words.

## Make it fit the show

Match the music to the show's voice: a finance podcast for beginners wants calm and confident, a gaming show wants energy. Test the intro under the host's voice in Descript: if you have to turn the music down a lot to hear the words, pick a simpler track with fewer instruments in the voice's range.
`),
            tasks(
              taught(
                promptTask('Write the Suno “Style of music” text and settings for an instrumental podcast intro that fits a specific show.', [
                  'names the show or its audience',
                  'names the genre and mood',
                  'names instruments',
                  'sets the tempo',
                  'asks for an instrumental',
                ]),
                {
                  example:
                    'Show: "Money Made Simple", a calm personal-finance podcast for beginners in their twenties. Instrumental: on. Genre and mood: warm acoustic pop, optimistic and calm; tempo 100 bpm. Style of music: "warm acoustic pop, plucked acoustic guitar, light hand claps, soft upright bass, gentle glockenspiel accents, 100 bpm, optimistic and calm, clean mix, no vocals". I will pick a 10–15 second section as the intro sting and use a quieter, sparser part as the bed under the host’s welcome.',
                  comparison: {
                    weakPrompt: 'podcast intro music',
                    weakOutput:
                      'A generic upbeat electronic track with a big synth drop, heavy drums and a wordless vocal chant — it sounds like a stock commercial and drowns out speech when placed under the host’s voice.',
                    strongOutput:
                      'Two short instrumental takes open on a bright plucked guitar figure, add soft bass and claps by the fourth bar and land on a light glockenspiel phrase around the twelfth second — an easy cut point for a sting; the sparse guitar-and-bass section afterwards sits comfortably under a speaking voice.',
                  },
                },
              ),
            ),
          ],
        },
        {
          title: 'Rights, and a podcast production package',
          sections: [
            text(`
## Who owns the music

Suno's terms depend on your plan. On the **free plan**, songs are for non-commercial use and Suno keeps ownership. On **paid plans**, you own the songs made while subscribed and may use them commercially. Two honest caveats for clients:

- In many countries, music made entirely by AI may not be protected by copyright at all, so others might be able to reuse it.
- Suno has been sued by major record labels over its training data. Check the current terms and the news before promising a client exclusive music, and never generate something meant to sound like a specific artist or song.

Descript's stock media and your own recordings have their own licences — keep a note of where each sound came from.

## The package podcasters buy

Many people start a podcast and stop because editing takes too long. A production package removes that work:

- **Edit**: clean-up, filler words, Studio Sound, intro and outro.
- **Show notes**: title, summary, takeaways, timestamps.
- **Clips**: three vertical clips with captions per episode.
- **Music**: a custom theme from Suno on your paid plan, with the rights caveats written down.

Deliver on a fixed day, get the host's approval on the first two episodes' style, and then run the same checklist every week.
`),
            tasks(
              quiz(
                'A client wants to use a song you made on Suno’s free plan in a paid ad. What is right?',
                ['The free plan is non-commercial: regenerate it on a paid plan or use licensed music', 'Free plan songs can be used anywhere', 'It is fine if you credit Suno'],
                'The free plan is non-commercial: regenerate it on a paid plan or use licensed music',
              ),
              taught(
                essay('Write your weekly podcast production package for one client: what you deliver, when, what the host provides and what you tell them about the music rights.', [
                  'lists the deliverables',
                  'states the delivery day or deadline',
                  'states what the host provides',
                  'explains the music rights',
                ], 150),
                {
                  example:
                    'Client: a weekly interview podcast for independent café owners. Every Monday by 5 pm the host uploads the raw recording, one track per speaker, plus the guest’s name and links. By Thursday I deliver: the edited episode (big cuts, reviewed filler-word removal, Studio Sound, intro and outro), show notes with title, 60-word summary, five takeaways and timestamps, and three captioned vertical clips. Price: $220 per episode, billed monthly. Music: I made the theme with Suno on a paid plan, so commercial use is allowed under Suno’s terms, but AI-only music may not be protected by copyright and Suno faces lawsuits over training data, so I cannot promise exclusivity; if they want full certainty, I can license a track from a stock music library instead.',
                },
              ),
            ),
          ],
        },
      ],
    },
  ],
}
