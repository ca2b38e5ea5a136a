import { blanks, essay, prompt, promptTask, quiz, type SeedCourse, taught, tasks, text } from '../build'

export const socialDesignWithCanva: SeedCourse = {
  course: {
    title: 'Social Posts and Brand Kits with Canva and Firefly',
    slug: 'social-design-with-canva',
    type: 'course',
    level: 'Beginner',
    orderNumber: 20,
    tags: ['New', 'Beginner', 'Make money'],
    tools: ['canva-magic-studio', 'adobe-firefly'],
    availableInTrial: false,
    description: 'Build a brand kit, turn one idea into a week of on-brand posts with Canva Magic Studio and make custom visuals with Adobe Firefly — then sell it as a service.',
  },
  topics: [
    {
      title: 'A brand kit and a week of posts',
      description: 'Set up a reusable brand in Canva and produce posts from it in one sitting.',
      lessons: [
        {
          title: 'A brand kit a client can reuse',
          sections: [
            text(`
## Why start with the brand, not the post

Small businesses rarely need "a nice post". They need posts that **look like them every time**, so customers recognise them while scrolling. In Canva that consistency lives in a **Brand Kit** (a Canva Pro and Teams feature): logos, colour palette, fonts and, in newer versions, a few lines of brand voice that Magic Write can follow.

## Set it up in 20 minutes

1. **Collect what exists.** Ask the client for their logo (ideally SVG or a transparent PNG), any colours they already use and one or two posts they like.
2. **Pick the palette.** Two main colours, one accent, one neutral. If the client has only a logo, upload it and use the colours Canva suggests from it as a starting point.
3. **Set the fonts.** One heading font, one body font. Add them as heading, subheading and body styles so every template picks them up.
4. **Write the brand voice.** Three adjectives and one "we never" rule, for example "warm, practical, local — we never use slang".
5. **Apply it.** Open any template and use *Styles → Brand Kit* to restyle it with the client's colours and fonts in one click.

## Honest limits

A Brand Kit is not a logo design. Canva's licence does not allow elements from its library to be registered as part of a trademark, so a logo built from Canva graphics can be used but not protected. If the client needs a logo they can trademark, it has to be designed from original elements.
`),
            tasks(
              quiz(
                'A bakery has only a logo and no brand colours. What is the best first step for its Brand Kit?',
                ['Pick colours from the logo and reduce them to a small palette', 'Use every colour Canva suggests', 'Skip colours and set only fonts'],
                'Pick colours from the logo and reduce them to a small palette',
              ),
              taught(
                essay('Describe the Brand Kit you would set up for a real local business you know: palette, fonts and brand voice.', [
                  'names the business',
                  'describes the colour palette',
                  'names the fonts or font styles',
                  'gives the brand voice',
                ], 150),
                {
                  example:
                    'Business: Rosa’s Bakery, a family bakery on my street. Palette: warm cream as the neutral, a deep cherry red from the logo as the main colour, a soft sage green as the second colour and a mustard yellow accent for prices and offers. Fonts: a rounded serif for headings (it feels handmade) and a clean sans-serif for body text so opening hours stay readable on a phone. Brand voice: warm, neighbourly and simple — “we never use slang or all caps”. I would add the logo in cream and in cherry red so it works on light and dark photos.',
                },
              ),
            ),
          ],
        },
        {
          title: 'Ten posts from one idea with Magic Studio',
          sections: [
            text(`
## The batch workflow

Canva's **Magic Studio** is the set of AI features inside the editor. Four of them do most of the work for social media:

- **Magic Design** — describe a post or upload a photo and Canva proposes finished layouts. Pick the closest one instead of starting from a blank page.
- **Magic Write** — drafts captions and on-image text. Give it the offer, the audience and the tone.
- **Magic Edit, Magic Eraser and Magic Expand** — change or remove part of a photo with a brush and a description, or extend a photo to fit a new format.
- **Magic Switch (Resize)** — turns one design into an Instagram post, a story and a LinkedIn image in one step. Always check the result: text near the edges often needs moving.

For a week of posts, write the week's **content pillars** first (for example: product, behind the scenes, customer question, offer). Then create one design per pillar with Magic Design, restyle it with the Brand Kit and duplicate it for the other days. With **Bulk Create** you can fill a template from a spreadsheet — useful for quotes, prices or event dates.

## Check before you publish

Read every caption aloud, check prices, dates and opening hours against what the client gave you, and never leave a Magic Write claim ("the best coffee in town") that the client cannot back up.
`),
            prompt('Write {{count}} Instagram captions for {{business}}. Pillar: {{pillar}}. Tone: warm and practical, under 60 words each, one call to action, two local hashtags.', {
              count: ['three', 'five', 'seven'],
              business: ['a family bakery', 'a yoga studio', 'a bike repair shop'],
              pillar: ['behind the scenes', 'a customer question', 'this week’s offer'],
            }),
            tasks(
              blanks('Magic ___ turns one design into other formats; Bulk Create fills a template from a ___.', 'Switch|Resize', 'spreadsheet|CSV|table'),
              taught(
                promptTask('Write a Magic Write prompt for a week of captions for one small business. Include the audience, the tone, the length and the content pillars.', [
                  'names the business and its audience',
                  'sets the tone',
                  'sets a length or format',
                  'lists the content pillars',
                ]),
                {
                  example:
                    'You are a social media writer for a family bakery in a small town. Our audience is local parents and office workers who stop by before 9 am. Write seven Instagram captions, one for each day of the week, following these pillars: Monday product, Tuesday behind the scenes, Wednesday customer question, Thursday product, Friday weekend offer, Saturday team, Sunday community. Tone: warm and neighbourly, no slang. Each caption under 60 words, with one call to action and two local hashtags. Do not invent prices or awards.',
                  comparison: {
                    weakPrompt: 'Write social media posts for a bakery.',
                    weakOutput:
                      '1. Freshly baked goodness is waiting for you! 🥐 Come visit us today! #bakery #fresh\n2. Life is better with cake! 🎂 #sweet #yummy\n3. Start your day right with our delicious pastries! #breakfast #love',
                    strongOutput:
                      'Monday — Our sourdough starts at 4 am so it’s still warm when you drop the kids off. Grab a loaf on the way: we open at 7. #OakfieldBakes #ShopLocalOakfield\n\nTuesday — Meet the oven that does the night shift. Ever wondered how many croissants fit on one tray? Guess in the comments! #OakfieldBakes #ShopLocalOakfield\n\nWednesday — “Do you have anything without nuts?” Yes: every nut-free bake has a green label. Ask us at the counter. #OakfieldBakes #ShopLocalOakfield\n\n… (four more, one per pillar)',
                  },
                },
              ),
            ),
          ],
        },
      ],
    },
    {
      title: 'Custom visuals with Adobe Firefly, sold as a service',
      description: 'Generate and edit images you may use commercially, then package social design for clients.',
      lessons: [
        {
          title: 'Generate and edit with Adobe Firefly',
          sections: [
            text(`
## When stock photos are not enough

Adobe Firefly makes images from text in the Firefly web app and inside Photoshop and Adobe Express. Adobe trains its own Firefly image models on licensed content such as Adobe Stock and on public-domain material, and markets them as designed to be safe for commercial use. Images it makes carry **Content Credentials**, a label that records that AI was used.

## The features you will use most

- **Text to Image** with controls for aspect ratio, content type (photo or art) and visual effects.
- **Style reference** — upload one image whose look you want, for example the client's best photo, so new images match it.
- **Composition (structure) reference** — keep the layout of a sketch or photo while changing the content.
- **Generative Fill** — brush over an area and describe what should be there; **Generative Expand** — extend a photo to a wider or taller format without cropping the product.

Each generation uses **generative credits** from your plan, so plan your variations instead of clicking Generate twenty times.

## Honest limits

The Firefly app also offers models from other companies. Adobe's commercial-safety promise is about its own Firefly models, so note which model made each image you deliver. AI images of real people, logos or trademarked products do not belong in client work, and text inside generated images is often misspelled: add text in Canva instead.
`),
            prompt('Photo of {{subject}} on {{surface}}, {{light}}, shallow depth of field, space on the left for text, 4:5 format.', {
              subject: ['a ceramic coffee cup', 'a handmade soap bar', 'a stack of notebooks'],
              surface: ['a light oak table', 'a linen cloth', 'a marble counter'],
              light: ['soft morning window light', 'warm evening light', 'bright even studio light'],
            }),
            tasks(
              quiz(
                'A generated poster has a misspelled headline inside the image. What is the best fix?',
                ['Generate again until the text is right', 'Remove the text and add it as a text layer in Canva', 'Leave it, followers will not notice'],
                'Remove the text and add it as a text layer in Canva',
              ),
              taught(
                promptTask('Write a Firefly prompt for a background image for a social post promoting a local business’s seasonal offer. Leave room for text and set the format.', [
                  'describes the subject or scene',
                  'sets the light or mood',
                  'leaves space for text',
                  'sets the format or aspect ratio',
                ]),
                {
                  example:
                    'Photo of a steaming cup of pumpkin-spice latte on a rustic wooden café table, a few autumn leaves and a cinnamon stick beside it, warm late-afternoon window light, cosy mood, shallow depth of field, muted orange and cream colours, empty space in the upper third for a headline, no text, no logos, 4:5 portrait format for an Instagram post.',
                  comparison: {
                    weakPrompt: 'autumn coffee picture',
                    weakOutput:
                      'A centred close-up of a coffee cup with latte art surrounded by orange leaves and pumpkins, filling the whole square frame, with bright saturated colours and busy detail in every corner — no clear place for a headline.',
                    strongOutput:
                      'A 4:5 photo-style image: a latte in a matte cream cup sits in the lower right third of a worn oak table; steam rises into soft backlight, two maple leaves and a cinnamon stick lie beside the saucer, the background fades into a blurred café window, and the top third is a calm, out-of-focus warm wall — ready for a headline in Canva.',
                  },
                },
              ),
            ),
          ],
        },
        {
          title: 'Selling social design as a package',
          sections: [
            text(`
## What clients buy

Local businesses buy **time and consistency**, not "AI designs". A clear package is easy to say yes to:

- **Brand starter** — Brand Kit set up in the client's Canva, three post templates and a story template.
- **Monthly posts** — a fixed number of posts and stories per month with captions, built on those templates.
- **Launch pack** — visuals for one event or offer across Instagram, Facebook and a printed A4 poster.

## A workflow that protects you

1. Work in a **Canva team the client owns** or share designs into it, so they keep access if you part ways.
2. Get the month's facts in writing first: offers, prices, dates, photos.
3. Produce the batch, then send one link for approval. Two rounds of changes are included; more are extra.
4. Before delivery, check every price and date, make sure no image shows a real person or brand that was not approved, and keep a note of which images are AI-generated.

## Tell the client what is AI

Say in your offer that some images are AI-generated and that you use licensed tools. Some platforms label AI images automatically, and some clients prefer real photos of their own shop for authenticity — which is a good reason to ask them for ten photos a month and use AI for backgrounds, edits and extra formats.
`),
            tasks(
              quiz(
                'Why build client designs in a Canva team the client owns?',
                ['The client keeps access to their brand and designs if you stop working together', 'It makes AI features free', 'Canva requires it for all commercial work'],
                'The client keeps access to their brand and designs if you stop working together',
              ),
              taught(
                essay('Write the package you would offer a local business: what is included, how approval works and what you tell them about AI.', [
                  'lists what is included',
                  'describes the approval or revision process',
                  'includes a price',
                  'explains how AI use is disclosed',
                ], 150),
                {
                  example:
                    'Package: “Monthly social kit” for a yoga studio — 12 feed posts and 8 stories a month with captions, built on the studio’s Brand Kit in their own Canva team. Price: $300 a month, paid at the start of the month. Process: by the 25th the studio sends class changes, offers and ten photos; I deliver the whole month as one Canva link by the 1st; two rounds of changes are included, extra rounds cost $40. AI disclosure: I tell them that backgrounds and some illustrations are made with Adobe Firefly and Canva Magic Studio, that no AI image shows a real person, and I list which posts use AI images.',
                },
              ),
            ),
          ],
        },
      ],
    },
  ],
}
