import { Alert, Typography } from '@mui/material';
import { Link, useParams, useTranslate } from 'react-admin';
import { apiUrl, request } from '../../dataProvider/http';
import { Pending } from '../layout/Pending';
import { PublicCard } from './PublicCard';
import { useServerAnswer } from './useServerAnswer';

const verifyEmail = (verificationHash: string) =>
  request<{ detail: string }>(apiUrl('users/email/verify'), { method: 'POST', body: { verificationHash } });

/** /emailVerification/{hash}: confirms the address once, on load, and says how it went. */
const EmailVerificationPage = () => {
  const translate = useTranslate();
  const { verificationHash = '' } = useParams();
  const { pending, data, error } = useServerAnswer(verificationHash, () => verifyEmail(verificationHash));
  return (
    <PublicCard title={translate('app.title.emailVerification')}>
      {pending ? <Pending /> : null}
      {data ? (
        <Typography gutterBottom>{data.detail || translate('app.signUp.emailVerified')}</Typography>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error.body?.errors?.verificationHash || error.message || translate('app.error.generic')}
        </Alert>
      ) : null}
      {pending ? null : <Link to="/login">{translate('app.otp.toLogin')}</Link>}
    </PublicCard>
  );
};

export default EmailVerificationPage;
