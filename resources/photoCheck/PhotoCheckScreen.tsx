import CheckBoxIcon from '@mui/icons-material/CheckBox';
import DownloadIcon from '@mui/icons-material/Download';
import ImageIcon from '@mui/icons-material/Image';
import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Link, useTranslate } from 'react-admin';
import { apiUrl, request } from '../../dataProvider/http';
import {
  EMPTY_PHOTO_FILTER,
  PHOTO_PAGE_SIZE,
  type PhotoFilter,
  type PhotoPage,
  type PhotoRow,
  photoQueryString,
} from '../../domain/photos';
import { DateTextField, HALF_TYPED } from '../../src/forms/DateInputs';
import { failureReason, runFileJob } from '../shared/fileJob';
import { usePhotoUrl } from '../shared/usePhotoUrl';
import { ChoicePicker } from './ChoicePicker';

const Thumbnail = ({ photo, big = false }: { photo: PhotoRow; big?: boolean }) => {
  const { src, failed } = usePhotoUrl(big ? photo.url : photo.thumbnailUrl);
  if (src)
    return <img src={src} alt="" style={{ width: '100%', height: big ? 'auto' : 140, objectFit: 'cover' }} />;
  return (
    <Box sx={{ height: 140, display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}>
      {failed ? <ImageIcon color="disabled" /> : <CircularProgress size={20} />}
    </Box>
  );
};

const who = (p: { firstName: string; lastName: string } | null) => (p ? `${p.lastName} ${p.firstName}` : '—');

/**
 * The photo check (part 2 §2, §4 "Photo list"; issue 26): the contact photos in the caller's scope,
 * 50 a page, filtered (a changed filter returns to page 1); thumbnails made by the server; a large
 * view with who, where and when linked to the session; selection; single and bulk zip download
 * (per-photo loading, the selection cleared after success) and the XLSX report.
 */
const PhotoCheckScreen = () => {
  const translate = useTranslate();
  const [filter, setFilterState] = useState<PhotoFilter>(EMPTY_PHOTO_FILTER);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<PhotoPage | null>(null);
  const [status, setStatus] = useState<'loading' | 'success' | 'failure'>('loading');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [loadingIds, setLoadingIds] = useState<Set<number>>(new Set());
  const [reportBusy, setReportBusy] = useState(false);
  const [error, setError] = useState<string | false>(false);
  const [open, setOpen] = useState<PhotoRow | null>(null);

  const setFilter = (patch: Partial<PhotoFilter>) => {
    setFilterState((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    request<PhotoPage>(apiUrl(`photos?${photoQueryString(filter, { page, pageSize: PHOTO_PAGE_SIZE })}`))
      .then((answer) => {
        if (cancelled) return;
        setData(answer);
        setStatus('success');
      })
      .catch(() => !cancelled && setStatus('failure'));
    return () => {
      cancelled = true;
    };
  }, [filter, page]);

  const download = useCallback(
    async (ids: number[]) => {
      setError(false);
      setLoadingIds((s) => new Set([...s, ...ids]));
      try {
        await runFileJob(() =>
          request(apiUrl('photos/download'), { method: 'POST', body: { photo_ids: ids } }),
        );
        setSelected(new Set());
      } catch (e) {
        setError(failureReason(e) ?? translate('app.photoCheck.error'));
      } finally {
        setLoadingIds((s) => new Set([...s].filter((id) => !ids.includes(id))));
      }
    },
    [translate],
  );

  const report = async () => {
    setError(false);
    setReportBusy(true);
    try {
      await runFileJob(() => request(apiUrl(`photos/report?${photoQueryString(filter)}`)));
    } catch (e) {
      setError(failureReason(e) ?? translate('app.photoCheck.error'));
    } finally {
      setReportBusy(false);
    }
  };

  const idField = (key: 'sessionId' | 'contactId', label: string) => (
    <TextField
      size="small"
      label={translate(label)}
      value={filter[key] ?? ''}
      onChange={(e) => {
        const n = Number(e.target.value);
        setFilter({ [key]: Number.isInteger(n) && n > 0 ? n : null });
      }}
      inputProps={{ inputMode: 'numeric' }}
      sx={{ width: { xs: '100%', sm: 140 } }}
    />
  );
  const dateField = (key: 'dateFrom' | 'dateTo', label: string) => (
    <Box sx={{ width: { xs: '100%', sm: 170 } }}>
      <DateTextField
        size="small"
        fullWidth
        label={translate(label)}
        value={filter[key] ?? ''}
        // A half-typed date keeps the filter as it was; cleared, the filter goes.
        onChange={(value) => value !== HALF_TYPED && setFilter({ [key]: value || null })}
      />
    </Box>
  );
  const pages = data ? Math.max(1, Math.ceil(data.count / PHOTO_PAGE_SIZE)) : 1;
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: '100%' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('app.photoCheck.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} useFlexGap>
        {dateField('dateFrom', 'app.photoCheck.dateFrom')}
        {dateField('dateTo', 'app.photoCheck.dateTo')}
        <ChoicePicker
          resource="sessionCities"
          label="app.photoCheck.cities"
          value={filter.cityIds}
          onChange={(cityIds) => setFilter({ cityIds })}
          testId="filter-cities"
        />
        <ChoicePicker
          resource="sessionConsultants"
          label="app.photoCheck.consultants"
          value={filter.consultantIds}
          onChange={(consultantIds) => setFilter({ consultantIds })}
          testId="filter-consultants"
        />
        <ChoicePicker
          resource="sessionCoordinators"
          label="app.photoCheck.coordinators"
          value={filter.coordinatorIds}
          onChange={(coordinatorIds) => setFilter({ coordinatorIds })}
          testId="filter-coordinators"
        />
        {idField('sessionId', 'app.photoCheck.sessionId')}
        {idField('contactId', 'app.photoCheck.contactId')}
        <Button onClick={() => setFilter(EMPTY_PHOTO_FILTER)}>{translate('app.photoCheck.reset')}</Button>
        <Button
          startIcon={reportBusy ? <CircularProgress size={16} /> : <DownloadIcon />}
          disabled={reportBusy}
          onClick={report}
        >
          {translate('app.photoCheck.report')}
        </Button>
        <Button
          variant="contained"
          startIcon={<CheckBoxIcon />}
          disabled={selected.size === 0 || [...selected].some((id) => loadingIds.has(id))}
          onClick={() => download([...selected])}
        >
          {translate('app.photoCheck.downloadSelected')} ({selected.size})
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {status === 'failure' && <Alert severity="error">{translate('app.photoCheck.error')}</Alert>}
      {data && (
        <Typography variant="body2" sx={{ mb: 1 }} data-testid="photo-count">
          {translate(data.countCapped ? 'app.photoCheck.countCapped' : 'app.photoCheck.count', {
            count: data.count,
          })}
        </Typography>
      )}
      {status === 'loading' && !data && <CircularProgress />}
      {data && data.results.length === 0 && <Typography>{translate('app.photoCheck.empty')}</Typography>}
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(auto-fill, minmax(180px, 1fr))',
          },
        }}
      >
        {data?.results.map((photo) => (
          <Card key={photo.id} data-testid="photo" sx={{ position: 'relative', minWidth: 0 }}>
            <Box
              component="button"
              onClick={() => setOpen(photo)}
              sx={{ all: 'unset', cursor: 'pointer', display: 'block', width: '100%' }}
            >
              <Thumbnail photo={photo} />
            </Box>
            <Stack direction="row" alignItems="center" sx={{ px: 0.5 }}>
              <Checkbox
                size="small"
                checked={selected.has(photo.id)}
                onChange={() => toggle(photo.id)}
                inputProps={{ 'aria-label': translate('app.photoCheck.select', { id: photo.id }) }}
              />
              <Typography variant="caption" noWrap sx={{ flex: 1, minWidth: 0 }}>
                {who(photo.consultant)}
              </Typography>
              {loadingIds.has(photo.id) && <CircularProgress size={16} aria-label="loading" />}
            </Stack>
          </Card>
        ))}
      </Box>
      {data && pages > 1 && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 2 }}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {translate('app.photoCheck.previous')}
          </Button>
          <Typography>{translate('app.photoCheck.page', { page })}</Typography>
          <Button disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {translate('app.photoCheck.next')}
          </Button>
        </Stack>
      )}
      <Dialog open={!!open} onClose={() => setOpen(null)} fullWidth maxWidth="md">
        {open && (
          <>
            <DialogContent>
              <Thumbnail photo={open} big />
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, mt: 1 }}>
                <dt>{translate('app.photoCheck.consultant')}</dt>
                <dd>{who(open.consultant)}</dd>
                <dt>{translate('app.photoCheck.coordinator')}</dt>
                <dd>{who(open.coordinator)}</dd>
                <dt>{translate('app.photoCheck.spot')}</dt>
                <dd>{open.spot?.title ?? '—'}</dd>
                <dt>{translate('app.photoCheck.city')}</dt>
                <dd>{open.city?.title ?? '—'}</dd>
                <dt>{translate('app.photoCheck.when')}</dt>
                <dd>{new Date(open.takenAt).toLocaleString()}</dd>
                <dt>{translate('app.photoCheck.session')}</dt>
                <dd>
                  <Link to={`/session/${open.sessionId}`}>{open.sessionId}</Link>
                </dd>
                <dt>{translate('app.photoCheck.contact')}</dt>
                <dd>{open.contactId}</dd>
              </Box>
            </DialogContent>
            <DialogActions>
              <Button
                startIcon={loadingIds.has(open.id) ? <CircularProgress size={16} /> : <DownloadIcon />}
                disabled={loadingIds.has(open.id)}
                onClick={() => download([open.id])}
              >
                {translate('app.photoCheck.download')}
              </Button>
              <Button onClick={() => setOpen(null)}>{translate('app.photoCheck.close')}</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Box>
  );
};

export default PhotoCheckScreen;
