import { useFormState } from 'react-hook-form';
import { useLeaveGuard } from './LeaveGuard';

/**
 * useLeaveGuard inside a react-admin (react-hook-form) form: dirty until it is saved. Apart from
 * ./LeaveGuard.tsx, whose provider the shell loads: react-hook-form comes with the forms, not with
 * the first screen (issue 24's JavaScript budget).
 */
export const FormLeaveGuard = () => {
  const { isDirty, dirtyFields, isSubmitting, isSubmitSuccessful } = useFormState();
  const edited = isDirty || Object.keys(dirtyFields).length > 0;
  useLeaveGuard(edited && !isSubmitting && !isSubmitSuccessful);
  return null;
};
