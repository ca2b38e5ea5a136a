import { blanks, essay, prompt, promptTask, quiz, type SeedCourse, taught, tasks, text } from '../build'

export const voiceOversWithElevenlabs: SeedCourse = {
  course: {
    title: 'Voice-overs and Narration with ElevenLabs',
    slug: 'voice-overs-with-elevenlabs',
    type: 'course',
    level: 'Beginner',
    orderNumber: 22,
    tags: ['New', 'Beginner', 'Make money'],
    tools: ['elevenlabs'],
    availableInTrial: false,
    description: 'Write scripts for the ear, direct an AI voice, clone voices only with consent and sell narration for videos, courses and ads.',
  },
  topics: [
    {
      title: 'Natural narration',
      description: 'From script to a voice-over that sounds human.',
      lessons: [
        {
          title: 'Your first voice-over',
          sections: [
            text(`
## Write for the ear, not the eye

Text-to-speech reads exactly what you give it, so the script decides most of the quality. Spoken scripts use **short sentences**, one idea per sentence, numbers written the way they are said ("twenty-five dollars", not "$25.00") and no brackets or abbreviations. Read it aloud once yourself: wherever you stumble, the AI voice will too.

## In ElevenLabs

1. Open **Text to Speech** and paste the script.
2. **Choose a voice.** Start with the default voices or search the **Voice Library** by accent, age, gender and use case ("narration", "conversational"). Pick the voice for the audience: a calm, warm voice for a meditation app, a brisk one for a product demo.
3. **Choose a model.** Multilingual v2 is a stable choice for high-quality narration; Flash models are faster and cheaper, useful for drafts; the expressive v3 model follows audio tags such as [whispers] or [laughs].
4. **Adjust the settings.** *Stability* low makes delivery livelier but less predictable; high makes it steady but flatter. *Similarity* keeps the voice close to the original. *Speed* changes pace. Change one slider at a time.
5. **Generate two or three takes** of the first paragraph, pick the best settings, then generate the rest.

## Commercial use

The free plan is for trying things out; for client work you need a paid plan that includes a commercial licence. Check the current plan terms before you sell anything.
`),
            prompt('Rewrite the text below as a {{length}} voice-over for {{audience}}: short spoken sentences, numbers written as words, no abbreviations. Text: [paste your text]', {
              length: ['30-second', '60-second', '2-minute'],
              audience: ['new customers of a meal-kit service', 'employees in a safety training', 'YouTube viewers of a travel channel'],
            }),
            tasks(
              quiz(
                'Which line is written for the ear?',
                ['Save 25% (approx.) on orders > $50!', 'Spend over fifty dollars and save about a quarter.', 'Orders >$50 get ~25% off (T&Cs apply).'],
                'Spend over fifty dollars and save about a quarter.',
              ),
              taught(
                promptTask('Write a prompt that turns a written product description into a 30-second voice-over script for a specific audience.', [
                  'names the audience',
                  'sets the length',
                  'asks for short spoken sentences',
                  'asks to write numbers as words or avoid abbreviations',
                ]),
                {
                  example:
                    'You are a script writer for short audio ads. Turn the product description below into a 30-second voice-over (about 75 words) for busy parents who listen on their phone. Use short spoken sentences, one idea each, write every number and price as words, no abbreviations or symbols, and end with one clear call to action: "Order by Thursday for Monday delivery." Keep the tone warm and practical. Product description: [paste].',
                  comparison: {
                    weakPrompt: 'Make this into a voice-over: [product description]',
                    weakOutput:
                      'Introducing FreshBox — the ultimate meal-kit solution (5 meals/wk, from $8.99/serving)! Enjoy chef-curated, farm-to-table recipes delivered straight to your door. With 30+ weekly options & flexible plans, FreshBox makes dinner time stress-free. Order now!',
                    strongOutput:
                      'Dinner at six. Kids hungry. No plan. Sound familiar? FreshBox brings five easy dinners to your door every week. Everything is measured. Every recipe takes about thirty minutes. Meals start at nine dollars a serving. You pick the recipes, we do the shopping. Order by Thursday for Monday delivery.',
                  },
                },
              ),
            ),
          ],
        },
        {
          title: 'Directing the voice',
          sections: [
            text(`
## Pacing and pauses

Punctuation is your main tool. A full stop gives a short pause, a comma a shorter one, a dash a small hesitation and a new paragraph a longer break. For an exact pause, the multilingual and Flash models understand a break tag such as \`<break time="1.0s" />\`; use it sparingly, because many breaks in a row can make the audio unstable. With the v3 model, audio tags such as [pause], [excited] or [whispers] set delivery instead.

## Pronunciation

Brand names, place names and acronyms are where AI voices slip. Fixes, from quickest to most robust:

- Spell it the way it sounds: "Worcester" → "Wooster", "SQL" → "sequel" (if that is how the client says it).
- Add an entry to a **pronunciation dictionary** so every project says the word the same way.
- Ask the client for a recording of how they say their brand name — never guess.

## Long projects

For audiobooks, courses and long videos use **Studio**: split the script into chapters and paragraphs, regenerate only the paragraph that went wrong, and keep one voice and one set of settings for the whole project so it sounds like one narrator.

## Check the audio

Listen to the full file at normal speed with headphones before delivering. Check names, numbers, odd emphasis, clipped word endings and background artefacts. A voice that is almost right still needs the last details fixed: that care is what the client pays you for.
`),
            tasks(
              blanks('For an exact pause, the multilingual models understand a ___ tag; to make a brand name sound right everywhere, add it to a pronunciation ___.', 'break', 'dictionary'),
              quiz(
                'The voice says a client’s brand name wrongly in three places. What is the most robust fix?',
                ['Add the name to a pronunciation dictionary', 'Raise the stability slider', 'Switch to a different voice'],
                'Add the name to a pronunciation dictionary',
              ),
            ),
          ],
        },
      ],
    },
    {
      title: 'Selling voice work responsibly',
      description: 'Consent for voice clones and a narration service clients trust.',
      lessons: [
        {
          title: 'Voice cloning and consent',
          sections: [
            text(`
## Two kinds of clone

ElevenLabs offers **Instant Voice Cloning**, made from a short clean sample, and **Professional Voice Cloning**, trained on a much longer recording for a closer match. Professional clones require the speaker to verify that the voice is theirs. A clone lets a client, for example, have their founder "read" every weekly update without recording each one.

## Consent is not optional

A voice is personal. Cloning someone's voice without permission can break the law in many places, breaks ElevenLabs' terms and can be used for fraud. Only clone **your own voice** or the voice of someone who has given **written consent** that covers:

- whose voice it is and who may use the clone,
- what it may be used for (for example "weekly product videos for Acme Ltd"),
- how long, whether it is paid, and how to withdraw consent and have the clone deleted.

Never clone a celebrity, a politician, a customer or a colleague "for fun", and never make a clone say something the person has not approved.

## Disclose it

Tell listeners when a voice is synthetic where it matters — in ads, customer service and anything that could be mistaken for the real person speaking live. Many clients prefer a stock voice from the Voice Library exactly because it avoids these questions.
`),
            tasks(
              quiz(
                'A client asks you to clone a famous actor’s voice for their ad from interview clips. What do you do?',
                ['Decline and suggest a library voice or a hired voice actor who consents', 'Clone it, the clips are public', 'Clone it but lower the similarity'],
                'Decline and suggest a library voice or a hired voice actor who consents',
              ),
              taught(
                essay('Write the consent statement you would ask a person to sign before you clone their voice for a client project.', [
                  'names the speaker and the users of the clone',
                  'states the allowed use',
                  'states how long or until when',
                  'explains how consent is withdrawn and the clone deleted',
                ], 150),
                {
                  example:
                    'I, Maria Lopez, agree that Green Leaf Studio may create an AI clone of my voice with ElevenLabs from recordings I provide. Allowed use: the clone may be used only by Green Leaf Studio and by Acme Ltd for Acme’s internal training videos and weekly product updates, in English and Spanish. It may not be used for advertising, political content or anything I have not approved in writing. I will be paid $400 for the recordings and 12 months of use, from 1 March to 28 February. Every script will be sent to me before publication. I can withdraw my consent at any time by email; the clone will then be deleted within seven days and no new audio will be made with it.',
                },
              ),
            ),
          ],
        },
        {
          title: 'A narration service clients buy',
          sections: [
            text(`
## Who pays for voice-overs

- **YouTube and social creators** who write scripts but do not want to record.
- **Course creators and trainers** who need consistent narration for many lessons.
- **Small businesses** that need explainer videos, on-hold messages or ads.
- **Businesses going abroad** — ElevenLabs can dub a video into other languages; a native speaker should still check the translation.

## A workflow that avoids rework

1. **Script approval first.** Audio is cheap to regenerate but the client's time is not: get the final script signed off before generating.
2. **Voice audition.** Send two or three 15-second samples in different voices; the client picks one.
3. **Produce** in Studio, with a pronunciation list for names.
4. **Deliver** WAV for video editors and MP3 for the web, named clearly, plus the script.
5. **Revisions**: changes to delivery are included; changes to the script after approval are charged.

## Price by finished minute

Voice-over is usually priced by finished minute or per project, with rush delivery and extra languages as add-ons. Check what human voice actors and other AI narrators charge in your market and position yourself honestly: you sell speed, consistency and careful checking — tell the client the voice is AI.
`),
            tasks(
              taught(
                promptTask('Write a prompt that drafts a short email offering a narration service to one type of client, with a clear offer and one question at the end.', [
                  'names the type of client',
                  'describes the offer',
                  'mentions that the voice is AI',
                  'sets a length',
                ]),
                {
                  example:
                    'You are a friendly freelancer writing to online course creators who teach in English. Draft a cold email under 120 words offering AI narration for their lessons with ElevenLabs: I turn their written lessons into consistent voice-overs in a voice they choose from three samples, delivered within 48 hours as WAV and MP3. Say clearly that the voice is AI-generated and that every file is checked by a human for names and numbers. Mention one benefit for course creators (updating a lesson no longer means re-recording). End with one question inviting them to receive a free 30-second sample of their own lesson.',
                  comparison: {
                    weakPrompt: 'Write an email selling voice-over services.',
                    weakOutput:
                      'Subject: Elevate Your Content with Professional Voice-Overs!\n\nDear Sir/Madam,\n\nAre you looking to take your content to the next level? Our professional voice-over services deliver high-quality audio that captivates your audience. With years of experience and a passion for excellence, we are the perfect partner for all your voice needs. Contact us today!',
                    strongOutput:
                      'Subject: Narration for your course — without re-recording\n\nHi Sam,\n\nI turn written course lessons into clear voice-overs with an AI voice you choose from three samples. Every file is checked by me for names, numbers and pacing, and delivered within 48 hours as WAV and MP3.\n\nThe nice part for course creators: when a lesson changes, I regenerate just that paragraph — no studio session.\n\nTo be transparent, the voice is AI-generated with ElevenLabs.\n\nWould you like a free 30-second sample made from one of your own lessons?\n\nBest,\nAna',
                  },
                },
              ),
            ),
          ],
        },
      ],
    },
  ],
}
