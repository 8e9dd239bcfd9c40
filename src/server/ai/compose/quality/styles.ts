import fc from 'fast-check';
import type { TCompetitorPlatform } from '../../../../shared/competitor-analysis';
import type { Persona } from './persona';

/*
 * Personas generated for property tests: a trade from a bank, and each answer written in a style of its
 * own, so a mission can mix "I'd love to reach …" with a comma list, a noun where a verb was asked and a
 * typo. The hand-written corpus gives each persona one style; the defects it missed came from styles
 * meeting in one persona.
 */

interface Trade {
  profession: string;
  /** The subject, in the first skill and so in the niche line: the persona's topic key. */
  topic: string;
  /** Three audiences as [plural, singular]; `audienceKey` is in the first, which every persona answers with. */
  people: [string, string][];
  audienceKey: string;
  /** Three outcomes as [base-form verb phrase, noun phrase]. */
  outcomes: [string, string][];
  obstacles: string[];
  /** Noun phrases that follow "I'm a". */
  credentials: string[];
  skills: string[];
  activity: string;
  asked: string;
  product: [string, string];
  platform: TCompetitorPlatform;
}

/*
 * The bank, one trade a block: profession | topic | audience key | platform | credentials; then the
 * audiences (plural / singular), the outcomes (verb phrase / noun phrase), obstacles | skills, and
 * activity | what people ask | product name | product description. Lists are separated by " ; ".
 * Written in American spelling; a British persona's answers are respelled by `DIALECT`.
 */
const BANK = `
Dog trainer | dog | owner | instagram | certified dog trainer ; former shelter volunteer ; behavior consultant
  owners of reactive dogs / owner of a reactive dog ; first-time puppy owners / first-time puppy owner ; owners of rescue dogs / owner of a rescue dog
  walk past other dogs calmly / a calm walk ; have guests over without barking / a quiet doorbell ; leave the dog home alone / a dog that settles alone
  lunging at every bike ; no time for daily practice ; advice from the internet that contradicts itself | dog training ; loose-lead walking ; puppy socialization
  training reactive dogs in quiet parks | how to stop their dog pulling | Calm Walks | A six-week online dog training course for owners of reactive dogs.
Bookkeeper | bookkeeping | freelancer | linkedin | chartered bookkeeper ; former bank clerk ; Xero advisor
  freelancers who hate spreadsheets / freelancer who hates spreadsheets ; café owners with one employee / café owner ; new freelancers in their first year / new freelancer
  file their tax return on time / an on-time tax return ; know what they can spend each month / a clear monthly budget ; stop paying late fees / zero late fees
  receipts in a shoebox ; fear of the tax office ; no idea which expenses count | bookkeeping ; VAT returns ; cash-flow forecasts
  sorting a messy year of receipts | which expenses they can claim | Books in a Weekend | A bookkeeping template and video walkthrough for freelancers.
Beekeeper | honey | beginner | youtube | beekeeper for 15 years ; BBKA basic assessor ; former biology teacher
  beginner beekeepers / beginner beekeeper ; allotment holders who want bees / allotment holder ; beginners with one hive / beginner with one hive
  keep a colony alive through winter / a colony that survives winter ; harvest their first honey / a first honey harvest ; spot swarming early / an early swarm warning
  losing colonies to varroa ; getting stung and giving up ; too many conflicting forums | honey harvesting ; hive inspections ; varroa treatment
  opening a hive on a warm morning | why their bees swarmed | First Hive Year | A month-by-month honey and hive guide for beginners.
Sommelier | wine | host | tiktok | certified sommelier ; WSET diploma holder ; restaurant wine buyer
  dinner party hosts / dinner party host ; wine lovers on a budget / wine lover on a budget ; hosts who panic in wine shops / host who panics in a wine shop
  pass WSET Level 2 on the first try / a WSET Level 2 pass ; pair wine with food / a perfect pairing ; choose a bottle under €15 / a great cheap bottle
  spending €40 on a bottle they do not like ; jargon on the labels ; feeling judged by waiters | wine pairing ; tasting notes ; cellar planning
  running blind tastings with friends | what wine goes with curry | Pour Decisions | A short video course on wine pairing for home hosts.
Furniture restorer | furniture | hobbyist | youtube | furniture restorer ; cabinet maker by training ; antiques dealer
  hobbyists with a garage workshop / hobbyist with a garage workshop ; flea-market hobbyists / flea-market hobbyist ; retired hobbyists / retired hobbyist
  restore small furniture / a restored chair ; strip old varnish safely / a clean stripped table ; fix wobbly chairs / a sturdy chair
  ruining veneer with the wrong sander ; no space for a workshop ; fear of chemical strippers | furniture restoration ; French polishing ; veneer repair
  bringing a dull sideboard back to life | how to fix a wobbly chair | Second Life | A furniture restoration starter guide for hobbyists.
Piano teacher | piano | adult | youtube | piano teacher with a music degree ; ABRSM examiner ; session pianist
  adults who quit piano as kids / adult who quit piano as a kid ; adult beginners over 50 / adult beginner over 50 ; busy adults / busy adult
  play their favorite song by ear / a favorite song by ear ; read sheet music fluently / fluent sight-reading ; practice ten minutes a day / a daily practice habit
  stage fright ; no time to practice ; bad memories of strict teachers | piano lessons ; sight-reading ; playing by ear
  teaching a first chord to a nervous adult | how to practice without getting bored | Keys Again | An online piano course for adults returning to music.
Physio | knee | runner | instagram | chartered physiotherapist ; sports physio for a running club ; MSc in sports medicine
  runners with knee pain / runner with knee pain ; runners over 40 / runner over 40 ; trail runners coming back from injury / trail runner
  run pain-free / a pain-free run ; get back to racing / a return to racing ; strengthen their knees at home / strong knees
  knee pain after 5k ; rest that never fixes it ; fear of surgery | knee rehab ; running gait analysis ; strength plans
  watching a runner finish a race without a limp | why their knee hurts on stairs | Knees for Miles | A 12-week knee strength plan for runners.
Etsy seller | candle | maker | tiktok | Etsy Star Seller ; candle maker with 4,000 sales ; former retail buyer
  candle makers starting on Etsy / candle maker ; crafters turning a hobby into a shop / crafter ; makers with no sales yet / maker with no sales
  make their first sale / a first sale ; price their candles for profit / a profitable price ; photograph products with a phone / great product photos
  no sales after three months ; underpricing everything ; the Etsy algorithm | candle making ; Etsy listings ; product photography
  pouring a new scent batch | how I got my first Etsy sale | Lit Shop | An Etsy listing checklist and pricing template for candle makers.
Tattoo artist | tattoo | client | instagram | tattoo artist for 11 years ; fine-line specialist ; guest artist in Berlin
  first-time tattoo clients / first-time tattoo client ; clients covering an old tattoo / client with an old tattoo ; nervous clients / nervous client
  choose a design they will love in 20 years / a timeless design ; heal a tattoo without scabbing / a clean heal ; sit through a long session / an easy long session
  fear of pain ; cheap studios ; regret over a rushed design | fine-line tattoos ; cover-ups ; tattoo aftercare
  drawing a custom design with a client | does a tattoo hurt on the ribs | Ink Ready | A tattoo aftercare guide for first-time clients.
Knitting teacher | knitting | knitter | youtube | knitting teacher ; pattern designer ; yarn shop owner
  beginner knitters / beginner knitter ; knitters stuck on scarves / knitter stuck on scarves ; knitters with arthritis / knitter with arthritis
  knit their first sweater / a first sweater ; read a knitting pattern / a readable pattern ; fix a dropped stitch / a rescued stitch
  dropped stitches ; confusing patterns ; sore hands | knitting ; pattern reading ; colorwork
  teaching a circle of beginners | how to fix a dropped stitch | Cast On | A knitting workshop series for beginners.
Climbing coach | climbing | climber | instagram | IFMGA aspirant guide ; climbing wall coach ; former competition climber
  indoor climbers stuck at V3 / indoor climber stuck at V3 ; climbers moving outdoors / climber moving outdoors ; climbers over 40 / climber over 40
  climb V5 within a year / a V5 send ; lead climb without fear / a calm lead climb ; avoid finger injuries / healthy fingers
  fear of falling ; finger injuries ; no structured training | lead climbing ; bouldering ; finger training
  coaching a first outdoor lead | how to stop being scared of falling | Send Plan | A 10-week climbing training programme for V3 climbers.
Ceramics teacher | pottery | potter | instagram | ceramics teacher ; studio potter ; art school graduate
  hobby potters / hobby potter ; potters without a wheel / potter without a wheel ; weekend potters / weekend potter
  center clay on the wheel / centered clay ; glaze without drips / drip-free glaze ; sell pottery at markets / a market stall
  clay collapsing on the wheel ; cracked pieces in the kiln ; no studio access | pottery ; wheel throwing ; glazing
  teaching someone to center clay | why their pots crack in the kiln | Clay Days | A pottery video course for home potters.
Bike mechanic | bike | cyclist | youtube | bike mechanic ; Cytech-certified technician ; former shop manager
  commuter cyclists / commuter cyclist ; cyclists who cannot fix a puncture / cyclist ; new road cyclists / new road cyclist
  fix a puncture in five minutes / a five-minute puncture fix ; service their bike at home / a home service ; stop paying for simple repairs / cheaper repairs
  punctures on the way to work ; expensive shop repairs ; fear of breaking something | bike maintenance ; wheel truing ; gear tuning
  tuning gears until they click perfectly | how to fix a puncture | Roadside Ready | A bike maintenance workshop for commuters.
Doula | birth | parent | instagram | birth doula ; hypnobirthing teacher ; former midwife
  first-time parents / first-time parent ; parents planning a home birth / parent planning a home birth ; parents after a hard first birth / parent after a hard birth
  feel calm on the day / a calm birth ; write a birth plan / a clear birth plan ; recover well after birth / an easy recovery
  fear of labor ; feeling unheard in hospital ; no support at home | birth preparation ; hypnobirthing ; postpartum support
  sitting with a family through a long labor | what to pack for the hospital | Calm Birth | A hypnobirthing course for first-time parents.
Swimming instructor | swimming | adult | tiktok | swimming instructor ; open-water coach ; former lifeguard
  adults who never learned to swim / adult who never learned to swim ; adults afraid of deep water / adult afraid of deep water ; triathlon beginners / triathlon beginner
  swim a length without stopping / a first full length ; put their face in the water / calm breathing ; swim in open water / an open-water swim
  fear of deep water ; embarrassment at the pool ; running out of breath | adult swimming ; breathing technique ; open water
  watching an adult swim their first length | how to breathe while swimming | Float | Adult swimming lessons in small groups.
Japanese tutor | japanese | learner | youtube | Japanese tutor ; JLPT N1 holder ; lived in Osaka for 8 years
  anime fans learning Japanese / anime fan ; learners planning a trip to Japan / learner planning a trip ; learners stuck after Duolingo / learner stuck after Duolingo
  read manga without a dictionary / a manga read ; order food in Tokyo / a confident order ; pass the JLPT N4 / a JLPT N4 pass
  kanji overload ; no one to speak with ; apps that never get past basics | japanese grammar ; kanji ; conversation practice
  reading manga with a student | how many kanji they need | Kanji Sprint | A Japanese kanji course for anime fans.
Van conversion builder | van | couple | youtube | van builder with 40 builds ; qualified electrician ; off-grid traveler
  couples converting a van / couple converting a van ; couples who want to live on the road / couple on the road ; retired couples / retired couple
  build a van for under $10,000 / a budget van build ; wire solar power safely / safe solar wiring ; insulate against condensation / a dry van
  condensation ; scary electrics ; budgets that double | van conversions ; solar wiring ; insulation
  fitting out a van from bare metal | how much solar they need | Build Your Van | A van conversion video course with wiring plans.
Baby sleep consultant | sleep | parent | instagram | certified sleep consultant ; former pediatric nurse ; mother of three
  parents of babies who wake every hour / parent of a baby who wakes every hour ; working parents / working parent ; parents of twins / parent of twins
  get a full night of sleep / a full night ; settle the baby without feeding / easy settling ; drop the night feeds / no night feeds
  exhaustion ; conflicting advice ; guilt about crying | baby sleep ; routines ; gentle settling
  seeing a family sleep through the night | why their baby wakes at 5am | Sleep Steps | A gentle baby sleep plan for working parents.
Makeup artist | makeup | bride | tiktok | bridal makeup artist ; trained at MAC ; film and TV makeup artist
  brides doing their own makeup / bride doing her own makeup ; brides over 40 / bride over 40 ; bridesmaids on a budget / bridesmaid on a budget
  look like themselves on the day / a natural look ; make makeup last all day / long-lasting makeup ; choose foundation that matches / a matched foundation
  makeup melting in photos ; expensive products ; fear of looking overdone | bridal makeup ; skin prep ; lashes
  doing makeup on a wedding morning | how to stop foundation looking cakey | Bride Ready | A bridal makeup masterclass for DIY brides.
Genealogist | family history | researcher | youtube | professional genealogist ; AGRA member ; former archivist
  family history researchers / family history researcher ; retired researchers / retired researcher ; researchers stuck at 1850 / researcher stuck at 1850
  find ancestors before 1850 / a family tree past 1850 ; read old handwriting / readable records ; trace an immigrant ancestor / a traced ancestor
  brick walls in the records ; expensive subscriptions ; illegible handwriting | family history ; census records ; paleography
  breaking a brick wall in a family tree | where to start their family history | Past 1850 | A family history research guide for retired researchers.
Guitar teacher | guitar | guitarist | youtube | guitar teacher ; session guitarist ; music college graduate
  self-taught guitarists / self-taught guitarist ; guitarists stuck on open chords / guitarist stuck on open chords ; guitarists over 50 / guitarist over 50
  play barre chords cleanly / clean barre chords ; improvise a solo / a first solo ; play in a band / a first gig
  sore fingers ; tutorials that skip steps ; no time to practice | guitar lessons ; barre chords ; improvisation
  watching a student nail a barre chord | how to stop the strings buzzing | Fretwork | An online guitar course for self-taught players.
Cheesemaker | cheese | smallholder | instagram | cheesemaker ; dairy technologist ; award-winning goat farmer
  smallholders with goats / smallholder with goats ; smallholders selling at markets / smallholder ; smallholders new to dairy / smallholder new to dairy
  make a safe soft cheese at home / a safe soft cheese ; sell cheese legally / a legal cheese stall ; age a hard cheese / an aged cheese
  food safety rules ; cheese that will not set ; no cool room | cheese making ; goat dairy ; food hygiene
  turning a batch of curds | why their cheese will not set | Curd Nerd | A cheese making course for smallholders with goats.
`;

const items = (s: string) => s.split(' ; ').map((x) => x.trim());
const pairs = (s: string) => items(s).map((x) => x.split(' / ') as [string, string]);

function parseBank(text: string): Trade[] {
  const blocks = text.trim().split(/\n(?=\S)/);
  return blocks.map((block) => {
    const [head = '', people = '', outcomes = '', hurdles = '', offer = ''] = block.split('\n');
    const [profession = '', topic = '', audienceKey = '', platform = '', credentials = ''] = head.split(' | ');
    const [obstacles = '', skills = ''] = hurdles.split(' | ');
    const [activity = '', asked = '', productName = '', productDescription = ''] = offer.trim().split(' | ');
    return {
      profession,
      topic,
      audienceKey,
      platform: platform as TCompetitorPlatform,
      credentials: items(credentials),
      people: pairs(people),
      outcomes: pairs(outcomes),
      obstacles: items(obstacles),
      skills: items(skills),
      activity,
      asked,
      product: [productName, productDescription],
    };
  });
}

export const TRADES: readonly Trade[] = parseBank(BANK);

/** American to British spelling, for the words the bank and the styles use. */
const DIALECT = `color colour|favorite favourite|center centre|behavior behaviour|labor labour|socialization
  socialisation|pediatric paediatric|traveler traveller|paleography palaeography|program programme|realize realise`
  .split('|')
  .map((pair) => pair.trim().split(/\s+/) as [string, string])
  .map(([us, gb]) => [new RegExp(`\\b${us}`, 'g'), gb] as const);

export const STYLES = [
  ...['fragment', 'first person', 'second person', 'comma list', 'line list'],
  ...['swapped', 'non-native', 'lower case', 'rambling', 'typo'],
] as const;
export type Style = (typeof STYLES)[number];

const an = (np: string) => `${/^[aeiou]/i.test(np) ? 'an' : 'a'} ${np}`;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const at = <X>(xs: readonly X[], n: number) => xs[n % xs.length]!;

/** Swaps two letters in one longer word that holds no key: "receipts" → "reciepts". */
function typo(text: string, keys: readonly string[], n: number): string {
  const words = text.split(' ');
  const can = words
    .map((w, i) => [w, i] as const)
    .filter(([w]) => /^\p{L}{6,}$/u.test(w) && !keys.some((k) => w.toLowerCase().includes(k)));
  if (!can.length) return text;
  const [w, i] = at(can, n);
  const k = 2 + (n % (w.length - 3));
  words[i] = w.slice(0, k - 1) + w[k] + w[k - 1] + w.slice(k + 1);
  return words.join(' ');
}

/** What one answer is about: the i-th credential, audience, outcome and obstacle of the trade. */
interface Slot {
  t: Trade;
  years: number;
  cred: string;
  pl: string;
  sg: string;
  vp: string;
  np: string;
  obs: string;
}
/** Answers in a style; a list offers several phrasings, one picked per persona. */
type Render = Partial<Record<Style, (s: Slot) => string | string[]>>;

const plurals = (t: Trade) => t.people.map((p) => p[0]);
const verbs = (t: Trade) => t.outcomes.map((p) => p[0]);

/** One answer to each mission question, by style; lower case and typos are applied after, to any of them. */
const RENDER: Record<'expertise' | 'audience' | 'outcome' | 'obstacles', Render & { fragment: (s: Slot) => string }> = {
  expertise: {
    fragment: ({ cred }) => cap(cred),
    'first person': ({ cred, years }) => [
      `I'm ${an(cred)}`,
      `I have been ${an(cred)} for ${years} years`,
      `I worked as ${an(cred)} before I went out on my own.`,
    ],
    'second person': ({ cred, years }) => `You would be learning from ${an(cred)} with ${years} years behind them`,
    'comma list': ({ cred, years, t }) => `${cred}, ${years} years, ${t.skills.join(', ')}`,
    'line list': ({ cred, years, t }) => `- ${cred}\n- ${years} years in the trade\n- ${t.skills[0]}`,
    swapped: ({ cred, years }) => `working as ${an(cred)} since ${2026 - years}`,
    'non-native': ({ cred, years }) => `I am ${cred} since ${years} years`,
    rambling: ({ cred, years, t }) =>
      `So I've been ${an(cred)} for about ${years} years now, and before that I did something completely different, but honestly ${t.activity} is what people always come to me for and I love it`,
  },
  audience: {
    fragment: ({ pl }) => pl,
    'first person': ({ pl }) => [
      `I'd love to reach ${pl}`,
      `My clients are ${pl}`,
      `I work best with ${pl}`,
      `Mostly ${pl}, I think`,
    ],
    'second person': ({ sg }) => `You're ${an(sg)}`,
    'comma list': ({ t }) => plurals(t).join(', '),
    'line list': ({ t }) => plurals(t).join('\n'),
    swapped: ({ pl, vp }) => `teaching ${pl} to ${vp}`,
    'non-native': ({ pl, vp }) => `${pl} which want ${vp}`,
    rambling: ({ pl }) =>
      `honestly anyone really but mostly ${pl}, the ones who already tried everything and are a bit fed up with it all, if that makes sense`,
  },
  outcome: {
    fragment: ({ vp }) => vp,
    'first person': ({ vp }) => [`I want them to ${vp}`, `I'd love them to ${vp}`, `I want my clients to ${vp}`],
    'second person': ({ vp }) => [`You ${vp}`, `You'll ${vp}`],
    'comma list': ({ t }) => verbs(t).join(', '),
    'line list': ({ t }) =>
      verbs(t)
        .map((v) => `• ${v}`)
        .join('\n'),
    swapped: ({ np }) => np,
    'non-native': ({ vp }) => `they can ${vp} more easy`,
    rambling: ({ vp }) =>
      `basically to ${vp}, and to feel good about it, and not feel like they are failing every single week because that's what happens now`,
  },
  obstacles: {
    fragment: ({ obs }) => cap(obs),
    'first person': ({ obs }) => [`I think the main thing is ${obs}`, `My clients always tell me it's ${obs}`],
    'second person': ({ obs }) => `You struggle with ${obs}`,
    'comma list': ({ t }) => t.obstacles.join(', '),
    'line list': ({ t }) => t.obstacles.join('\n'),
    swapped: ({ vp }) => `not being able to ${vp}`,
    'non-native': ({ obs }) => `they have ${obs} always`,
    rambling: ({ obs }) =>
      `the biggest thing is ${obs} but also money and time, which is everyone I guess, and a bit of confidence too`,
  },
};

/** A style applied on top of the answer: lower case and typos change the letters, not the words. */
function finish(text: string, style: Style, keys: readonly string[], n: number, british: boolean): string {
  let out = british ? DIALECT.reduce((s, [re, to]) => s.replace(re, to), text) : text;
  if (style === 'lower case') out = out.toLowerCase().replace(/[.,]/g, '');
  if (style === 'typo') out = typo(out, keys, n);
  return out;
}

const NICHE_ANSWERS: Record<keyof Persona['niche'], (t: Trade, years: number, n: number) => string[]> = {
  skillsList: (t) => [
    t.skills.join(', '),
    t.skills.join('\n'),
    `I'm good at ${t.skills.join(', ')}`,
    `I know make ${t.skills[0]}`,
  ],
  fulfillmentActivities: (t) => [
    t.activity,
    `I love ${t.activity}`,
    `Honestly ${t.activity}, I lose track of time when I do it`,
  ],
  demandSkills: (t) => [`People always ask me ${t.asked}`, t.asked, `friends ask me all the time ${t.asked}`],
  proofPoints: (t, years, n) => [
    `${years} years, ${20 + n * 7} clients`,
    `I have helped ${20 + n * 7} people in ${years} years`,
    t.credentials[0]!,
  ],
  personalStory: (t, years) => [
    `I started ${t.activity} as a hobby ${years} years ago and it slowly turned into my job.`,
    `When I was younger I was terrible at ${t.skills[0]} and now I teach it`,
    `i got into ${t.skills[0]} by accident after a bad year, it saved me honestly`,
  ],
  // Some of these are no niche at all ("Video course"); the composer must still recommend one.
  scalableSkill: (t) => [
    `I could teach ${t.skills[0]} online`,
    'Video course',
    `A ${t.skills[0]} guide for ${t.people[0]![0]}`,
    t.product[0],
    'I could run a free workshop every month',
  ],
};

export interface PersonaPlan {
  trade: Trade;
  styles: Style[];
  picks: number[];
  years: number;
  british: boolean;
}

/** A whole persona from a trade and one style per answer: 12 mission answers, then 6 niche answers and the plan's. */
export function personaOf({ trade: t, styles, picks, years, british }: PersonaPlan): Persona {
  const pick = (k: number) => picks[k % picks.length]!;
  const keys = { audience: t.audienceKey, topic: t.topic };
  const keyWords = [keys.audience, keys.topic];
  const style = (k: number) => styles[k % styles.length]!;
  const q = (slot: keyof typeof RENDER, base: number) =>
    [0, 1, 2].map((i) => {
      const k = base + i;
      const [pl, sg] = at(t.people, i);
      const [vp, np] = at(t.outcomes, i);
      const slotOf = { t, years, cred: at(t.credentials, i), pl, sg, vp, np, obs: at(t.obstacles, i) };
      const written = (RENDER[slot][style(k)] ?? RENDER[slot].fragment)(slotOf);
      return finish(typeof written === 'string' ? written : at(written, pick(k)), style(k), keyWords, pick(k), british);
    }) as [string, string, string];
  const niche = Object.fromEntries(
    (Object.keys(NICHE_ANSWERS) as (keyof Persona['niche'])[]).map((k, j) => {
      const options = NICHE_ANSWERS[k](t, years, pick(12 + j) % 9);
      return [k, finish(at(options, pick(12 + j)), style(12 + j), keyWords, pick(12 + j), british)];
    }),
  ) as Persona['niche'];
  const [pl] = t.people[0]!;
  const nicheLine = finish(
    at([`${t.skills[0]} for ${pl}`, `I teach ${t.skills[0]} to ${pl}`, `${t.skills[0]}, ${t.skills[1]}`], pick(18)),
    style(18),
    keyWords,
    pick(18),
    british,
  );
  return {
    id: `gen-${t.profession.toLowerCase().replace(/\W+/g, '-')}-${picks.slice(0, 4).join('-')}`,
    style: [...new Set(styles.slice(0, 19))].join(', '),
    name: at(['Ana Ruiz', 'Sam Okafor', 'Mei Tanaka', 'Jonas Berg', 'Priti Shah', 'Liam O’Neill'], pick(19)),
    profession: finish(t.profession, style(19), keyWords, pick(19), british),
    mission: {
      expertise: q('expertise', 0),
      audience: q('audience', 3),
      outcome: q('outcome', 6),
      obstacles: q('obstacles', 9),
    },
    niche,
    nicheLine,
    product: {
      productName: t.product[0],
      productDescription: finish(t.product[1], style(20), keyWords, pick(20), british),
      targetMarket: pl,
    },
    platform: t.platform,
    competitors: [
      { name: `${cap(t.topic)} with Jo`, handle: `@${t.topic.replace(/\W/g, '')}jo`, notes: 'Posts daily, short tips' },
    ],
    keys,
  };
}

/** Personas in mixed answer styles; shrinking keeps the trade and simplifies the styles. */
export const personaArb: fc.Arbitrary<Persona> = fc
  .record({
    trade: fc.constantFrom(...TRADES),
    styles: fc.array(fc.constantFrom(...STYLES), { minLength: 21, maxLength: 21 }),
    picks: fc.array(fc.nat({ max: 1000 }), { minLength: 21, maxLength: 21 }),
    years: fc.integer({ min: 2, max: 30 }),
    british: fc.boolean(),
  })
  .map(personaOf);
