import { yupResolver } from '@hookform/resolvers/yup';
import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import CloseIcon from '@mui/icons-material/Close';
import {
  DialogActions,
  DialogContent,
  FormHelperText,
  Button as MuiButton,
  Stack,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Button, Form, HttpError, SaveButton, useNotify, useTranslate } from 'react-admin';
import type { Resolver } from 'react-hook-form';
import type { AnyObject, ObjectSchema } from 'yup';
import { type EquipmentKind, standSchema, tabletSchema } from '../../domain/validation/equipment';
import { FormLeaveGuard } from '../../src/layout/FormLeaveGuard';
import { useRole } from '../../src/layout/useRole';
import { FormServerError } from '../shared/FormServerError';
import { TitledDialog } from '../shared/TitledDialog';
import { type Stand, saveEquipment, type Tablet } from './api';
import { StandInputs, TabletInputs } from './EquipmentInputs';
import { EquipmentPhoto } from './EquipmentPhoto';

const id = (ref: { id: string } | null) => ref?.id ?? '';

/** The form's values of a row: references as ids, '' for none. */
const formValues = (kind: EquipmentKind, record: Tablet | Stand) =>
  kind === 'tablet'
    ? {
        inventoryNumber: record.inventoryNumber,
        serialNumber: (record as Tablet).serialNumber ?? '',
        tabletModel: id((record as Tablet).tabletModel),
        coordinator: id(record.coordinator),
        consultant: id(record.consultant),
      }
    : {
        inventoryNumber: record.inventoryNumber,
        standModel: (record as Stand).standModel ?? '',
        spot: id((record as Stand).spot),
        coordinator: id(record.coordinator),
        consultant: id(record.consultant),
      };

const PhotoInput = ({
  record,
  photo,
  onChange,
  error,
}: {
  record: Tablet | Stand;
  photo: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
}) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" gap={2} alignItems="center" sx={{ mt: 1 }}>
      <EquipmentPhoto url={record.photo} inventoryNumber={record.inventoryNumber} size={96} />
      <Stack gap={0.5} sx={{ minWidth: 0 }}>
        <MuiButton component="label" variant="outlined" startIcon={<AddAPhotoIcon />}>
          {translate('resources.equipment.choosePhoto')}
          <input
            hidden
            type="file"
            accept="image/jpeg,image/png"
            aria-label={translate('resources.equipment.choosePhoto')}
            data-testid="equipment-photo-input"
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
        </MuiButton>
        {photo ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {translate('resources.equipment.newPhoto', { name: photo.name })}
          </Typography>
        ) : null}
        {error ? <FormHelperText error>{translate(error, { _: error })}</FormHelperText> : null}
      </Stack>
    </Stack>
  );
};

/**
 * The edit dialog of a tablet or a stand: its fields and a new photo, saved as form data. The
 * server's field errors show under their fields; any other failure is a generic notice (part 2 §8
 * gives these calls no message).
 */
export const EquipmentDialog = ({
  kind,
  record,
  onClose,
  onSaved,
}: {
  kind: EquipmentKind;
  record: Tablet | Stand;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { role } = useRole();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const values = useMemo(() => formValues(kind, record), [kind, record]);
  const resolver = useMemo(
    () =>
      yupResolver((kind === 'tablet' ? tabletSchema : standSchema) as ObjectSchema<AnyObject>) as Resolver,
    [kind],
  );
  const submit = async (data: Record<string, unknown>) => {
    setPhotoError(null);
    try {
      await saveEquipment(kind, record.id, data, photo);
      notify('resources.equipment.saved', { type: 'info' });
      onSaved();
      return undefined;
    } catch (error) {
      if (error instanceof HttpError && error.status === 400 && error.body?.errors) {
        const {
          photo: photoErrors,
          non_field_errors: general,
          ...fields
        } = error.body.errors as Record<string, string>;
        if (photoErrors) setPhotoError(photoErrors);
        return { ...fields, root: { serverError: general || error.message } };
      }
      notify('resources.equipment.failed', { type: 'error' });
      return { root: { serverError: 'resources.equipment.failed' } };
    }
  };
  const title = kind === 'tablet' ? 'resources.equipment.editTablet' : 'resources.equipment.editStand';
  return (
    <TitledDialog
      titleId="equipment-dialog-title"
      title={translate(title, { inventoryNumber: record.inventoryNumber })}
      onClose={onClose}
    >
      <Form record={values} resolver={resolver} onSubmit={submit} disableInvalidFormNotification>
        <FormLeaveGuard />
        <DialogContent>
          <FormServerError />
          {kind === 'tablet' ? (
            <TabletInputs canChooseCoordinator={role === 'HQ'} />
          ) : (
            <StandInputs canChooseCoordinator={role === 'HQ'} />
          )}
          <PhotoInput record={record} photo={photo} onChange={setPhoto} error={photoError} />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose}>
            <CloseIcon />
          </Button>
          <SaveButton label="ra.action.save" alwaysEnable />
        </DialogActions>
      </Form>
    </TitledDialog>
  );
};
