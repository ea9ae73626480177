import { yupResolver } from '@hookform/resolvers/yup';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { DialogContent, type DialogProps } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { Button, Form, HttpError, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { AnyObject, ObjectSchema } from 'yup';
import { FormLeaveGuard } from '../../src/layout/FormLeaveGuard';
import { FormServerError } from '../shared/FormServerError';
import { TitledDialog } from '../shared/TitledDialog';

/**
 * A decision in a dialog (part 1 §4 "Dialogs": show, pending, ready, hide): the button spins and
 * everything is disabled while the server answers; on success the dialog closes (the caller
 * notifies and refreshes the lists); on failure it stays open with the server's messages, per
 * field and in general.
 */
export interface ActionDialogProps {
  title: string;
  schema: ObjectSchema<AnyObject>;
  defaultValues: Record<string, unknown>;
  submitLabel: string;
  /** Throws the HttpError of a failed call (its body.errors as the forms take them). */
  onSubmit: (values: Record<string, any>) => Promise<unknown>;
  onClose: () => void;
  /** Fields without an input here (e.g. the selection): their messages show as the general error. */
  generalFields?: string[];
  /** 'xs' unless the dialog shows more than its inputs. */
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}

const DialogToolbar = ({ submitLabel, onCancel }: { submitLabel: string; onCancel: () => void }) => {
  const { isSubmitting } = useFormState();
  return (
    <Toolbar sx={{ justifyContent: 'flex-end', gap: 1, px: 3 }}>
      <Button label="ra.action.cancel" onClick={onCancel} disabled={isSubmitting}>
        <CloseIcon />
      </Button>
      <SaveButton label={submitLabel} icon={<CheckIcon />} alwaysEnable={!isSubmitting} />
    </Toolbar>
  );
};

/** The errors of a failed call, as react-admin's Form sets them on the fields. */
const submissionErrors = (error: unknown, generalFields: string[]) => {
  if (error instanceof HttpError && error.body?.errors) {
    const { root, ...fields } = error.body.errors as Record<string, any>;
    const general = generalFields.map((f) => fields[f]).filter(Boolean);
    for (const f of generalFields) delete fields[f];
    return { ...fields, root: { serverError: general.length ? general.join(' ') : root?.serverError } };
  }
  const message = error instanceof Error && error.message ? error.message : 'app.common.actionFailed';
  return { root: { serverError: message } };
};

export const ActionDialog = ({
  title,
  schema,
  defaultValues,
  submitLabel,
  onSubmit,
  onClose,
  generalFields = [],
  maxWidth = 'xs',
  children,
}: ActionDialogProps) => {
  const translate = useTranslate();
  const resolver = useMemo(() => yupResolver(schema), [schema]);
  const submit = async (values: Record<string, any>) => {
    try {
      await onSubmit(values);
      onClose();
      return undefined;
    } catch (error) {
      return submissionErrors(error, generalFields);
    }
  };
  const titleId = `dialog-${title.replace(/\s+/g, '-')}`;
  return (
    <TitledDialog
      titleId={titleId}
      title={translate(title, { _: title })}
      maxWidth={maxWidth}
      onClose={onClose}
    >
      <Form record={defaultValues} resolver={resolver} onSubmit={submit} noValidate>
        <FormLeaveGuard />
        <DialogContent sx={{ pb: 0 }}>
          <FormServerError />
          {children}
        </DialogContent>
        <DialogToolbar submitLabel={submitLabel} onCancel={onClose} />
      </Form>
    </TitledDialog>
  );
};
