import { AutocompleteInput, ReferenceInput, SelectArrayInput } from 'react-admin';
import { SESSION_STATUSES } from '../../domain/validation/sessions';
import { DateFilterInput } from '../../src/forms/DateInputs';
import { SESSION_CHOICE_RESOURCES } from './queries';

/** The statuses a list may ask for: every one but DELETED, never listed (part 1 §4). */
const STATUS_CHOICES = SESSION_STATUSES.filter((s) => s !== 'DELETED').map((id) => ({
  id,
  name: `resources.sessions.statuses.${id}`,
}));

/** A day of the filter bar (alwaysOn is read by react-admin's filter form from the element's props). */
const DayInput = ({ source, label }: { source: string; label: string; alwaysOn?: boolean }) => (
  <DateFilterInput source={source} label={label} />
);

const choice = (source: keyof typeof SESSION_CHOICE_RESOURCES, alwaysOn = false) => (
  <ReferenceInput
    key={source}
    source={source}
    reference={SESSION_CHOICE_RESOURCES[source]}
    alwaysOn={alwaysOn}
  >
    <AutocompleteInput
      label={`resources.sessions.fields.${source}`}
      optionText="title"
      filterToQuery={(q: string) => ({ q })}
      sx={{ minWidth: 220 }}
    />
  </ReferenceInput>
);

/**
 * The filters of the session lists (issue 12 point 1): status (several), the planned start's days
 * (the browser's own days), consultant, activity, spot, city, region; their choices come from the
 * server, scoped to the viewer. `withStatus: false` for sessions-edit, which lists PLANNED only.
 */
export const sessionFilters = ({ withStatus = true }: { withStatus?: boolean } = {}) => [
  ...(withStatus
    ? [
        <SelectArrayInput
          key="status_In"
          source="status_In"
          label="resources.sessions.fields.status"
          choices={STATUS_CHOICES}
          alwaysOn
          sx={{ minWidth: 200 }}
        />,
      ]
    : []),
  <DayInput key="dayFrom" source="dayFrom" label="resources.sessions.filters.dayFrom" alwaysOn />,
  <DayInput key="dayTo" source="dayTo" label="resources.sessions.filters.dayTo" alwaysOn />,
  choice('consultant', true),
  choice('city', true),
  choice('spot', true),
  choice('activity'),
  choice('region'),
];
