import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import {
  LEARNING_RULES,
  type TCourseDetail,
  type TLessonProgressInput,
  type TProgressResult,
} from '../../../../shared/learning';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { learningKeys } from '../api/keys';
import { saveLessonProgress, saveLessonProgressOnExit } from '../api/save-lesson-progress';
import type { PlayerControls } from './types';

type Reading = TLessonProgressInput & { duration: number };

/** Seconds between two saves while the video plays. */
const THROTTLE_SECONDS = 5;

interface Options {
  courseId: string;
  lessonId: string;
  /** The recorded length; 0 means "use what the player measures". */
  recordedDuration: number;
  completed: boolean;
}

/**
 * docs/product/learning.md: the position is read every second; past 10% it is saved at most
 * every few seconds, and at once on pause, on tab hide and on leaving. The server completes the lesson
 * at 90% or at the end and says so, and the page then shows 'Lesson completed!'.
 */
export function useLessonProgress({ courseId, lessonId, recordedDuration, completed }: Options) {
  const queryClient = useQueryClient();
  const controls = useRef<PlayerControls | null>(null);
  const lastSaved = useRef<number | null>(null);
  const done = useRef(completed);
  const target = { courseId, lessonId };
  const targetRef = useRef(target);
  targetRef.current = target;

  /** The last position read while the player was alive: a player already torn down on leaving reads nothing. */
  const latest = useRef<Reading | null>(null);

  const reading = useCallback((): Reading | null => {
    const c = controls.current;
    if (!c) return latest.current;
    try {
      const duration = recordedDuration > 0 ? recordedDuration : c.duration();
      if (!(duration > 0)) return latest.current;
      latest.current = { watchTime: Math.min(Math.max(0, c.currentTime()), duration), duration };
    } catch {
      // A provider's player that is gone throws on every call; the last reading is at most a second old.
    }
    return latest.current;
  }, [recordedDuration]);

  const settle = useCallback(
    (result: TProgressResult) => {
      if (result.just_completed) {
        done.current = true;
        toast.success('Lesson completed!');
      }
      if (result.saved) void queryClient.invalidateQueries({ queryKey: learningKeys.all });
      if (result.just_completed) void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
    [queryClient],
  );

  const send = useCallback(
    (input: TLessonProgressInput) => {
      lastSaved.current = input.watchTime;
      // docs/product/learning.md: a failed progress save is only logged.
      return saveLessonProgress(targetRef.current, input).then(settle, (e: unknown) => {
        console.warn('lesson progress was not saved', e);
      });
    },
    [settle],
  );

  /** Saves the position if it is past 10% and has moved since the last save. */
  const flush = useCallback(
    (exiting = false) => {
      const r = reading();
      if (!r || done.current || r.watchTime <= r.duration * LEARNING_RULES.saveAfter) return;
      if (lastSaved.current !== null && Math.abs(r.watchTime - lastSaved.current) < 0.5) return;
      if (exiting) {
        lastSaved.current = r.watchTime;
        const { courseId: course, lessonId: lesson } = targetRef.current;
        // The app may stay open (a route change): the cached course takes the position now, so coming back
        // resumes here rather than at the last save made while playing; then it is read again from the server.
        queryClient.setQueryData<TCourseDetail>(learningKeys.detail(course), (old) =>
          old
            ? {
                ...old,
                lesson_progress: old.lesson_progress.map((p) =>
                  p.lesson_id === lesson ? { ...p, watch_time: r.watchTime } : p,
                ),
              }
            : old,
        );
        void saveLessonProgressOnExit(targetRef.current, r).then(() =>
          queryClient.invalidateQueries({ queryKey: learningKeys.all }),
        );
      } else void send(r);
    },
    [reading, send, queryClient],
  );

  useEffect(() => {
    const timer = window.setInterval(() => {
      const r = reading();
      if (!r || done.current || controls.current?.paused()) return;
      const watched = r.watchTime >= r.duration * LEARNING_RULES.completeAt;
      const moved = lastSaved.current === null || Math.abs(r.watchTime - lastSaved.current) >= THROTTLE_SECONDS;
      if (watched || (moved && r.watchTime > r.duration * LEARNING_RULES.saveAfter)) void send(r);
    }, LEARNING_RULES.checkEveryMs);
    const onHide = () => document.visibilityState === 'hidden' && flush(true);
    const onLeave = () => flush(true);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onLeave);
      flush(true);
    };
  }, [reading, send, flush]);

  return {
    onReady: (c: PlayerControls) => {
      controls.current = c;
    },
    onPause: () => flush(),
    onEnded: () => {
      const r = reading();
      if (r && !done.current) void send({ ...r, watchTime: r.duration, completed: true });
    },
    /** 'Mark as complete'; rejects so the button can say it failed. */
    markComplete: async () => {
      const r = reading() ?? { watchTime: 0 };
      const result = await saveLessonProgress(targetRef.current, { ...r, completed: true });
      settle(result);
    },
    controls,
  };
}
