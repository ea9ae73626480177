import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { SESSION_DATE_FORMAT } from '../../domain/constants';
import { formatDate } from './dates';
import { pickSession, type ShellProfile, sessionStatusKey, sessionTime } from './profile';

/** The user panel's session: its date as 'D MMMM, ddd', its status word and its spot. */
export const SessionLine = ({ profile }: { profile: ShellProfile }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const session = pickSession(profile);
  if (!session) return null;
  const time = sessionTime(session);
  const spot = session.spot?.title || session.spot?.legalName;
  return (
    <Typography data-testid="session-line" variant="caption" component="div" noWrap>
      {[
        time != null ? formatDate(time, SESSION_DATE_FORMAT, locale) : null,
        translate(sessionStatusKey(session)),
        spot,
      ]
        .filter(Boolean)
        .join(' · ')}
    </Typography>
  );
};
