import { useEffect, useState } from 'react';

/** The text as it settles: its value once typing pauses `ms` (a request per pause, not per key). */
export const useSettled = (value: string, ms: number) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};
