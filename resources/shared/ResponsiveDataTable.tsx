import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  LinearProgress,
  Link as MuiLink,
  Stack,
  Typography,
} from '@mui/material';
import {
  Children,
  createElement,
  Fragment,
  isValidElement,
  type ReactNode,
  useDeferredValue,
  useState,
} from 'react';
import {
  BulkActionsToolbar,
  DataTable,
  type DataTableColumnProps,
  type DataTableProps,
  ListNoResults,
  type RaRecord,
  RecordContextProvider,
  useCreatePath,
  useListContext,
  useNavigate,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useIsPhone } from '../../src/layout/useIsPhone';

/** A column's value by its dotted source ('brand.title'). */
const valueAt = (record: RaRecord, source: string): unknown =>
  source.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], record);

/** The row actions column: no source, aligned right (every list's «Действия»). */
const isActions = (column: Column) => column.source == null && column.align === 'right';

/** A column's props, with its element's key. */
type Column = DataTableColumnProps & { key: string };

const cellOf = (column: Column, record: RaRecord): ReactNode => {
  if (column.children != null) return column.children;
  if (column.render) return column.render(record);
  if (column.source == null) return null;
  const value = valueAt(record, column.source);
  return value == null || value === '' ? null : String(value);
};

type RowClick = DataTableProps['rowClick'];

/** The card's title: the first column, a button when a row click opens the record. */
const CardTitle = ({
  record,
  rowClick,
  children,
}: {
  record: RaRecord;
  rowClick: RowClick;
  children: ReactNode;
}) => {
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const open = async () => {
    const target =
      typeof rowClick === 'function' ? await rowClick(record.id, resource, record) : (rowClick as string);
    if (target === 'edit' || target === 'show')
      navigate(createPath({ resource, id: record.id, type: target }));
    else if (typeof target === 'string' && target !== 'expand' && target !== 'toggleSelection')
      navigate(target);
  };
  const clickable = typeof rowClick === 'function' || rowClick === 'edit' || rowClick === 'show';
  return (
    <Typography
      variant="subtitle1"
      component="div"
      sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}
    >
      {clickable ? (
        <MuiLink component="button" type="button" onClick={open} sx={{ font: 'inherit', textAlign: 'left' }}>
          {children}
        </MuiLink>
      ) : (
        children
      )}
    </Typography>
  );
};

interface RecordCardProps {
  record: RaRecord;
  columns: Column[];
  rowClick: RowClick;
  expand?: DataTableProps['expand'];
  selectable: boolean;
}

const RecordCard = ({ record, columns, rowClick, expand, selectable }: RecordCardProps) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { selectedIds = [], onToggleItem } = useListContext();
  const [expanded, setExpanded] = useState(false);
  const [title, ...rest] = columns;
  const actions = rest.filter(isActions);
  const fields = rest.filter((column) => !isActions(column));
  const label = (column: Column) =>
    typeof column.label === 'string'
      ? translate(column.label, { _: column.label })
      : (column.label ??
        translate(`resources.${resource}.fields.${column.source}`, { _: column.source ?? '' }));
  return (
    <Card component="li" variant="outlined" data-testid="record-card">
      <CardContent sx={{ pb: 1, '&:last-child': { pb: 1 } }}>
        <Stack direction="row" alignItems="flex-start" gap={1}>
          {selectable ? (
            <Checkbox
              checked={selectedIds.includes(record.id)}
              onChange={() => onToggleItem(record.id)}
              inputProps={{ 'aria-label': translate('app.phone.selectRow') }}
              size="small"
              sx={{ m: -1, mr: 0 }}
            />
          ) : null}
          {title ? (
            <CardTitle record={record} rowClick={rowClick}>
              {cellOf(title, record)}
            </CardTitle>
          ) : null}
        </Stack>
        {fields.length ? (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
              gap: 0.5,
              m: 0,
              mt: 1,
            }}
          >
            {fields.map((column) => (
              <Fragment key={column.key}>
                <Typography
                  component="dt"
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {label(column)}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  {cellOf(column, record) ?? '—'}
                </Typography>
              </Fragment>
            ))}
          </Box>
        ) : null}
      </CardContent>
      {actions.length || expand ? (
        <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', pt: 0 }}>
          {expand ? (
            <Button
              size="small"
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
              startIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              sx={{ mr: 'auto' }}
            >
              {translate(expanded ? 'app.phone.hideDetails' : 'app.phone.showDetails')}
            </Button>
          ) : null}
          {actions.map((column) => (
            <Box key={column.key}>{cellOf(column, record)}</Box>
          ))}
        </CardActions>
      ) : null}
      {expanded && expand ? (
        <Box sx={{ '& > *': { pl: 1 } }}>
          {typeof expand === 'function'
            ? createElement(expand, { id: record.id, record, resource: resource ?? '' })
            : expand}
        </Box>
      ) : null}
    </Card>
  );
};

/** One card per record in a single column: what a list is on a phone, its row actions at hand. */
export const CardList = <R extends RaRecord = RaRecord>({
  children,
  rowClick,
  expand,
  bulkActionButtons,
  empty,
}: DataTableProps<R>) => {
  const { data: received, isPending } = useListContext<R>();
  // The cards of records just received render in a deferred pass, which React cuts into slices of
  // a few milliseconds (a page of cards at once was a phone's longest task, the list's arrival
  // rendering synchronously through react-query): meanwhile the progress bar stays, or the cards
  // of the page before.
  const data = useDeferredValue(received, null);
  const resource = useResourceContext();
  if (isPending || (data == null && received != null)) return <LinearProgress sx={{ my: 2 }} />;
  if (!data?.length) return empty === undefined ? <ListNoResults resource={resource} /> : empty;
  const columns = Children.toArray(children)
    .filter(isValidElement)
    .map((child) => ({ ...(child.props as DataTableColumnProps), key: String(child.key) }));
  const selectable = bulkActionButtons != null && bulkActionButtons !== false && bulkActionButtons !== true;
  return (
    <>
      <Stack component="ul" gap={1} sx={{ listStyle: 'none', p: 0, m: 0, py: 1 }}>
        {data.map((record) => (
          <RecordContextProvider key={record.id} value={record}>
            <RecordCard
              record={record}
              columns={columns}
              rowClick={rowClick as RowClick}
              expand={expand}
              selectable={selectable}
            />
          </RecordContextProvider>
        ))}
      </Stack>
      {selectable ? (
        // Under the cards and stuck to the screen's bottom: in reach from any card selected (issue 23 point 9).
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 3,
            '& > div > .RaBulkActionsToolbar-toolbar': {
              position: 'static',
              transform: 'none',
              boxShadow: 3,
            },
            '& > div > .RaBulkActionsToolbar-collapsed': { boxShadow: 'none' },
          }}
        >
          <BulkActionsToolbar selectAllButton={false}>{bulkActionButtons}</BulkActionsToolbar>
        </Box>
      ) : null}
    </>
  );
};

/**
 * A DataTable on a desktop, a one-column list of cards on a phone (issue 11 §4): the same
 * columns, the first as the card's title, the «Действия» column as its buttons, the expand
 * panel behind a toggle, the bulk actions on the selected cards.
 */
export const ResponsiveDataTable = <R extends RaRecord = RaRecord>(props: DataTableProps<R>) =>
  useIsPhone() ? <CardList<R> {...props} /> : <DataTable<R> {...props} />;
