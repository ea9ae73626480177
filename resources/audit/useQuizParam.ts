import { useLocation, useNavigate } from 'react-admin';

/**
 * The quiz chosen in the address (`?quiz=<id>`), and a way to choose another (replacing the history
 * entry). Through react-admin's routing hooks, the router react-admin itself uses.
 */
export const useQuizParam = (): [number | null, (quiz: number) => void] => {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const quiz = Number(new URLSearchParams(search).get('quiz')) || null;
  return [quiz, (id) => navigate(`${pathname}?quiz=${id}`, { replace: true })];
};
