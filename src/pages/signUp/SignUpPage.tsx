import { Avatar, Box, Typography } from '@mui/material';
import { useParams, useTranslate } from 'react-admin';
import { storedRole } from '../../../authProvider';
import { can } from '../../../domain/permissions';
import { Pending } from '../../layout/Pending';
import { ErrorPage } from '../ErrorPage';
import { PublicCard } from '../PublicCard';
import { useServerAnswer } from '../useServerAnswer';
import { fetchRegistrationOptions } from './registration';
import { SignUpForm } from './SignUpForm';

/**
 * /signUp/{registrationHash}: the agency's registration link (part 1 §2). An unknown link or a
 * closed registration shows 'ОШИБКА!' / 'Регистрация сейчас закрыта'.
 */
const SignUpPage = () => {
  const translate = useTranslate();
  const { registrationHash = '' } = useParams();
  const {
    pending,
    data: options,
    error,
  } = useServerAnswer(registrationHash, () => fetchRegistrationOptions(registrationHash));
  if (pending) return <Pending />;
  if (error?.status === 404 || (options && !options.agency.isRegOpened))
    return <ErrorPage message="app.error.registrationClosed" />;
  if (!options) return <ErrorPage message={error?.message || 'app.error.generic'} />;
  const { agency } = options;

  return (
    <PublicCard title={translate('app.title.signUp')} wide>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Avatar
          src={agency.logo ?? undefined}
          alt={agency.title}
          variant="rounded"
          sx={{ width: 56, height: 56 }}
        >
          {agency.title.slice(0, 1)}
        </Avatar>
        <Typography variant="subtitle1" component="p">
          {agency.title}
        </Typography>
      </Box>
      <SignUpForm
        options={options}
        registrationHash={registrationHash}
        chooseAgency={can(storedRole(), 'screen.userAdd')}
      />
    </PublicCard>
  );
};

export default SignUpPage;
