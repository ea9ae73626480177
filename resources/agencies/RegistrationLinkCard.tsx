import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Card, CardContent, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { apiUrl, request } from '../../dataProvider/http';
import { useIsPhone } from '../../src/layout/useIsPhone';
import { type Agency, signUpLink } from './serializer';

/**
 * Self-registration through the agency's link (part 1 §1): open or close it, copy the link, or
 * issue a new one, after which the old link stops working.
 */
export const RegistrationLinkCard = ({ agency, canEdit }: { agency: Agency; canEdit: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const fullScreen = useIsPhone();
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const link = signUpLink(agency.registrationHash);

  const run = async (call: () => Promise<unknown>, done: string) => {
    setPending(true);
    try {
      await call();
      notify(done, { type: 'success', messageArgs: { _: done } });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.common.saveFailed', { type: 'error' });
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };
  const toggle = (isRegOpened: boolean) =>
    run(
      () => request(apiUrl(`agencies/${agency.id}`), { method: 'PATCH', body: { isRegOpened } }),
      isRegOpened ? 'resources.agency.registration.opened' : 'resources.agency.registration.closed',
    );
  const renew = () =>
    run(
      () => request(apiUrl(`agencies/${agency.id}/registration-hash`), { method: 'POST' }),
      'resources.agency.registration.renewed',
    );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify('resources.agency.registration.copied', { type: 'info' });
    } catch {
      notify('resources.agency.registration.copyFailed', { type: 'warning' });
    }
  };

  return (
    <Card component="section" aria-labelledby="registration-title">
      <CardContent>
        <Typography id="registration-title" variant="h6" component="h2" gutterBottom>
          {translate('resources.agency.registration.title')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={agency.isRegOpened}
              disabled={!canEdit || pending}
              onChange={(event) => toggle(event.target.checked)}
            />
          }
          label={translate(
            agency.isRegOpened
              ? 'resources.agency.registration.opened'
              : 'resources.agency.registration.closed',
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} gap={1} alignItems={{ sm: 'center' }} sx={{ mt: 1 }}>
          <TextField
            label={translate('resources.agency.registration.link')}
            value={link}
            size="small"
            fullWidth
            slotProps={{ input: { readOnly: true } }}
            onFocus={(event) => event.target.select()}
          />
          <Button label="resources.agency.registration.copy" onClick={copy}>
            <ContentCopyIcon />
          </Button>
          {canEdit && (
            <Button
              label="resources.agency.registration.renew"
              disabled={pending}
              onClick={() => setConfirming(true)}
            >
              <RefreshIcon />
            </Button>
          )}
        </Stack>
        {!agency.isRegOpened && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('resources.agency.registration.closedHint')}
          </Typography>
        )}
      </CardContent>
      <Confirm
        fullScreen={fullScreen}
        isOpen={confirming}
        loading={pending}
        title="resources.agency.registration.renewTitle"
        content="resources.agency.registration.renewContent"
        confirm="resources.agency.registration.renewConfirm"
        cancel="ra.action.cancel"
        onConfirm={renew}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
};
