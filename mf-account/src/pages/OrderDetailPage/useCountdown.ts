import { useEffect, useState } from 'react';

/** Milliseconds left until `deadline` (epoch ms), ticking every second while running; 0 once it has passed. */
export function useCountdown(deadline: number, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running, deadline]);
  return Math.max(0, deadline - now);
}

/** 29:05 */
export function formatMinutesSeconds(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
