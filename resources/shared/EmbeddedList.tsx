import { Card } from '@mui/material';
import { styled } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';
import { type FilterPayload, ListBase, type ListBaseProps } from 'react-admin';

/** react-admin's list class names (its ListView's), so that the theme's RaList overrides apply. */
const CLASSES = {
  main: 'RaList-main',
  content: 'RaList-content',
  actions: 'RaList-actions',
} as const;

/** The look of react-admin's ListView (src/theme.ts styles it by the RaList name). */
const Root = styled('div', {
  name: 'RaList',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  [`& .${CLASSES.main}`]: { flex: '1 1 auto', display: 'flex', flexDirection: 'column' },
  [`& .${CLASSES.content}`]: {
    position: 'relative',
    [theme.breakpoints.down('sm')]: { boxShadow: 'none' },
    overflow: 'inherit',
  },
}));

/** The look of react-admin's ListToolbar (the filters on the left, the actions on the right). */
const Toolbar = styled('div', {
  name: 'RaListToolbar',
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  display: 'flex',
  position: 'relative',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  width: '100%',
  [theme.breakpoints.down('md')]: { flexWrap: 'wrap' },
  [theme.breakpoints.down('sm')]: {
    backgroundColor: (theme.vars || theme).palette.background.paper,
    flexWrap: 'inherit',
    flexDirection: 'column-reverse',
  },
}));

export interface EmbeddedListProps
  extends Pick<
    ListBaseProps,
    'resource' | 'perPage' | 'sort' | 'exporter' | 'storeKey' | 'disableSyncWithLocation' | 'debounce'
  > {
  /** The permanent filter. */
  filter?: FilterPayload;
  /** The filters, shown above the rows (as react-admin's List shows them): a ListSearch, no form. */
  filters?: ReactNode;
  actions?: ReactElement;
  pagination: ReactNode;
  children: ReactNode;
}

/**
 * A list inside a screen (the dashboard's employees widget): react-admin's ListBase with what its
 * List shows there (the filters and actions above, the rows in a card, the pagination below),
 * without the full-page defaults it never shows (its title, default actions with the saved-queries
 * filter menu, default pagination and empty page) nor its filter form (react-hook-form), which the
 * first screen would otherwise download (issue 24's JavaScript budget). No empty page: the rows'
 * own `empty` says it.
 */
export const EmbeddedList = ({ filters, actions, pagination, children, ...base }: EmbeddedListProps) => (
  <ListBase {...base}>
    <Root className="list-page">
      <div className={CLASSES.main}>
        {filters || actions ? (
          <Toolbar className={CLASSES.actions}>
            {filters ?? <span />}
            {actions}
          </Toolbar>
        ) : null}
        <Card className={CLASSES.content}>{children}</Card>
        {pagination}
      </div>
    </Root>
  </ListBase>
);
