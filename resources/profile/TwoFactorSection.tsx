import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { type Identifier, useGetOne, useNotify, useTranslate } from 'react-admin';
import { OtpCodeForm } from './OtpCodeForm';
import { TwoFactorSetup } from './TwoFactorSetup';
import { disableTwoFactor, type OtpSetting, setupTwoFactor } from './twoFactor';

/** One's own two-factor authentication: turn it on (QR code, then a code) or off (a code). */
export const TwoFactorSection = ({ profileId }: { profileId: Identifier }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data, refetch } = useGetOne<{ id: Identifier; otpsetting: OtpSetting | null }>('twoFactor', {
    id: profileId,
  });
  const [secret, setSecret] = useState<{ otpAuthUrl: string; otpBase32: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const enabled = !!data?.otpsetting?.otpEnabled;
  const title = translate('app.twoFactor.title');

  const start = async () => {
    setFailure(null);
    try {
      setSecret(await setupTwoFactor());
    } catch (error: any) {
      setFailure(error?.message || translate('app.error.generic'));
    }
  };

  const changed = (message: string) => {
    setSecret(null);
    notify(message, { type: 'success' });
    refetch();
  };

  let content = null;
  if (enabled)
    content = (
      <>
        <Typography gutterBottom>{translate('app.twoFactor.enabled')}</Typography>
        <OtpCodeForm
          submitLabel={translate('app.twoFactor.disable')}
          onSubmit={async (token) => {
            await disableTwoFactor(token);
            changed('app.twoFactor.disabled');
          }}
        />
      </>
    );
  else if (secret)
    content = <TwoFactorSetup {...secret} onEnabled={() => changed('app.twoFactor.enabled')} />;
  else if (data)
    content = (
      <>
        <Typography gutterBottom>{translate('app.twoFactor.off')}</Typography>
        <Button variant="contained" onClick={start}>
          {translate('app.twoFactor.enable')}
        </Button>
      </>
    );

  return (
    <Box component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {failure ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      ) : null}
      {content}
    </Box>
  );
};
