import { useEffect, useState } from 'react';

/** The time now, moved on every `everyMs` while the component is shown, so an age on screen does not stand still. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
