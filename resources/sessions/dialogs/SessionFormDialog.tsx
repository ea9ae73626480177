import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, DialogContent } from '@mui/material';
import type { ReactNode } from 'react';
import { Button, Form, HttpError, SaveButton, Toolbar, useNotify, useTranslate } from 'react-admin';
import { type FieldValues, type Resolver, useFormState } from 'react-hook-form';
import { SESSION_MESSAGES } from '../../../domain/validation/sessions';
import { FormLeaveGuard } from '../../../src/layout/FormLeaveGuard';
import { TitledDialog } from '../../shared/TitledDialog';

/** The server's overlap refusal names the clash (SESSION_MESSAGES.overlap): worded per language. */
const OVERLAP_PREFIX = SESSION_MESSAGES.overlap('');

/** A server message in the interface language (the fixed ones through app.server, the overlap with its clash). */
export const serverText = (translate: (key: string, options?: any) => string, message: string) => {
  return message.startsWith(OVERLAP_PREFIX) && message.length > OVERLAP_PREFIX.length
    ? translate('app.server.sessions.overlap', { clash: message.slice(OVERLAP_PREFIX.length), _: message })
    : translate(message, { _: message });
};

/**
 * A failed call's errors as react-admin's Form sets them: each server field under the form field
 * `fieldOf` names (when the form has it), the rest and the call's message at the top.
 */
export const submissionErrors = (
  error: unknown,
  fields: readonly string[],
  fieldOf: (key: string) => string,
  translate: (key: string, options?: any) => string,
) => {
  if (error instanceof HttpError && error.body?.errors && Object.keys(error.body.errors).length) {
    const out: Record<string, unknown> = {};
    const general: string[] = [];
    for (const [key, message] of Object.entries(error.body.errors as Record<string, string>)) {
      const field = fieldOf(key);
      const text = serverText(translate, String(message));
      if (fields.includes(field)) out[field] = out[field] ? `${out[field]} ${text}` : text;
      else general.push(text);
    }
    return { ...out, root: { serverError: general.length ? general.join(' ') : error.message } };
  }
  const message = error instanceof Error && error.message ? error.message : 'app.common.actionFailed';
  return { root: { serverError: message } };
};

const ServerError = () => {
  const translate = useTranslate();
  const { errors } = useFormState();
  const message = errors.root?.serverError?.message;
  return message ? (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {serverText(translate, String(message))}
    </Alert>
  ) : null;
};

const DialogToolbar = ({ onCancel, actions }: { onCancel: () => void; actions?: ReactNode }) => {
  const { isSubmitting } = useFormState();
  return (
    <Toolbar sx={{ justifyContent: 'flex-end', gap: 1, px: 3, flexWrap: 'wrap' }}>
      {actions}
      <Button label="ra.action.cancel" onClick={onCancel} disabled={isSubmitting}>
        <CloseIcon />
      </Button>
      <SaveButton label="ra.action.save" icon={<CheckIcon />} alwaysEnable={!isSubmitting} />
    </Toolbar>
  );
};

export interface SessionFormDialogProps<V extends FieldValues> {
  title: string;
  defaultValues: V;
  resolver: Resolver<V>;
  /** The form's fields: a server message for any other goes to the top. */
  fields: readonly string[];
  fieldOf: (key: string) => string;
  /** Sends the form; throws the HttpError of a refusal. */
  onSubmit: (values: V) => Promise<unknown>;
  successMessage: string;
  onClose: () => void;
  /** After a write: the caller refetches. */
  onSaved?: () => void;
  /** More buttons in the toolbar (the edit dialog's delete). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * One session dialog (part 1 §2 "Session dialogs"): full-screen on a phone; the button spins while
 * the server answers; on success it closes, says so and lets the caller refetch; a refusal keeps it
 * open with each message under its field, in the interface language.
 */
export const SessionFormDialog = <V extends FieldValues>({
  title,
  defaultValues,
  resolver,
  fields,
  fieldOf,
  onSubmit,
  successMessage,
  onClose,
  onSaved,
  actions,
  children,
}: SessionFormDialogProps<V>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const submit = async (values: FieldValues) => {
    try {
      await onSubmit(values as V);
    } catch (error) {
      return submissionErrors(error, fields, fieldOf, translate);
    }
    notify(successMessage, { type: 'info' });
    onSaved?.();
    onClose();
    return undefined;
  };
  const titleId = `session-dialog-${title.replace(/\W+/g, '-')}`;
  return (
    <TitledDialog titleId={titleId} title={translate(title)} onClose={onClose}>
      <Form
        record={defaultValues}
        resolver={resolver as Resolver<FieldValues>}
        onSubmit={submit}
        noValidate
        disableInvalidFormNotification
      >
        <FormLeaveGuard />
        <DialogContent sx={{ pb: 0 }}>
          <ServerError />
          {children}
        </DialogContent>
        <DialogToolbar onCancel={onClose} actions={actions} />
      </Form>
    </TitledDialog>
  );
};
