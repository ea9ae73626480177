import { Box, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslate } from 'react-admin';
import { OtpCodeForm } from './OtpCodeForm';
import { verifyTwoFactor } from './twoFactor';

/** The new secret as a QR code and as text, and the code that proves the authenticator has it. */
export const TwoFactorSetup = ({
  otpAuthUrl,
  otpBase32,
  onEnabled,
}: {
  otpAuthUrl: string;
  otpBase32: string;
  onEnabled: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography gutterBottom>{translate('app.twoFactor.scan')}</Typography>
      <Box sx={{ p: 1, bgcolor: 'common.white', display: 'inline-block' }}>
        <QRCodeSVG value={otpAuthUrl} size={176} title={translate('app.twoFactor.qr')} />
      </Box>
      <Typography sx={{ my: 1 }}>
        {translate('app.twoFactor.secret')}{' '}
        <Box component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {otpBase32}
        </Box>
      </Typography>
      <OtpCodeForm
        submitLabel={translate('app.otp.submit')}
        onSubmit={async (token) => {
          await verifyTwoFactor(token);
          onEnabled();
        }}
      />
    </Box>
  );
};
