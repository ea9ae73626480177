import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Card, CardContent, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRefresh } from 'react-admin';
import { apiUrl, request } from '../../dataProvider/http';
import { type Agency, signUpLink } from './serializer';
import { useIsPhone } from '../../src/layout/useIsPhone';

/**
 * Self-registration through the agency's link (part 1 §1): open or close it, copy the link, or
 * issue a new one, after which the old link stops working.
 */
export const RegistrationLinkCard = ({ agency, canEdit }: { agency: Agency; canEdit: boolean }) => {
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
      notify(error instanceof Error ? error.message : 'Не удалось сохранить', { type: 'error' });
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };
  const toggle = (isRegOpened: boolean) =>
    run(
      () => request(apiUrl(`agencies/${agency.id}`), { method: 'PATCH', body: { isRegOpened } }),
      isRegOpened ? 'Регистрация открыта' : 'Регистрация закрыта',
    );
  const renew = () =>
    run(
      () => request(apiUrl(`agencies/${agency.id}/registration-hash`), { method: 'POST' }),
      'Выпущена новая ссылка. Старая больше не работает',
    );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify('Ссылка скопирована', { type: 'info', messageArgs: { _: 'Ссылка скопирована' } });
    } catch {
      notify('Не удалось скопировать: выделите ссылку и скопируйте вручную', { type: 'warning' });
    }
  };

  return (
    <Card component="section" aria-labelledby="registration-title">
      <CardContent>
        <Typography id="registration-title" variant="h6" component="h2" gutterBottom>
          Ссылка для регистрации сотрудников
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={agency.isRegOpened}
              disabled={!canEdit || pending}
              onChange={(event) => toggle(event.target.checked)}
            />
          }
          label={agency.isRegOpened ? 'Регистрация открыта' : 'Регистрация закрыта'}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} gap={1} alignItems={{ sm: 'center' }} sx={{ mt: 1 }}>
          <TextField
            label="Ссылка"
            value={link}
            size="small"
            fullWidth
            slotProps={{ input: { readOnly: true } }}
            onFocus={(event) => event.target.select()}
          />
          <Button label="Копировать" onClick={copy}>
            <ContentCopyIcon />
          </Button>
          {canEdit && (
            <Button label="Новая ссылка" disabled={pending} onClick={() => setConfirming(true)}>
              <RefreshIcon />
            </Button>
          )}
        </Stack>
        {!agency.isRegOpened && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Пока регистрация закрыта, по ссылке открывается страница «Регистрация сейчас закрыта».
          </Typography>
        )}
      </CardContent>
      <Confirm
        fullScreen={fullScreen}
        isOpen={confirming}
        loading={pending}
        title="Выпустить новую ссылку?"
        content="Старая ссылка перестанет работать: по ней больше нельзя будет зарегистрироваться."
        confirm="Выпустить"
        cancel="Отмена"
        onConfirm={renew}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
};
