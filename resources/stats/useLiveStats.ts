import { useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useState } from 'react';
import { graphql } from '../../dataProvider/client';

/** How often a widget on screen reads its figures again (issue 24: a contact shows within seconds). */
export const STATS_REFRESH_MS = 5000;

/** Whether the element is on screen (always, where the browser cannot tell). */
const useOnScreen = (ref: RefObject<Element | null>) => {
  const [on, setOn] = useState(true);
  useEffect(() => {
    if (!ref.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setOn(entries.some((e) => e.isIntersecting)));
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [ref]);
  return on;
};

/**
 * One GraphQL request for a widget's figures, read again every 5 s while the widget is on screen
 * and the tab is shown (react-query stops the interval in a background tab).
 */
export const useLiveStats = <T>(
  ref: RefObject<Element | null>,
  key: readonly unknown[],
  query: string,
  variables: Record<string, unknown>,
) => {
  const onScreen = useOnScreen(ref);
  return useQuery({
    queryKey: ['stats', ...key],
    queryFn: () => graphql<T>(query, variables),
    refetchInterval: onScreen ? STATS_REFRESH_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: false,
  });
};
