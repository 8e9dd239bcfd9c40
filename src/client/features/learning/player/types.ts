/** What the lesson page needs from any of the three players: read the position, and drive playback. */
export interface PlayerControls {
  currentTime(): number;
  /** Seconds, or 0 while unknown. */
  duration(): number;
  paused(): boolean;
  play(): void;
  pause(): void;
  seek(seconds: number): void;
  toggleMute(): void;
  toggleFullscreen(): void;
  /** Only where the provider lets anyone change the speed (direct files and YouTube). */
  setRate?: (rate: number) => void;
}

export interface SourceProps {
  title: string;
  /** Where to begin, in seconds: the member's saved position. */
  startAt: number;
  onReady: (controls: PlayerControls) => void;
  onPause: () => void;
  onEnded: () => void;
}

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
