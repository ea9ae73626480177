import { Alert } from '@mui/material';
import { useState } from 'react';
import { Link, useParams, useTranslate } from 'react-admin';
import { MESSAGES } from '../../../domain/messages';
import { yup } from '../../../domain/validation/common';
import { strongPassword } from '../../../domain/validation/password';
import { Pending } from '../../layout/Pending';
import { PublicCard } from '../PublicCard';
import { useServerAnswer } from '../useServerAnswer';
import { NewPasswordForm } from './NewPasswordForm';
import { checkRecoveryLink, setRecoveredPassword } from './recovery';

/** /passwordRecovery/{token}: checks the link, then a new password by the rule of the link's user. */
const PasswordRecoveryPage = () => {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const link = useServerAnswer(token, () => checkRecoveryLink(token));
  const [done, setDone] = useState<string | null>(null);

  let content = null;
  if (link.pending) content = <Pending />;
  else if (link.error)
    content = (
      <Alert severity="error" sx={{ mb: 2 }}>
        {link.error.message || translate('app.error.generic')}
      </Alert>
    );
  else if (done)
    content = (
      <Alert severity="success" sx={{ mb: 2 }}>
        {done}
      </Alert>
    );
  else if (link.data) {
    const schema = yup.object({
      password: strongPassword(link.data.passwordMinLength).required(MESSAGES.required),
    });
    content = (
      <NewPasswordForm
        schema={schema}
        onSave={async (password) =>
          setDone((await setRecoveredPassword(token, password)).detail || translate('app.password.changed'))
        }
      />
    );
  }

  return (
    <PublicCard title={translate('app.title.passwordRecovery')}>
      {content}
      {link.pending ? null : (
        <Link to="/login" sx={{ display: 'inline-block', mt: 2 }}>
          {translate('app.otp.toLogin')}
        </Link>
      )}
    </PublicCard>
  );
};

export default PasswordRecoveryPage;
