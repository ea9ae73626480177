import { Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { PublicCard } from '../PublicCard';

/** /registrationComplete: the account waits for the agency's approval; the e-mail link was sent. */
const RegistrationCompletePage = () => {
  const translate = useTranslate();
  return (
    <PublicCard title={translate('app.title.registrationComplete')}>
      <Typography gutterBottom>{translate('app.signUp.complete')}</Typography>
      <Typography gutterBottom>{translate('app.signUp.emailSent')}</Typography>
      <Link to="/login">{translate('app.otp.toLogin')}</Link>
    </PublicCard>
  );
};

export default RegistrationCompletePage;
