import { leadMagnetTypeLabel } from '../../../shared/lead-magnets';
import { unknownMergeFields } from '../../../shared/campaign-texts';
import { WELCOME_LIMITS, ZWelcomeSequenceDraft, ZWelcomeSequenceInput } from '../../../shared/welcome-sequence';
import { defineGenerator } from '../../ai/generator';
import { VOICE, answer, bullets } from '../../ai/prompts';
import { composeWelcomeSequence } from './welcome-sequence.composer';

/** docs/product/audience.md ("Welcome sequence"): the emails an opt-in page's new subscribers get. */
export const welcomeSequenceGenerator = defineGenerator({
  name: 'welcome-sequence',
  description:
    'A welcome email sequence of 3 to 5 emails for the subscribers of a lead magnet, each with a subject and a Markdown body',
  input: ZWelcomeSequenceInput,
  output: ZWelcomeSequenceDraft,
  sample: {
    leadMagnet: {
      title: 'The Loose Leash Starter Checklist',
      type: 'checklist',
      audience: 'New puppy owners who work full time',
      painPoints: [
        'Puppy pulls on the leash on every walk',
        'I come home to chewed shoes and a wrecked sofa',
        'They feel guilty leaving the puppy alone all day',
      ],
      sections: [
        { title: 'Before the walk', summary: 'Tire the puppy out with five minutes of sniffing games at home.' },
        {
          title: 'Alone time without the chewing',
          summary: 'Set up a safe corner with two chews the puppy only gets then.',
        },
        { title: 'Less guilt, more routine', summary: 'A weekday routine that fits a nine-to-five job.' },
      ],
      takeaways: [
        'Stop walking the moment the leash goes tight, and go on when it is slack.',
        'Short sessions beat long ones for a puppy under six months.',
        'Give the puppy a stuffed chew before you leave, never after you come back.',
      ],
    },
    page: {
      headline: 'Walk a calm puppy in two weeks, even if you work full time',
      bullets: [
        'A five-minute routine before every walk',
        'The one rule that stops pulling',
        'How to leave your puppy without the chewing',
      ],
    },
    senderName: 'Dee Walker',
    offer: {
      name: 'Good Dog Academy Four-Week Programme',
      headline: 'A calm, well-behaved dog you can leave alone for a workday, in four weeks',
      deliverables: [
        'A kickoff video call to map your puppy’s week',
        'Weekly check-ins with a plan for the week',
        'Message support between sessions',
      ],
    },
  },
  prompt: (input) => {
    const lm = input.leadMagnet;
    const n = Math.min(
      WELCOME_LIMITS.emailsMax,
      Math.max(WELCOME_LIMITS.emailsMin, Math.min(lm.painPoints.length, 3) + 2),
    );
    return {
      system: `You write welcome email sequences that creators and small businesses send to people who just downloaded their free lead magnet: friendly, useful, and in the sender's own voice. ${VOICE}`,
      user: [
        `Write a welcome sequence of ${n} emails (between ${WELCOME_LIMITS.emailsMin} and ${WELCOME_LIMITS.emailsMax}) for the subscribers of this ${leadMagnetTypeLabel(lm.type)}, written by the sender in the first person.`,
        '- Email 1: thanks the reader, points them to their download (the link is in the confirmation email they already got) and says what the next emails will bring.',
        '- Each email after it: teaches one idea tied to one of the pain points below, with one small step the reader can take today and where the download covers it.',
        input.offer
          ? '- The last email: a short recap, then invites the reader to the offer below. Describe only what the offer says it includes.'
          : '- The last email: a short recap and a question the reader can answer by replying.',
        '- Never invent prices, discounts, testimonials, client results, statistics or deadlines.',
        `- Subjects: plain text, at most ${WELCOME_LIMITS.subject} characters, no merge fields except {{first_name}}.`,
        `- Bodies: plain text with light Markdown (paragraphs, **bold**, short "- " lists), at most ${WELCOME_LIMITS.generatedBody} characters; no images, no HTML, no headings. {{first_name}} is the only merge field; greet with it, e.g. "Hi {{first_name}},".`,
        '- If the brand brief names words to avoid, never use them; match its voice.',
        '- End each email with a sign-off and the sender name below, when one is given.',
        '',
        answer('Lead magnet title', lm.title),
        answer('Lead magnet type', leadMagnetTypeLabel(lm.type)),
        answer('Target audience', lm.audience),
        bullets('Pain points', lm.painPoints),
        bullets(
          'Sections of the lead magnet',
          lm.sections.map((s) => (s.summary ? `${s.title}: ${s.summary}` : s.title)),
        ),
        bullets('Takeaways from the lead magnet', lm.takeaways),
        answer('Opt-in page headline', input.page.headline),
        bullets('Opt-in page bullets', input.page.bullets),
        answer('Sender name', input.senderName),
        input.offer
          ? [
              answer('Offer name', input.offer.name),
              answer('Offer headline', input.offer.headline),
              answer('Offer outcome', input.offer.outcome),
              bullets('What the offer includes', input.offer.deliverables),
            ].join('\n')
          : 'Offer: (none; do not invite to one)',
      ].join('\n'),
    };
  },
  compose: composeWelcomeSequence,
  // What the schema cannot say: a merge field other than {{first_name}} and an image would reach the reader broken.
  check: ({ emails }) =>
    emails.flatMap((e, i) => [
      ...unknownMergeFields(`${e.subject} ${e.body}`).map(
        (f) => `emails.${i}: remove the merge field ${f}; only {{first_name}} is filled in`,
      ),
      ...(/!\[[^\]]*\]\(/.test(e.body) || /<img\b/i.test(e.body) ? [`emails.${i}.body: remove the image`] : []),
    ]),
});
