import { useEffect, useRef, useState } from 'react';

interface Answer<T> {
  key: string;
  data?: T;
  error?: any;
}

/**
 * One call per key on load (StrictMode's second effect run reuses the first call, so a one-shot
 * link such as an e-mail verification is posted once), with its answer or its error.
 */
export const useServerAnswer = <T>(key: string, load: () => Promise<T>) => {
  const started = useRef<{ key: string; promise: Promise<T> } | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const [answer, setAnswer] = useState<Answer<T> | null>(null);

  useEffect(() => {
    if (started.current?.key !== key) started.current = { key, promise: loadRef.current() };
    let active = true;
    started.current.promise.then(
      (data) => active && setAnswer({ key, data }),
      (error) => active && setAnswer({ key, error }),
    );
    return () => {
      active = false;
    };
  }, [key]);

  const settled = answer?.key === key ? answer : null;
  return { pending: !settled, data: settled?.data, error: settled?.error };
};
