import { MISSION_SECTION_LABELS, MISSION_SECTIONS, ZMissionGeneration, ZMissionOutput } from '../../../shared/mission';
import { defineGenerator } from '../../ai/generator';
import { VOICE } from '../../ai/prompts';
import { composeMission } from './mission.composer';

const ROLES = {
  expertise: 'what they bring',
  audience: 'the X: who they help',
  outcome: 'the Y: what those people achieve',
  obstacles: 'the Z: what usually stops them',
} as const;

/** docs/product/mission.md (generate-mission): three statements from the 12 wizard answers. */
export const missionGenerator = defineGenerator({
  name: 'mission',
  description: 'Three personal-brand mission statements in the "I help X achieve Y without Z" form',
  input: ZMissionGeneration,
  output: ZMissionOutput,
  sample: {
    expertise: ['10 years as a personal trainer', 'I love meal prep', 'Certified nutrition coach'],
    audience: ['Busy moms over 35', 'First-time founders', 'Remote workers who sit all day'],
    outcome: ['Lose 10 kg and keep it off', 'Financial freedom', 'Feeling confident in their body'],
    obstacles: ['Lack of time', 'Too much conflicting advice', "I don't know where to start"],
  },
  prompt: (input) => ({
    system: `You are a personal-branding strategist who writes mission statements for creators, coaches and professionals. ${VOICE}`,
    user: [
      'Write 3 different mission statements from the wizard answers below.',
      'Each statement is one sentence in the form "I help [who] achieve [what] without [obstacle]": it starts with "I help", contains "without", and stays under 300 characters. The verb after [who] may be more specific than "achieve" (for example "land", "build", "lose").',
      'Make the three genuinely different: lead each with a different audience, outcome or obstacle from the answers, and name the audience and the outcome as specifically as the answers allow.',
      ...(input.variant
        ? [`This is regeneration ${input.variant}: take fresh angles and wording, not the most obvious first draft.`]
        : []),
      '',
      ...MISSION_SECTIONS.map(
        (s, i) =>
          `Section ${i + 1}, ${MISSION_SECTION_LABELS[s]} (${ROLES[s]}):\n${input[s].map((a) => `- ${a}`).join('\n')}`,
      ),
    ].join('\n'),
  }),
  compose: composeMission,
});
