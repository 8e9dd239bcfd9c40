import { useEffect, useState } from 'react';
import { LEARNING_RULES } from '../../../../shared/learning';
import { parseVideoUrl } from '../../../../shared/learning-video';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { DirectPlayer } from './direct-player';
import { PLAYBACK_RATES, type PlayerControls, type SourceProps } from './types';
import { VimeoPlayer } from './vimeo-player';
import { YouTubePlayer } from './youtube-player';

/** Where a person types, every letter is theirs. */
const TYPING =
  'textarea, [contenteditable="true"], input:not([type="range"]):not([type="checkbox"]):not([type="radio"])';
/** A focused control keeps space for itself (a button presses, a list opens); the letters still reach the player. */
const CONTROL = 'button, a, select, input, [role="slider"], [role="combobox"], [role="option"]';

/**
 * One player for the three sources: picks YouTube's, Vimeo's or the direct player from the link, and
 * adds the keyboard (space/k, j, l, m, f) and, where the source allows it, the playback speed.
 */
export function LessonVideo({ url, ...props }: SourceProps & { url: string | null }) {
  const source = parseVideoUrl(url);
  const [controls, setControls] = useState<PlayerControls | null>(null);
  const [rate, setRate] = useState('1');
  const { onReady } = props;
  const ready = (c: PlayerControls) => {
    setControls(c);
    onReady(c);
  };

  useEffect(() => {
    if (!controls) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest(TYPING) || (e.key === ' ' && target?.closest(CONTROL))) return;
      const step = LEARNING_RULES.skipSeconds;
      const actions: Record<string, () => void> = {
        ' ': () => (controls.paused() ? controls.play() : controls.pause()),
        k: () => (controls.paused() ? controls.play() : controls.pause()),
        j: () => controls.seek(controls.currentTime() - step),
        l: () => controls.seek(controls.currentTime() + step),
        m: () => controls.toggleMute(),
        f: () => controls.toggleFullscreen(),
      };
      const action = actions[e.key.toLowerCase()];
      if (!action) return;
      e.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [controls]);

  if (source.kind === 'none')
    return (
      <div className="flex aspect-video w-full items-center justify-center rounded-xl bg-muted p-6 text-center text-muted-foreground">
        This lesson has no video.
      </div>
    );

  const player =
    source.kind === 'youtube' ? (
      <YouTubePlayer id={source.id} {...props} onReady={ready} />
    ) : source.kind === 'vimeo' ? (
      <VimeoPlayer id={source.id} hash={source.hash} {...props} onReady={ready} />
    ) : (
      <DirectPlayer src={source.src} {...props} onReady={ready} />
    );

  return (
    <div className="grid gap-2">
      {player}
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <p>Keys: space or k play/pause, j and l 10 s back and forward, m mute, f fullscreen.</p>
        {controls?.setRate && (
          <div className="flex items-center gap-2">
            <Label htmlFor="playback-rate" className="text-xs">
              Speed
            </Label>
            <NativeSelect
              id="playback-rate"
              size="sm"
              className="w-20"
              value={rate}
              onChange={(e) => {
                setRate(e.target.value);
                controls.setRate?.(Number(e.target.value));
              }}
            >
              {PLAYBACK_RATES.map((r) => (
                <option key={r} value={String(r)}>
                  {r}x
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </div>
    </div>
  );
}
