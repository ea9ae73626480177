import { Typography } from '@mui/material';
import { AutocompleteArrayInput, NumberInput, ReferenceArrayInput, SelectInput } from 'react-admin';
import { LIMIT_PERIOD_LABELS, LIMIT_PERIODS } from '../../domain/validation/programs';
import { displayProgramCode } from './display';

export const PERIOD_CHOICES = LIMIT_PERIODS.map((id) => ({ id, name: LIMIT_PERIOD_LABELS[id] }));
const PROGRAM_SORT = { field: 'programId', order: 'ASC' } as const;
const searchPrograms = (q: string) => ({ q });

/** A program's limits entry (part 2 §5 "Program edit", "Program limit periods"). */
export const ProgramLimitsInputs = () => (
  <>
    <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
      Лимиты
    </Typography>
    <NumberInput source="limits.0.limitsInside" label="Лимит участий в программе" min={0} step={1} />
    <SelectInput
      source="limits.0.limitsInsidePeriod"
      label="Период лимита"
      choices={PERIOD_CHOICES}
      emptyText="Не указан"
    />
    <NumberInput source="limits.0.consultant_limits" label="Лимит на консультанта" min={0} step={1} />
    <ReferenceArrayInput
      source="limits.0.limitsOutside"
      reference="programs"
      sort={PROGRAM_SORT}
      perPage={50}
    >
      <AutocompleteArrayInput
        label="Исключающие программы"
        optionText={displayProgramCode}
        filterToQuery={searchPrograms}
        helperText="Участник этих программ не может участвовать в этой"
      />
    </ReferenceArrayInput>
  </>
);
