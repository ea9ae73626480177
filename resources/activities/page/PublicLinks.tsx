import AddLinkIcon from '@mui/icons-material/AddLink';
import CloseIcon from '@mui/icons-material/Close';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useNotify, useTranslate } from 'react-admin';
import { ValidationError } from 'yup';
import { toFieldErrors } from '../../../domain/validation/common';
import { publicLinkCreateSchema, todayIn } from '../../../domain/validation/publicLinks';
import { DateTextField } from '../../../src/forms/DateInputs';
import { dayText, momentText } from '../../../src/layout/dates';
import { useIsPhone } from '../../../src/layout/useIsPhone';
import {
  dayOf,
  type PublicLinkData,
  publicLinkApi,
  publicLinksKey,
  usePublicLinks,
} from '../../publicLinks/api';

const FIELDS = ['dateFrom', 'dateTo', 'expiresOn'] as const;
type Field = (typeof FIELDS)[number];
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const STATE_COLOR = { ACTIVE: 'success', REVOKED: 'default', EXPIRED: 'warning' } as const;

/** The dialog that creates a link and then shows it, once, to copy. */
const CreateDialog = ({ activityId, onClose }: { activityId: string; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const phone = useIsPhone();
  const queryClient = useQueryClient();
  const today = todayIn(browserZone());
  const [values, setValues] = useState<Record<Field, string>>({
    dateFrom: `${today.slice(0, 8)}01`,
    dateTo: today,
    expiresOn: '',
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const body = () => ({
    kind: 'kpi' as const,
    objectId: Number(activityId),
    dateFrom: values.dateFrom,
    dateTo: values.dateTo,
    expiresOn: values.expiresOn || null,
    timeZone: browserZone(),
  });
  const submit = async () => {
    setErrors({});
    try {
      await publicLinkCreateSchema.validate(body(), { abortEarly: false });
    } catch (e) {
      if (e instanceof ValidationError) return setErrors(toFieldErrors(e));
      throw e;
    }
    setBusy(true);
    try {
      const link = await publicLinkApi.create(body());
      setUrl(`${window.location.origin}${link.path}`);
      await queryClient.invalidateQueries({ queryKey: publicLinksKey('kpi', activityId) });
    } catch (e) {
      const answer = (e as { body?: { errors?: Record<string, string[]> } }).body;
      setErrors(answer?.errors ?? { non_field_errors: [(e as Error).message] });
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    notify('app.publicLinks.copied', { type: 'info' });
  };
  const words = (list?: string[]) => list?.map((m) => translate(m, { _: m })).join(' ');
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="public-link-title"
    >
      <DialogTitle id="public-link-title">{translate('app.publicLinks.createTitle')}</DialogTitle>
      <DialogContent>
        {url ? (
          <>
            <Alert severity="success" sx={{ mb: 2 }}>
              {translate('app.publicLinks.created')}. {translate('app.publicLinks.shownOnce')}
            </Alert>
            <TextField
              fullWidth
              label={translate('app.publicLinks.link')}
              value={url}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'public-link-url' } }}
              onFocus={(e) => e.target.select()}
            />
          </>
        ) : (
          <Stack gap={1} sx={{ pt: 1 }}>
            {FIELDS.map((field) => (
              <DateTextField
                key={field}
                fullWidth
                label={translate(`app.publicLinks.${field}`)}
                value={values[field]}
                onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
                error={!!errors[field]}
                helperText={
                  words(errors[field]) ??
                  (field === 'expiresOn' ? translate('app.publicLinks.expiresHint') : undefined)
                }
              />
            ))}
            {(errors.non_field_errors || errors.objectId) && (
              <Alert severity="error">{words(errors.non_field_errors ?? errors.objectId)}</Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {url ? (
          <>
            <Button label="app.publicLinks.copy" onClick={copy}>
              <ContentCopyIcon />
            </Button>
            <Button label="ra.action.close" variant="contained" onClick={onClose}>
              <CloseIcon />
            </Button>
          </>
        ) : (
          <>
            <Button label="ra.action.cancel" onClick={onClose} disabled={busy}>
              <CloseIcon />
            </Button>
            <Button label="app.publicLinks.create" variant="contained" onClick={submit} disabled={busy}>
              <AddLinkIcon />
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};

const LinkRow = ({ link, onRevoke }: { link: PublicLinkData; onRevoke: (link: PublicLinkData) => void }) => {
  const translate = useTranslate();
  return (
    <Box
      data-testid="public-link"
      sx={{
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
      }}
    >
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography fontWeight={500}>
          {translate('app.publicLinks.period')}: {dayOf(link.dateFrom)} — {dayOf(link.dateTo)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.publicLinks.createdAt')} {momentText(link.createdAt * 1000)}
          {link.createdBy ? ` · ${link.createdBy}` : ''}
          {' · '}
          {translate('app.publicLinks.expiresAt')}:{' '}
          {link.expiresAt ? dayText(link.expiresAt * 1000 - 1) : translate('app.publicLinks.noExpiry')}
        </Typography>
        {link.state === 'REVOKED' && (
          <Typography variant="body2" color="text.secondary">
            {momentText((link.revokedAt ?? 0) * 1000)}
            {link.revokedBy ? ` · ${translate('app.publicLinks.revokedBy', { name: link.revokedBy })}` : ''}
          </Typography>
        )}
      </Box>
      <Chip
        size="small"
        label={translate(`app.publicLinks.state.${link.state}`)}
        color={STATE_COLOR[link.state]}
        data-testid="public-link-state"
      />
      {link.state === 'ACTIVE' && (
        <Button label="app.publicLinks.revoke" color="error" onClick={() => onRevoke(link)}>
          <LinkOffIcon />
        </Button>
      )}
    </Box>
  );
};

/** The activity page's public KPI links (HQ): create one for a period, see who made each and when, revoke. */
const PublicLinks = ({ activityId }: { activityId: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data: links, error } = usePublicLinks('kpi', activityId);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<PublicLinkData | null>(null);
  const revoke = async () => {
    const link = revoking;
    setRevoking(null);
    if (!link) return;
    try {
      await publicLinkApi.revoke(link.id);
      notify('app.publicLinks.revoked', { type: 'success' });
    } catch (e) {
      const message = (e as Error).message;
      notify(translate(message, { _: message }), { type: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: publicLinksKey('kpi', activityId) });
  };
  return (
    <Card sx={{ mb: 2 }} data-testid="public-links">
      <CardContent>
        <Stack direction="row" alignItems="center" justifyContent="space-between" gap={1} flexWrap="wrap">
          <Typography variant="h6" component="h2">
            {translate('app.publicLinks.title')}
          </Typography>
          <Button label="app.publicLinks.create" variant="outlined" onClick={() => setCreating(true)}>
            <AddLinkIcon />
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.publicLinks.hint')}
        </Typography>
        {error && (
          <Alert severity="error">
            {translate((error as Error).message, { _: (error as Error).message })}
          </Alert>
        )}
        {links?.length === 0 && (
          <Typography color="text.secondary">{translate('app.publicLinks.none')}</Typography>
        )}
        {links?.map((link) => (
          <LinkRow key={link.id} link={link} onRevoke={setRevoking} />
        ))}
        {creating && <CreateDialog activityId={activityId} onClose={() => setCreating(false)} />}
        <Confirm
          isOpen={!!revoking}
          title="app.publicLinks.revokeTitle"
          content="app.publicLinks.revokeQuestion"
          onConfirm={revoke}
          onClose={() => setRevoking(null)}
        />
      </CardContent>
    </Card>
  );
};

export default PublicLinks;
