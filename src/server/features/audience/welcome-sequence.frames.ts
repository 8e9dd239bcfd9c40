import type { Register } from './welcome-sequence.reading';

/*
 * The welcome sequence's stock lines, trade-free, each with alternatives so that a member's words to
 * avoid and a second email never force the same line. Slots (filled by `fill`): {title} the download's
 * title in italics, {noun} what it is ("checklist"), {section} a part's title in quotes, {label} a pain
 * named after a colon, {count} a number word, {audience} a plural noun phrase, {offer} the offer's name.
 * A pain is only ever a label after a colon or a sentence of its own, never mid-sentence.
 */

export const GREETING: Record<Register, string[]> = {
  casual: ['Hey {{first_name}},', 'Hi {{first_name}},'],
  plain: ['Hi {{first_name}},', 'Hello {{first_name}},'],
  formal: ['Hello {{first_name}},'],
};

export const SIGN_OFF: Record<Register, string[]> = {
  casual: ['Talk soon,', 'Speak soon,', 'Cheers,'],
  plain: ['Talk soon,', 'All the best,', 'Best wishes,'],
  formal: ['Kind regards,', 'Best regards,', 'Best wishes,'],
};

/** Email 1: where the download is and what comes next. */
export const DELIVERY = {
  subject: [
    'Your {noun} is here: {title}',
    '{title}: your copy and what comes next',
    'Welcome! Your copy of {title} is inside',
  ],
  thanks: [
    'Thank you for signing up for {title}. Your copy is in the email you got when you confirmed, and its download link works whenever you need it.',
    "Welcome, and thank you for asking for {title}. If you haven't opened it yet, the download link is in the confirmation email you just got.",
    'Thanks for requesting {title}. The download link is waiting in your confirmation email, so you can open it whenever suits you.',
  ],
  forWhom: [
    'I put this {noun} together for {audience}, so everything in it is meant to be used, not just read.',
    'I made this {noun} for {audience}, and I kept it practical on purpose.',
  ],
  inside: ["Inside, you'll find:", "Here's what's inside:", 'What it covers:'],
  start: [
    'A tip: start with {section} and give it ten quiet minutes today.',
    'If you only have a few minutes today, start with {section}.',
    'My suggestion: open it at {section} first.',
  ],
  next: [
    "Over the next few days, I'll send you {count} more short emails, one problem at a time:",
    "Here's what's coming in the next few days, one short email at a time:",
  ],
  nextOffer: 'And how to get more help, if you want it',
  ask: [
    'One question before you go: what made you sign up? Hit reply and tell me. I would love to know.',
    "Hit reply and tell me what you're hoping to change. I'd love to hear it.",
    'What made you sign up? Reply and tell me: it helps me send you what is useful.',
  ],
};

/** Emails 2 to n-1: one problem and one idea each. */
export const LESSON = {
  subject: ['{Label}? Try this first', '{Label}? Start here', "{Label}? Here's one fix", '{Label}? Read this first'],
  /** Subjects for a label that is a question already, or ends in "?". */
  subjectQuoted: ['One small fix for "{label}"', 'What to do about "{label}"', 'About "{label}"'],
  opener: [
    'Does this sound familiar? {sentence}',
    "Today's email is about one thing that gets in the way: {label}.",
    'This email is about a problem you might know well: {label}.',
  ],
  turn: [
    "It's rarely about trying harder. Most of the time, one small change in how you go about it makes the difference.",
    "The good news: it doesn't need a big overhaul. It needs one small habit you can start today.",
    "You're not the only one, and it doesn't mean you're doing it wrong. It usually means one step is missing.",
  ],
  idea: '**The idea:** {idea}',
  where: [
    'Your {noun} covers this in {section}.',
    'Have another look at {section} in your {noun}.',
    '{Section} in your {noun} walks you through it.',
  ],
  whereNoSection: ['Your {noun}, {title}, has more on this.', 'There is more on this in {title}.'],
  summary: '**In short:** {summary}',
  action: '**Try this today:** {action}',
  /** For a step that already starts "Try …": 'Try this today: Try …' says it twice. */
  actionTry: '**For today:** {action}',
  stockAction: [
    'Pick one moment this week when this usually happens, and try the first step from your {noun} right then.',
    'Set a timer for ten minutes, open your {noun} and do the first step on the page.',
    'Write down the last time this happened, then note one thing you would do differently now.',
  ],
  reply: [
    'Try it, then hit reply and tell me how it went.',
    'If you get stuck, reply to this email and tell me where.',
    "I'd love to hear how it goes. Just reply to this email.",
  ],
};

/** The last email: a recap, then the offer when there is one, or a question when there is none. */
export const CLOSING = {
  subjectOffer: ["If you'd like some help with this", 'The next step, if you want one', 'About {offer}'],
  subjectPlain: ['Where to go from here', 'One last thing before I go', "What's next for you?"],
  recap: [
    "This is the last email in this short series. Here's a recap of what we covered:",
    'This is the last email in the series. A short recap:',
  ],
  offer: [
    "If you'd like help putting this into practice, that's what **{offer}** is for.",
    'If you want a hand with this, **{offer}** is how I can help.',
  ],
  includes: ['Here is what it includes:', 'What you get:'],
  invite: [
    "If it sounds right for you, reply to this email and I'll send you the details. And if now isn't the time, that's fine too: your {noun} is yours to keep.",
    "Reply to this email if you'd like the details. No pressure either way: your {noun} is yours to keep.",
  ],
  pick: [
    'The best way to make it stick is to pick the one that matters most to you this week and start there.',
    'Pick the one that matters most to you right now, and give it one week.',
  ],
  ask: [
    "I'd love to hear which one you picked. Hit reply and tell me: it helps me write emails that are useful to you.",
    'Which one did you pick? Reply and tell me. I read the replies myself.',
  ],
};

const FORMAL_FORMS: [RegExp, string][] = [
  [/\bI'll\b/g, 'I will'],
  [/\bI'd\b/g, 'I would'],
  [/\byou'll\b/g, 'you will'],
  [/\bYou're\b/g, 'You are'],
  [/\byou're\b/g, 'you are'],
  [/\bIt's\b/g, 'It is'],
  [/\bit's\b/g, 'it is'],
  [/\bHere's\b/g, 'Here is'],
  [/\bthat's\b/g, 'that is'],
  [/\bThat's\b/g, 'That is'],
  [/\bWhat's\b/g, 'What is'],
  [/\bwhat's\b/g, 'what is'],
  [/\bdoesn't\b/g, 'does not'],
  [/\bhaven't\b/g, 'have not'],
  [/\bisn't\b/g, 'is not'],
  [/\bToday's email\b/g, 'This email'],
];

/** A stock line in the register of the member's voice: a formal voice writes out its contractions. */
export function inRegister(line: string, register: Register): string {
  return register === 'formal' ? FORMAL_FORMS.reduce((s, [re, to]) => s.replace(re, to), line) : line;
}

export const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five'];
