import { yupResolver } from '@hookform/resolvers/yup';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, CircularProgress, DialogContent } from '@mui/material';
import { type ReactNode, useMemo, useState } from 'react';
import {
  Button,
  CreateBase,
  EditBase,
  type Identifier,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { AnyObject, ObjectSchema } from 'yup';
import { FormLeaveGuard } from '../../src/layout/FormLeaveGuard';
import { TitledDialog } from './TitledDialog';

/**
 * A create/edit form in a dialog, with part 2 §4's states: shown; pending while saving (Save
 * disabled with a spinner); hidden on success with the lists refetched; on failure it stays open
 * with the server's field errors under the fields and its general message above them.
 */
export interface FormDialogProps {
  resource: string;
  /** The record to edit; absent for a new one. */
  id?: Identifier;
  title: string;
  schema: ObjectSchema<AnyObject>;
  /** The record as the form edits it (nested references as ids). */
  toFormValues: (record: Record<string, any>) => Record<string, unknown>;
  /** Initial values of a new record. */
  defaults?: Record<string, unknown>;
  successMessage: string;
  onClose: () => void;
  children: ReactNode;
}

/** Whether the schema requires a field: the inputs' asterisks come from the same rules. */
export const requires = (schema: ObjectSchema<AnyObject>, field: string): boolean => {
  const description = schema.describe().fields[field] as { optional?: boolean } | undefined;
  return description?.optional === false;
};

/**
 * The general error of a failed save (HttpError body.errors.root.serverError, or the failure of
 * a save the server answered without field errors), held in view at the top while the form scrolls.
 */
const ServerError = ({ failure }: { failure: string | null }) => {
  const translate = useTranslate();
  const { errors } = useFormState();
  const message = errors.root?.serverError?.message ?? failure;
  return message ? (
    <Alert
      severity="error"
      role="alert"
      sx={{ width: '100%', mb: 2, position: 'sticky', top: 0, zIndex: 2, boxSizing: 'border-box' }}
    >
      {translate(String(message), { _: String(message) })}
    </Alert>
  ) : null;
};

const DialogToolbar = ({ onCancel }: { onCancel: () => void }) => {
  const { isSubmitting } = useFormState();
  return (
    <Toolbar sx={{ justifyContent: 'flex-end', gap: 1, position: 'sticky', bottom: 0, zIndex: 2 }}>
      <Button label="ra.action.cancel" onClick={onCancel} disabled={isSubmitting}>
        <CloseIcon />
      </Button>
      {/* Enabled on a pristine form too, so that an empty save shows what is required. */}
      <SaveButton label="ra.action.save" alwaysEnable={!isSubmitting} />
    </Toolbar>
  );
};

const DialogForm = ({
  schema,
  toFormValues,
  defaults,
  onClose,
  children,
  failure,
}: FormDialogProps & { failure: string | null }) => {
  const record = useRecordContext();
  const values = useMemo(() => toFormValues(record ?? defaults ?? {}), [record, defaults, toFormValues]);
  const resolver = useMemo(() => yupResolver(schema), [schema]);
  return (
    // The errors show in the dialog, not in a snackbar over its buttons.
    <SimpleForm
      record={values}
      resolver={resolver}
      toolbar={<DialogToolbar onCancel={onClose} />}
      disableInvalidFormNotification
    >
      <FormLeaveGuard />
      <ServerError failure={failure} />
      {children}
    </SimpleForm>
  );
};

const Loading = () => {
  const translate = useTranslate();
  return (
    <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={translate('app.common.loading')} />
    </DialogContent>
  );
};

const LoadError = () => {
  const translate = useTranslate();
  return (
    <DialogContent>
      <Alert severity="error">{translate('app.common.loadFailed')}</Alert>
    </DialogContent>
  );
};

export const FormDialog = (props: FormDialogProps) => {
  const { resource, id, title, successMessage, onClose } = props;
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [failure, setFailure] = useState<string | null>(null);
  const mutationOptions = {
    onSuccess: () => {
      notify(successMessage, { type: 'info', messageArgs: { _: successMessage } });
      refresh();
      onClose();
    },
    // Field errors go under their fields (the controller returns them to the form); any other
    // failure is said at the top of the dialog.
    onError: (error: { message?: string; body?: { errors?: Record<string, unknown> } }) => {
      if (error?.body?.errors && Object.keys(error.body.errors).length > 0) return;
      setFailure(error?.message || translate('ra.notification.http_error'));
    },
  };
  const transform = (data: Record<string, unknown>) => {
    setFailure(null);
    return data;
  };
  const form = <DialogForm {...props} failure={failure} />;
  return (
    <TitledDialog
      titleId={`${resource}-dialog-title`}
      title={translate(title, { _: title })}
      onClose={onClose}
    >
      {id == null ? (
        <CreateBase
          resource={resource}
          redirect={false}
          mutationMode="pessimistic"
          mutationOptions={mutationOptions}
          transform={transform}
        >
          {form}
        </CreateBase>
      ) : (
        <EditBase
          resource={resource}
          id={id}
          redirect={false}
          redirectOnError={false}
          mutationMode="pessimistic"
          mutationOptions={mutationOptions}
          transform={transform}
          loading={<Loading />}
          error={<LoadError />}
        >
          {form}
        </EditBase>
      )}
    </TitledDialog>
  );
};
