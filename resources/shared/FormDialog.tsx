import { yupResolver } from '@hookform/resolvers/yup';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, CircularProgress, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
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
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { AnyObject, ObjectSchema } from 'yup';
import { useIsPhone } from '../../src/layout/useIsPhone';

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

/** The general error of a failed save (HttpError body.errors.root.serverError). */
const ServerError = () => {
  const { errors } = useFormState();
  const message = errors.root?.serverError?.message;
  return message ? (
    <Alert severity="error" role="alert" sx={{ width: '100%', mb: 2 }}>
      {String(message)}
    </Alert>
  ) : null;
};

const DialogToolbar = ({ onCancel }: { onCancel: () => void }) => {
  const { isSubmitting } = useFormState();
  return (
    <Toolbar sx={{ justifyContent: 'flex-end', gap: 1 }}>
      <Button label="Отмена" onClick={onCancel} disabled={isSubmitting}>
        <CloseIcon />
      </Button>
      {/* Enabled on a pristine form too, so that an empty save shows what is required. */}
      <SaveButton label="Сохранить" alwaysEnable={!isSubmitting} />
    </Toolbar>
  );
};

const DialogForm = ({ schema, toFormValues, defaults, onClose, children }: FormDialogProps) => {
  const record = useRecordContext();
  const values = useMemo(() => toFormValues(record ?? defaults ?? {}), [record, defaults, toFormValues]);
  const resolver = useMemo(() => yupResolver(schema), [schema]);
  return (
    <SimpleForm record={values} resolver={resolver} toolbar={<DialogToolbar onCancel={onClose} />}>
      <ServerError />
      {children}
    </SimpleForm>
  );
};

const Loading = () => (
  <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
    <CircularProgress aria-label="Загрузка" />
  </DialogContent>
);

const LoadError = () => (
  <DialogContent>
    <Alert severity="error">Не удалось загрузить запись</Alert>
  </DialogContent>
);

export const FormDialog = (props: FormDialogProps) => {
  const { resource, id, title, successMessage, onClose } = props;
  const notify = useNotify();
  const refresh = useRefresh();
  const mutationOptions = {
    onSuccess: () => {
      notify(successMessage, { type: 'info', messageArgs: { _: successMessage } });
      refresh();
      onClose();
    },
  };
  const form = <DialogForm {...props} />;
  const fullScreen = useIsPhone();
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      fullScreen={fullScreen}
      maxWidth="sm"
      aria-labelledby={`${resource}-dialog-title`}
    >
      <DialogTitle id={`${resource}-dialog-title`}>{title}</DialogTitle>
      {id == null ? (
        <CreateBase
          resource={resource}
          redirect={false}
          mutationMode="pessimistic"
          mutationOptions={mutationOptions}
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
          loading={<Loading />}
          error={<LoadError />}
        >
          {form}
        </EditBase>
      )}
    </Dialog>
  );
};
