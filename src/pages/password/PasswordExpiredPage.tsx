import { Button, Typography } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { changePasswordSchema } from '../../../domain/validation/password';
import { PublicCard } from '../PublicCard';
import { NewPasswordForm } from './NewPasswordForm';
import { changePassword } from './recovery';

/** Shown instead of every screen while the user's password has expired: a new one by the role's rule. */
export const PasswordExpiredPage = ({ role, onChanged }: { role: string; onChanged: () => void }) => {
  const translate = useTranslate();
  const logout = useLogout();
  return (
    <PublicCard title={translate('app.password.expiredTitle')}>
      <Typography gutterBottom>{translate('app.password.expired')}</Typography>
      <NewPasswordForm
        schema={changePasswordSchema(role)}
        askCurrent
        onSave={async (password, currentPassword) => {
          await changePassword(currentPassword, password);
          onChanged();
        }}
      />
      <Button onClick={() => logout()} sx={{ mt: 1 }} fullWidth>
        {translate('app.menu.logout')}
      </Button>
    </PublicCard>
  );
};
