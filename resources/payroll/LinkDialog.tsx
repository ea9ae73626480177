import LinkOffIcon from '@mui/icons-material/LinkOff';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { momentText } from '../../src/layout/dates';
import { useIsPhone } from '../../src/layout/useIsPhone';
import { publicLinkApi, publicLinksKey, usePublicLinks } from '../publicLinks/api';
import { type CalculationTask, serverError } from './api';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A finished calculation's public links (part 1 §2 "Calculation page (public)"): create one (shown
 * once, to copy), see the others with their state, revoke any. The link shows the summary only.
 */
const LinkDialog = ({ task, onClose }: { task: CalculationTask; onClose: () => void }) => {
  const translate = useTranslate();
  const phone = useIsPhone();
  const queryClient = useQueryClient();
  const links = usePublicLinks('calculation', task.id);
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: publicLinksKey('calculation', task.id) });
  const create = async () => {
    setError(null);
    try {
      const link = await publicLinkApi.create({
        kind: 'calculation',
        objectId: Number(task.id),
        dateFrom: task.dateFrom,
        dateTo: task.dateTo,
        expiresOn: null,
        timeZone: browserZone(),
      });
      setUrl(`${window.location.origin}${link.path}`);
      await refresh();
    } catch (e) {
      setError(serverError(e));
    }
  };
  const revoke = async (id: string) => {
    await publicLinkApi.revoke(id).catch((e) => setError(serverError(e)));
    await refresh();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="calc-link-title"
    >
      <DialogTitle id="calc-link-title">{translate('app.payroll.links.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('app.payroll.links.hint')}
        </Typography>
        {url && (
          <>
            <Alert severity="success" sx={{ mb: 1 }}>
              {translate('app.publicLinks.created')}. {translate('app.publicLinks.shownOnce')}
            </Alert>
            <TextField
              fullWidth
              label={translate('app.publicLinks.link')}
              value={url}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'calculation-link-url' } }}
              onFocus={(e) => e.target.select()}
            />
          </>
        )}
        {error && <Alert severity="error">{translate(error, { _: error })}</Alert>}
        <Stack spacing={1} sx={{ mt: 2 }}>
          {(links.data ?? []).map((link) => (
            <Stack key={link.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip size="small" label={translate(`app.publicLinks.state.${link.state}`)} />
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {momentText(link.createdAt * 1000)} {link.createdBy ?? ''}
              </Typography>
              {link.state === 'ACTIVE' && (
                <IconButton aria-label={translate('app.publicLinks.revoke')} onClick={() => revoke(link.id)}>
                  <LinkOffIcon />
                </IconButton>
              )}
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.payroll.cancel')}</Button>
        <Button variant="contained" onClick={create}>
          {translate('app.payroll.links.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default LinkDialog;
