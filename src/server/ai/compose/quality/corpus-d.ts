import { CORPUS_E } from './corpus-e';
import type { Persona } from './persona';

/**
 * Ten people who answer in whole sentences: long first-person ones, sentences mixed with fragments,
 * non-native English. The composers read an answer's first clause as the phrase a frame needs; these
 * answers start with "I'd love to", "My clients are", "I'm a", so a frame that pastes the clause in
 * whole shows it.
 */
export const CORPUS_D: Persona[] = [
  {
    id: 'sommelier-sentences',
    style: 'long first-person sentences',
    name: 'Chiara Bellini',
    profession: 'Sommelier',
    mission: {
      expertise: [
        "I'm a certified sommelier and I ran the wine list of a Michelin-starred restaurant in Turin for six years.",
        'I have the WSET Diploma and I teach tasting classes on weekends.',
        'I used to be terrified of wine lists myself, so I know how it feels.',
      ],
      audience: [
        "I'd love to reach people who host dinner parties and never know which wine to buy.",
        'My clients are mostly wine students preparing for WSET Level 2.',
        'I work best with couples who just moved in together and want to start a small cellar.',
      ],
      outcome: [
        'I want them to pass WSET Level 2 on the first try.',
        'I want them to pair wine with food without googling it every time.',
        'I would love them to pick a great bottle under €15 in any supermarket.',
      ],
      obstacles: [
        'They end up spending €40 on a bottle they do not even like.',
        'The jargon on labels scares them.',
        'They feel judged by waiters.',
      ],
    },
    niche: {
      skillsList: 'I know wine pairing, blind tasting and how to build a cellar on a budget.',
      fulfillmentActivities: 'I love running blind tastings with friends where nobody knows the price.',
      demandSkills: 'People always ask me which wine goes with curry or with sushi.',
      proofPoints: 'I helped 140 students pass WSET Level 2 and I wrote the list for two restaurants.',
      personalStory:
        'I grew up in a family that drank box wine, I fell in love with wine during a summer job in Piedmont, and now I teach it.',
      scalableSkill: 'I could turn my weekend tasting classes into an online course.',
    },
    nicheLine: 'Wine pairing for people who host dinner parties',
    product: {
      productName: 'Pour Decisions',
      productDescription:
        'A short video course that helps home hosts pair wine with food and choose bottles under €15.',
      targetMarket: 'dinner party hosts',
      priceRange: '€59',
    },
    platform: 'instagram',
    competitors: [{ name: 'Wine Folly', handle: '@winefolly', notes: 'Infographics, very polished' }],
    industry: 'Wine education',
    keys: { audience: 'host', topic: 'wine' },
  },
  {
    id: 'restorer-mixed',
    style: 'sentences mixed with fragments',
    name: 'Gareth Pryce',
    profession: 'Furniture restorer',
    mission: {
      expertise: [
        "I'm a furniture restorer, 25 years, mostly Victorian pieces.",
        'Trained as a cabinet maker.',
        'I have restored over 900 chairs, which is a lot of chairs.',
      ],
      audience: [
        'Hobbyists. Usually retired, with a garage and too much enthusiasm.',
        'I work best with people who buy old furniture at flea markets and then panic.',
        'DIYers',
      ],
      outcome: [
        'learn to restore small furniture themselves',
        'They should be able to strip old varnish without wrecking the veneer.',
        'Fix wobbly chairs. Properly.',
      ],
      obstacles: [
        'They sand through veneer in five minutes.',
        'No workshop space',
        'I think they are scared of the chemicals, honestly.',
      ],
    },
    niche: {
      skillsList: 'French polishing. Veneer repair. Chair joints.',
      fulfillmentActivities: 'Bringing a dull sideboard back to life, the moment the grain shows again.',
      demandSkills: 'Neighbours bring me wobbly chairs every week.',
      proofPoints: '900 chairs, two National Trust commissions',
      personalStory: 'I could not afford new furniture when I was young, so I fixed what I found in skips.',
      scalableSkill: 'Video course',
    },
    nicheLine: 'Furniture restoration for hobbyists',
    product: {
      productName: 'Second Life',
      productDescription: 'A starter guide to furniture restoration for hobbyists with a small garage workshop.',
      targetMarket: 'hobbyists',
    },
    platform: 'youtube',
    competitors: [{ name: 'Thomas Johnson Antique Restoration', handle: '@tjantiques', notes: 'Long calm videos' }],
    keys: { audience: 'hobbyist', topic: 'furniture' },
  },
  {
    id: 'bookkeeper-nonnative',
    style: 'non-native English, whole sentences',
    name: 'Oksana Kovalenko',
    profession: 'Bookkeeper',
    mission: {
      expertise: [
        'I am working as bookkeeper since 9 years in Dublin.',
        'Before I was accountant in Kyiv in a big firm.',
        'I know very good the Irish tax system for small business.',
      ],
      audience: [
        'freelancers which want understand their numbers',
        'Small café owners what have no time for papers.',
        'people who start a business and are afraid from the Revenue',
      ],
      outcome: [
        'They can make the tax return in time without stress.',
        'know how much money they can spend every month',
        'to stop pay the late fees',
      ],
      obstacles: [
        'They keep all receipts in the shoebox.',
        'they are afraid from letters of Revenue',
        'Nobody explain them which expenses count.',
      ],
    },
    niche: {
      skillsList: 'bookkeeping, VAT return, payroll for small team, cash flow',
      fulfillmentActivities: 'I like very much when the chaos become one clean spreadsheet.',
      demandSkills: 'My friends ask me always which expenses they can claim.',
      proofPoints: '9 years, more than 60 clients, zero penalties from Revenue',
      personalStory: 'When I came to Ireland I did not know nothing about Irish tax, I learned everything from zero.',
      scalableSkill: 'I could teach',
    },
    nicheLine: 'Bookkeeping for freelancers in Ireland',
    product: {
      productName: 'Books in a Weekend',
      productDescription: 'Template and videos so freelancers can make their bookkeeping in one weekend for the year.',
      targetMarket: 'freelancers in Ireland',
    },
    platform: 'linkedin',
    competitors: [{ name: 'Taxfix', handle: 'taxfix', notes: 'app, a lot of ads' }],
    keys: { audience: 'freelancer', topic: 'bookkeeping' },
  },
  {
    id: 'physio-you',
    style: 'first person and second person in one answer',
    name: 'Dr Aisha Bello',
    profession: 'Sports physiotherapist',
    mission: {
      expertise: [
        "I'm a chartered physiotherapist and I've worked with a running club for eight years.",
        'You would be working with someone who did an MSc in sports medicine.',
        "I've run 30 half marathons myself, so I get it.",
      ],
      audience: [
        'My clients are runners, knee pains mostly, usually over 40.',
        "You're a runner whose knee hurts after 5k and you're sick of resting.",
        'I work best with trail runners coming back from injury.',
      ],
      outcome: [
        'run pain-free',
        'I want them to get back to racing this season.',
        'You strengthen your knees at home in 15 minutes a day.',
      ],
      obstacles: [
        'They rest for weeks and the pain comes back anyway.',
        "You're scared it means surgery.",
        'Conflicting advice online.',
      ],
    },
    niche: {
      skillsList: 'knee rehab, gait analysis, strength plans for runners',
      fulfillmentActivities: 'I love watching a runner finish a race without a limp.',
      demandSkills: 'Runners in my club ask me why their knee hurts on stairs.',
      proofPoints: 'Eight years with a club of 300 runners; 30 half marathons',
      personalStory: 'I tore my own ACL at 24 and the rehab taught me more than university did.',
      scalableSkill: 'I could run a free',
    },
    nicheLine: 'Knee rehab for runners over 40',
    product: {
      productName: 'Knees for Miles',
      productDescription: 'A 12-week knee strength plan that helps runners over 40 run pain-free.',
      targetMarket: 'runners over 40',
      priceRange: '£89',
    },
    platform: 'instagram',
    competitors: [{ name: 'The Running Physio', handle: '@runningphysio', notes: 'Great reels' }],
    keys: { audience: 'runner', topic: 'knee' },
  },
  {
    id: 'doula-rambling',
    style: 'long rambling first-person sentences',
    name: 'Freya Lindqvist',
    profession: 'Birth doula',
    mission: {
      expertise: [
        "I'm a birth doula and a hypnobirthing teacher, and before that I was a midwife for eleven years in Malmö and then in London, which taught me a lot about what families actually need.",
        'I have supported more than 200 births at home and in hospital.',
        'Mother of two.',
      ],
      audience: [
        "I'd love to reach first-time parents who feel like nobody is listening to them.",
        'parents planning a home birth',
        'My clients are often couples who had a hard first birth and are scared of the second one.',
      ],
      outcome: [
        'I want them to feel calm and in control on the day, whatever happens.',
        'write a birth plan their midwife actually reads',
        'recover well in the first six weeks',
      ],
      obstacles: [
        'They feel unheard in hospital and that makes everything harder.',
        'Fear of labour',
        'No family nearby to help with the baby.',
      ],
    },
    niche: {
      skillsList: 'birth preparation, hypnobirthing, postpartum support, breastfeeding basics',
      fulfillmentActivities: 'I love sitting with a family through a long labour and seeing them meet their baby.',
      demandSkills: 'Friends always ask me what they should pack for the hospital.',
      proofPoints: '200 births, 11 years as a midwife',
      personalStory: 'My own first birth went badly and I promised myself nobody I love would go through it alone.',
      scalableSkill: 'Aftercare guide',
    },
    nicheLine: 'Calm birth preparation for first-time parents',
    product: {
      productName: 'Calm Birth',
      productDescription: 'A hypnobirthing course that helps first-time parents feel calm on the day.',
      targetMarket: 'first-time parents',
    },
    platform: 'instagram',
    competitors: [{ name: 'The Positive Birth Company', handle: '@thepositivebirthcompany', notes: 'Huge audience' }],
    keys: { audience: 'parent', topic: 'birth' },
  },
  ...CORPUS_E,
];
