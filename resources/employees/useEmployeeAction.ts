import { useNotify, useRefresh, useUnselectAll } from 'react-admin';

/** After a decision: say so, refetch the lists (part 1 §4), and clear the selection. */
export const useEmployeeAction = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('agencyEmployees');
  return async <T>(call: () => Promise<T>, done: string): Promise<T> => {
    const result = await call();
    notify(done, { type: 'success', messageArgs: { _: done } });
    unselectAll();
    refresh();
    return result;
  };
};
