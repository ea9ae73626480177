import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  DialogActions,
  DialogContent,
  FormControl,
  FormHelperText,
  InputLabel,
  ListItemText,
  MenuItem,
  Select,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Schema } from 'yup';
import { toFieldErrors } from '../../domain/validation/common';
import { TitledDialog } from '../shared/TitledDialog';

export interface AssignOption {
  id: string;
  label: string;
  /** Shown greyed out with this reason («Не одобрен», «Срок одобрения истёк»), not to be picked. */
  disabledReason?: string;
}

export interface AssignDialogProps {
  title: string;
  label: string;
  field: string;
  multiple?: boolean;
  /** The options, and the message shown when they fail to load (part 2 §8). */
  loadOptions: () => Promise<AssignOption[]>;
  loadFailed: string;
  /** The current choice, and the message when it fails to load. */
  loadCurrent?: () => Promise<string[]>;
  currentFailed?: string;
  schema: Schema<any>;
  toPayload: (selected: string[]) => Record<string, unknown>;
  submit: (payload: any) => Promise<unknown>;
  /** Shown when the assignment fails without a message for the field. */
  submitFailed?: string;
  successMessage: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * An assignment dialog (part 1 §2 "Assignment dialogs"): shown, then pending while the lists load
 * and while saving, ready, hidden on success with the profile refetched; each failure says its
 * own message and the dialog stays open.
 */
export const AssignDialog = (props: AssignDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [options, setOptions] = useState<AssignOption[] | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { loadOptions, loadCurrent, loadFailed, currentFailed } = props;

  useEffect(() => {
    let live = true;
    loadOptions()
      .then((list) => live && setOptions(list))
      .catch(() => {
        if (!live) return;
        setOptions([]);
        setLoadError(loadFailed);
      });
    loadCurrent?.()
      .then((ids) => live && setSelected(ids))
      .catch(() => live && setLoadError((e) => e ?? currentFailed ?? loadFailed));
    return () => {
      live = false;
    };
  }, [loadOptions, loadCurrent, loadFailed, currentFailed]);

  const save = async () => {
    setFailure(null);
    setFieldError(null);
    const payload = props.toPayload(selected);
    try {
      await props.schema.validate(payload, { abortEarly: false });
    } catch (error: any) {
      const errors = toFieldErrors(error);
      setFieldError(Object.values(errors).flat().join(' '));
      return;
    }
    setSaving(true);
    try {
      await props.submit(payload);
      notify(props.successMessage, { type: 'success' });
      props.onDone();
    } catch (error: any) {
      const errors: Record<string, string> = error?.body?.errors ?? {};
      const own = errors[props.field];
      const other = Object.entries(errors)
        .filter(([k]) => k !== props.field)
        .map(([, v]) => v);
      if (own) setFieldError(own);
      if (other.length) setFailure(other.join(' '));
      else if (!own) setFailure(props.submitFailed ?? error?.message ?? translate('app.error.generic'));
      setSaving(false);
    }
  };

  const id = `assign-${props.field}`;
  return (
    <TitledDialog titleId={`${id}-title`} title={props.title} maxWidth="xs" onClose={props.onClose}>
      <DialogContent>
        {loadError ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {translate(loadError, { _: loadError })}
          </Alert>
        ) : null}
        {failure ? (
          <Alert severity="error" role="alert" sx={{ mb: 1 }}>
            {translate(failure, { _: failure })}
          </Alert>
        ) : null}
        {options === null ? (
          <CircularProgress size={24} aria-label="loading" />
        ) : (
          <FormControl fullWidth margin="dense" error={!!fieldError}>
            <InputLabel id={`${id}-label`}>{props.label}</InputLabel>
            <Select
              labelId={`${id}-label`}
              label={props.label}
              multiple={props.multiple}
              value={props.multiple ? selected : (selected[0] ?? '')}
              onChange={(event) => {
                const value = event.target.value as string | string[];
                setSelected(Array.isArray(value) ? value : value ? [value] : []);
              }}
              renderValue={(value) => {
                const ids = Array.isArray(value) ? value : [value];
                return ids
                  .map((v) => options.find((o) => o.id === v)?.label)
                  .filter(Boolean)
                  .join(', ');
              }}
            >
              {options.map((o) => (
                <MenuItem key={o.id} value={o.id} disabled={!!o.disabledReason}>
                  {props.multiple ? <Checkbox checked={selected.includes(o.id)} /> : null}
                  <ListItemText primary={o.label} secondary={o.disabledReason} />
                </MenuItem>
              ))}
            </Select>
            {fieldError ? (
              <FormHelperText>{translate(fieldError, { _: fieldError })}</FormHelperText>
            ) : options.some((o) => o.disabledReason) ? (
              <FormHelperText>{translate('app.profile.assign.someBlocked')}</FormHelperText>
            ) : null}
          </FormControl>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={saving}>
          {translate('app.profile.assign.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={saving || options === null}>
          {translate('app.profile.assign.save')}
        </Button>
      </DialogActions>
    </TitledDialog>
  );
};
