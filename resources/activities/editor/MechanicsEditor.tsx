import AddIcon from '@mui/icons-material/Add';
import { Box } from '@mui/material';
import { Button, TextInput, useTranslate } from 'react-admin';
import { useFieldArray, useWatch } from 'react-hook-form';
import { screenSchema } from '../../../domain/validation/activityScreens';
import { ArrayControls } from './ArrayControls';
import { ScreenFields } from './ScreenFields';
import { Section } from './Section';

/** A new screen: every field at its default, MEDIA until its type is chosen. */
const newScreen = () => ({ ...(screenSchema.getDefault() as object), id: null, type: 'MEDIA' });

const ScreenTitle = ({ source, index }: { source: string; index: number }) => {
  const translate = useTranslate();
  const type = useWatch({ name: `${source}.type` }) as string | undefined;
  return (
    <>
      {translate('app.activity.screenN', { n: index + 1 })}
      {type ? ` · ${translate(`app.activity.screenType.${type}`, { _: type })}` : ''}
    </>
  );
};

/** A mechanic's ordered screens: add, reorder, remove, each screen collapsible. */
const Screens = ({ source, disabled }: { source: string; disabled?: boolean }) => {
  const { fields, append, move, remove } = useFieldArray({ name: source });
  return (
    <Box>
      {fields.map((f, i) => (
        <Section
          key={f.id}
          path={`${source}.${i}`}
          title={<ScreenTitle source={`${source}.${i}`} index={i} />}
          controls={
            <ArrayControls
              index={i}
              count={fields.length}
              move={move}
              remove={remove}
              kind="app.activity.screenN"
              disabled={disabled}
            />
          }
        >
          <ScreenFields source={`${source}.${i}`} disabled={disabled} />
        </Section>
      ))}
      {!disabled && (
        <Button label="app.activity.addScreen" onClick={() => append(newScreen())}>
          <AddIcon />
        </Button>
      )}
    </Box>
  );
};

const MechanicTitle = ({ source, index }: { source: string; index: number }) => {
  const translate = useTranslate();
  const title = useWatch({ name: `${source}.title` }) as string | undefined;
  return <>{title || translate('app.activity.mechanicN', { n: index + 1 })}</>;
};

/** A focus product's mechanics, each with its title and its screens. */
export const MechanicsEditor = ({ source, disabled }: { source: string; disabled?: boolean }) => {
  const { fields, append, move, remove } = useFieldArray({ name: source });
  return (
    <Box>
      {fields.map((f, i) => (
        <Section
          key={f.id}
          path={`${source}.${i}`}
          defaultExpanded={fields.length === 1}
          title={<MechanicTitle source={`${source}.${i}`} index={i} />}
          controls={
            <ArrayControls
              index={i}
              count={fields.length}
              move={move}
              remove={remove}
              kind="app.activity.mechanicN"
              disabled={disabled}
            />
          }
        >
          <TextInput
            source={`${source}.${i}.title`}
            label="app.activity.fields.mechanicTitle"
            disabled={disabled}
            fullWidth
          />
          <Screens source={`${source}.${i}.screens`} disabled={disabled} />
        </Section>
      ))}
      {!disabled && (
        <Button label="app.activity.addMechanic" onClick={() => append({ id: null, title: '', screens: [] })}>
          <AddIcon />
        </Button>
      )}
    </Box>
  );
};
