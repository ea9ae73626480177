import { Typography } from '@mui/material';
import { AutocompleteArrayInput, NumberInput, ReferenceArrayInput, SelectInput } from 'react-admin';
import { LIMIT_PERIOD_LABELS, LIMIT_PERIODS } from '../../domain/validation/programs';
import { Translated } from '../shared/Translated';
import { displayProgramCode } from './display';

export const PERIOD_CHOICES = LIMIT_PERIODS.map((id) => ({ id, name: LIMIT_PERIOD_LABELS[id] }));
const PROGRAM_SORT = { field: 'programId', order: 'ASC' } as const;
const searchPrograms = (q: string) => ({ q });

/** A program's limits entry (part 2 §5 "Program edit", "Program limit periods"). */
export const ProgramLimitsInputs = () => (
  <>
    <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
      <Translated text="resources.programs.fields.limits" />
    </Typography>
    <NumberInput
      source="limits.0.limitsInside"
      label="resources.programs.fields.limitsInside"
      min={0}
      step={1}
    />
    <SelectInput
      source="limits.0.limitsInsidePeriod"
      label="resources.programs.fields.limitsInsidePeriod"
      choices={PERIOD_CHOICES}
      emptyText="app.common.notSet"
    />
    <NumberInput
      source="limits.0.consultant_limits"
      label="resources.programs.fields.consultant_limits"
      min={0}
      step={1}
    />
    <ReferenceArrayInput
      source="limits.0.limitsOutside"
      reference="programs"
      sort={PROGRAM_SORT}
      perPage={50}
    >
      <AutocompleteArrayInput
        label="resources.programs.fields.limitsOutside"
        optionText={displayProgramCode}
        filterToQuery={searchPrograms}
        helperText="resources.programs.limitsOutsideHelp"
      />
    </ReferenceArrayInput>
  </>
);
