import {
  BIO_PLATFORM_INFO,
  BIOS_PER_GENERATION,
  INSTAGRAM_BIO_LINES,
  ZBioInput,
  ZBioOutput,
  bioLength,
} from '../../../shared/social-bios';
import { defineGenerator } from '../../ai/generator';
import { VOICE, answer } from '../../ai/prompts';
import { composeBios } from './social-bios.composer';

/** docs/product/social-bios.md (generate-social-bios): bios for one platform, in its tone, within its limit. */
export const socialBiosGenerator = defineGenerator({
  name: 'social-bios',
  description: 'Social media bios for one platform, each within the platform character limit',
  input: ZBioInput,
  output: ZBioOutput,
  sample: {
    platform: 'instagram',
    name: 'Dana Lee',
    profession: 'Fitness coach',
    missionStatement: 'I help busy moms over 35 lose 10 kg and keep it off without needing more time first.',
  },
  prompt: (input) => {
    const { name, characterLimit } = BIO_PLATFORM_INFO[input.platform];
    const instagram = input.platform === 'instagram';
    return {
      system: `You write social media bios for creators, coaches and professionals. ${VOICE}`,
      user: [
        `Write ${BIOS_PER_GENERATION} different ${name} bios for the person below, in the "bios" list.`,
        `Hard limit: ${characterLimit} characters per bio${instagram ? `, line breaks not counted; write up to ${INSTAGRAM_BIO_LINES} short lines separated by line breaks` : ''}. A bio over the limit is rejected, so count carefully and stay well under it.`,
        `Tone: ${input.tone}.`,
        'Each bio says who the person helps and the result they get, drawn from the mission statement. Vary the angle: one result-first, one audience-first, one personality-first. Use emoji only if the tone invites it.',
        '',
        answer('Name', input.name),
        answer('Profession', input.profession),
        answer('Mission statement', input.missionStatement),
      ].join('\n'),
    };
  },
  compose: composeBios,
  check: ({ bios }, { platform }) => {
    const { name, characterLimit } = BIO_PLATFORM_INFO[platform];
    return bios.flatMap((bio, i) => {
      const problems: string[] = [];
      const length = bioLength(bio, platform);
      if (length > characterLimit) {
        const counted = platform === 'instagram' ? ' (line breaks not counted)' : '';
        problems.push(
          `bios.${i}: ${length} characters${counted}, over ${name}'s limit of ${characterLimit}; shorten it`,
        );
      }
      const lines = bio.split('\n').length;
      if (platform === 'instagram' && lines > INSTAGRAM_BIO_LINES) {
        problems.push(`bios.${i}: ${lines} lines; an Instagram bio has at most ${INSTAGRAM_BIO_LINES}`);
      }
      return problems;
    });
  },
});
