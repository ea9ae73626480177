import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, IconButton, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import {
  DataTableClasses,
  type Identifier,
  useDataTableDataContext,
  useExpandAll,
  useResourceContext,
  useTranslate,
} from 'react-admin';

/** Read by a screen reader, not shown (MUI's visuallyHidden, which @mui/material does not re-export). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

const ExpandAll = ({ resource, ids }: { resource: string; ids: Identifier[] }) => {
  const translate = useTranslate();
  const [expanded, toggle] = useExpandAll(resource, ids as string[]);
  return (
    <IconButton
      className={`${DataTableClasses.expandIcon} ${expanded ? DataTableClasses.expanded : ''}`}
      aria-label={translate(expanded ? 'app.table.collapseAll' : 'app.table.expandAll')}
      aria-expanded={expanded}
      onClick={toggle}
      size="small"
    >
      <ExpandMoreIcon fontSize="inherit" />
    </IconButton>
  );
};

/**
 * The header of a DataTable with `expand` and no bulk actions (pass as `head`). react-admin's
 * leaves the expand column's header cell empty to a screen reader (its expand-all button is
 * aria-hidden): here the cell is named and its button is a real, named button.
 */
export const ExpandableTableHead = ({ children }: { children?: ReactNode }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const data = useDataTableDataContext();
  return (
    <TableHead className={DataTableClasses.thead}>
      <TableRow className={`${DataTableClasses.row} ${DataTableClasses.headerRow}`}>
        <TableCell
          padding="none"
          variant="head"
          className={`${DataTableClasses.headerCell} ${DataTableClasses.expandHeader}`}
        >
          <Box component="span" sx={visuallyHidden}>
            {translate('app.table.details')}
          </Box>
          {resource && data ? <ExpandAll resource={resource} ids={data.map((record) => record.id)} /> : null}
        </TableCell>
        {children}
      </TableRow>
    </TableHead>
  );
};
