import { Link, useTranslate } from 'react-admin';
import { STATS_DEFINITIONS_PATH } from '../../domain/stats';

/** The link from a widget to the page that says how each figure is counted. */
export const DefinitionsLink = () => {
  const translate = useTranslate();
  return (
    <Link to={STATS_DEFINITIONS_PATH} variant="body2" data-testid="stats-definitions">
      {translate('app.stats.definitions')}
    </Link>
  );
};
