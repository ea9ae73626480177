import AddIcon from '@mui/icons-material/Add';
import { Box, Stack, Typography } from '@mui/material';
import { BooleanInput, Button, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import { GENDERS } from '../../../domain/validation/activities';
import { ArrayControls } from './ArrayControls';
import { MechanicsEditor } from './MechanicsEditor';
import { RefInput } from './RefInput';
import { Section } from './Section';

const f = (name: string) => `app.activity.fields.${name}`;

const ProductTitle = ({ index }: { index: number }) => {
  const translate = useTranslate();
  const title = useWatch({ name: `focusProducts.${index}.title` }) as string | undefined;
  return <>{title || translate('app.activity.productN', { n: index + 1 })}</>;
};

/** A focus product's conditions: gender (NO_MATTER, MALE, FEMALE) and formats. */
const Conditions = ({ source, disabled }: { source: string; disabled?: boolean }) => {
  const translate = useTranslate();
  const { fields, append, move, remove } = useFieldArray({ name: source });
  return (
    <Box>
      <Typography variant="subtitle2">{translate('app.activity.conditions')}</Typography>
      {fields.map((field, i) => (
        <Stack key={field.id} direction={{ xs: 'column', sm: 'row' }} gap={1} alignItems={{ sm: 'center' }}>
          <SelectInput
            source={`${source}.${i}.gender`}
            label={f('gender')}
            choices={GENDERS.map((g) => ({ id: g.id, name: `app.activity.gender.${g.id}` }))}
            isRequired
            disabled={disabled}
          />
          <RefInput
            source={`${source}.${i}.formats`}
            kind="formats"
            label={f('formats')}
            multiple
            disabled={disabled}
          />
          <ArrayControls
            index={i}
            count={fields.length}
            move={move}
            remove={remove}
            kind="app.activity.conditionN"
            disabled={disabled}
          />
        </Stack>
      ))}
      {!disabled && (
        <Button
          label="app.activity.addCondition"
          onClick={() => append({ gender: 'NO_MATTER', formats: [] })}
        >
          <AddIcon />
        </Button>
      )}
    </Box>
  );
};

/** Formats and focus products: each product collapsible, with its fields and conditions. */
export const ProductsTab = ({ disabled }: { disabled?: boolean }) => {
  const { fields, append, move, remove } = useFieldArray({ name: 'focusProducts' });
  return (
    <Box>
      <RefInput source="formats" kind="formats" label={f('formats')} multiple disabled={disabled} />
      {fields.map((field, i) => (
        <Section
          key={field.id}
          path={`focusProducts.${i}`}
          defaultExpanded={i === 0}
          title={<ProductTitle index={i} />}
          controls={
            <ArrayControls
              index={i}
              count={fields.length}
              move={move}
              remove={remove}
              kind="app.activity.productN"
              disabled={disabled}
            />
          }
        >
          <Stack direction={{ xs: 'column', md: 'row' }} columnGap={2} flexWrap="wrap">
            <TextInput source={`focusProducts.${i}.title`} label={f('title')} disabled={disabled} />
            <TextInput
              source={`focusProducts.${i}.reportTitle`}
              label={f('reportTitle')}
              disabled={disabled}
            />
            <TextInput source={`focusProducts.${i}.subSource`} label={f('subSource')} disabled={disabled} />
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} columnGap={2} flexWrap="wrap">
            <RefInput
              source={`focusProducts.${i}.format`}
              kind="formats"
              label={f('format')}
              disabled={disabled}
            />
            <RefInput
              source={`focusProducts.${i}.program`}
              kind="programs"
              label={f('program')}
              disabled={disabled}
            />
            <RefInput
              source={`focusProducts.${i}.scratchCard`}
              kind="scratchCards"
              label={f('scratchCard')}
              disabled={disabled}
            />
          </Stack>
          <BooleanInput
            source={`focusProducts.${i}.brandFormatComesFromExternalEvent`}
            label={f('brandFormatComesFromExternalEvent')}
            disabled={disabled}
          />
          <BooleanInput
            source={`focusProducts.${i}.isEnableDeviceNumberCheck`}
            label={f('isEnableDeviceNumberCheck')}
            disabled={disabled}
          />
          <Conditions source={`focusProducts.${i}.conditions`} disabled={disabled} />
        </Section>
      ))}
      {!disabled && (
        <Button
          label="app.activity.addProduct"
          onClick={() =>
            append({
              id: null,
              title: '',
              reportTitle: null,
              format: null,
              program: null,
              subSource: null,
              brandFormatComesFromExternalEvent: false,
              isEnableDeviceNumberCheck: false,
              scratchCard: null,
              conditions: [],
              mechanics: [],
            })
          }
        >
          <AddIcon />
        </Button>
      )}
    </Box>
  );
};

/** Mechanics and screens, product by product. */
export const MechanicsTab = ({ disabled }: { disabled?: boolean }) => {
  const translate = useTranslate();
  const products = (useWatch({ name: 'focusProducts' }) as { title?: string }[] | undefined) ?? [];
  if (!products.length)
    return <Typography color="text.secondary">{translate('app.activity.noProducts')}</Typography>;
  return (
    <Box>
      {products.map((p, i) => (
        <Section
          // biome-ignore lint/suspicious/noArrayIndexKey: the products' order is the form's; their rows are keyed in ProductsTab
          key={i}
          path={`focusProducts.${i}.mechanics`}
          defaultExpanded={products.length === 1}
          title={p.title || translate('app.activity.productN', { n: i + 1 })}
        >
          <MechanicsEditor source={`focusProducts.${i}.mechanics`} disabled={disabled} />
        </Section>
      ))}
    </Box>
  );
};
