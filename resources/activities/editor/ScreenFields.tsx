import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, IconButton, Stack } from '@mui/material';
import { BooleanInput, Button, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  CARD_CODE_TYPES,
  REGISTRATION_FIELDS,
  SCREEN_FIELDS,
  SCREEN_TYPES,
  type ScreenField,
  type ScreenType,
  screenSchema,
} from '../../../domain/validation/activityScreens';
import { RefInput } from './RefInput';

/** How each Screen field is edited (its kind of input, and for references the kind of record). */
const INPUTS: Record<
  ScreenField,
  { kind: 'flag' | 'count' | 'text' | 'choice' | 'ref' | 'refs' | 'mediaMulti'; ref?: string }
> = {
  isCanSkip: { kind: 'flag' },
  skipNext: { kind: 'flag' },
  destination: { kind: 'count' },
  declineDelay: { kind: 'count' },
  isMakeEffective: { kind: 'flag' },
  isMakeInfo: { kind: 'flag' },
  media: { kind: 'ref', ref: 'media' },
  mediaMulti: { kind: 'mediaMulti' },
  disclaimer: { kind: 'ref', ref: 'disclaimers' },
  message: { kind: 'ref', ref: 'disclaimers' },
  isEmailMandatory: { kind: 'flag' },
  isAutoRegistration: { kind: 'flag' },
  needPinCode: { kind: 'flag' },
  pinCodeIsMandatory: { kind: 'flag' },
  showPassportField: { kind: 'flag' },
  registrationField: { kind: 'choice' },
  cardCodeType: { kind: 'choice' },
  isActiveIncentive: { kind: 'flag' },
  incentiveSum: { kind: 'count' },
  photoIsRequired: { kind: 'flag' },
  photoNeedAudit: { kind: 'flag' },
  photoTitle: { kind: 'text' },
  photoDescription: { kind: 'text' },
  interviewKit: { kind: 'ref', ref: 'interviewKits' },
  devices: { kind: 'refs', ref: 'devices' },
  sticks: { kind: 'refs', ref: 'sticks' },
  showConstructor: { kind: 'flag' },
  showSaleButton: { kind: 'flag' },
  showMoneyBack: { kind: 'flag' },
  boughtPacks: { kind: 'count' },
  buygloScanDmCodes: { kind: 'flag' },
  swapPacks: { kind: 'count' },
  contactPacks: { kind: 'count' },
  scanDmCodes: { kind: 'flag' },
  compliments: { kind: 'refs', ref: 'compliments' },
  glocomplimentScanDmCodes: { kind: 'flag' },
  cigarettes: { kind: 'refs', ref: 'formats' },
  buycigarettesScanDmCodes: { kind: 'flag' },
  buycigarettesDmCodesCount: { kind: 'count' },
};
const CHOICES = { registrationField: REGISTRATION_FIELDS, cardCodeType: CARD_CODE_TYPES } as const;

const label = (field: string) => `app.activity.screen.${field}`;

const MediaMulti = ({ source, disabled }: { source: string; disabled?: boolean }) => {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name: source });
  return (
    <Box sx={{ width: '100%' }}>
      {fields.map((f, i) => (
        <Stack key={f.id} direction={{ xs: 'column', sm: 'row' }} gap={1} alignItems="center">
          <RefInput source={`${source}.${i}.media`} kind="media" label={label('media')} disabled={disabled} />
          <RefInput
            source={`${source}.${i}.formats`}
            kind="formats"
            label="app.activity.fields.formats"
            multiple
            disabled={disabled}
          />
          {!disabled && (
            <IconButton
              aria-label={translate('app.activity.remove', { name: i + 1 })}
              onClick={() => remove(i)}
            >
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
      ))}
      {!disabled && (
        <Button label="app.activity.addMediaMulti" onClick={() => append({ media: null, formats: [] })}>
          <AddIcon />
        </Button>
      )}
    </Box>
  );
};

const FieldInput = ({
  source,
  field,
  disabled,
}: {
  source: string;
  field: ScreenField;
  disabled?: boolean;
}) => {
  const input = INPUTS[field];
  const path = `${source}.${field}`;
  switch (input.kind) {
    case 'flag':
      return <BooleanInput source={path} label={label(field)} disabled={disabled} helperText={false} />;
    case 'count':
      return <NumberInput source={path} label={label(field)} disabled={disabled} min={0} />;
    case 'text':
      return <TextInput source={path} label={label(field)} disabled={disabled} />;
    case 'choice':
      return (
        <SelectInput
          source={path}
          label={label(field)}
          choices={[...CHOICES[field as keyof typeof CHOICES]]}
          disabled={disabled}
          emptyText="—"
        />
      );
    case 'ref':
      return <RefInput source={path} kind={input.ref!} label={label(field)} disabled={disabled} />;
    case 'refs':
      return <RefInput source={path} kind={input.ref!} label={label(field)} multiple disabled={disabled} />;
    default:
      return <MediaMulti source={path} disabled={disabled} />;
  }
};

/** The defaults of every Screen field: what a field its new type does not use goes back to. */
const DEFAULTS = screenSchema.getDefault() as Record<string, unknown>;

/**
 * One screen: its type, then only the fields that type uses (domain/validation/activityScreens.ts
 * SCREEN_FIELDS); changing the type clears the fields the new one does not use.
 */
export const ScreenFields = ({ source, disabled }: { source: string; disabled?: boolean }) => {
  const { setValue } = useFormContext();
  const type = useWatch({ name: `${source}.type` }) as ScreenType | undefined;
  const fields = type ? (SCREEN_FIELDS[type] as readonly ScreenField[]) : [];
  return (
    <Stack direction="row" flexWrap="wrap" columnGap={2} alignItems="flex-start">
      <SelectInput
        source={`${source}.type`}
        label="app.activity.screen.type"
        choices={SCREEN_TYPES.map((id) => ({ id, name: `app.activity.screenType.${id}` }))}
        isRequired
        disabled={disabled}
        onChange={(e) => {
          const next = e.target.value as ScreenType;
          const keep = new Set<string>(SCREEN_FIELDS[next] ?? []);
          for (const field of Object.keys(INPUTS))
            if (!keep.has(field)) setValue(`${source}.${field}`, DEFAULTS[field], { shouldDirty: true });
        }}
      />
      {fields.map((field) => (
        <FieldInput key={field} source={source} field={field} disabled={disabled} />
      ))}
    </Stack>
  );
};
