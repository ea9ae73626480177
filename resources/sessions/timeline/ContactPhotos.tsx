import BrokenImageIcon from '@mui/icons-material/BrokenImage';
import { Box, Dialog, DialogActions, DialogContent, Button as MuiButton, Skeleton } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { usePhotoUrl } from '../../shared/usePhotoUrl';
import type { ContactEvent } from './api';

const SIZE = 96;

/** Becomes true once the element scrolls into view (at once where IntersectionObserver is missing). */
const useVisible = () => {
  const ref = useRef<HTMLDivElement | null>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, visible };
};

const Thumbnail = ({ url, alt }: { url: string; alt: string }) => {
  const translate = useTranslate();
  const { ref, visible } = useVisible();
  const { src, failed } = usePhotoUrl(visible ? url : null);
  const [open, setOpen] = useState(false);
  return (
    <Box ref={ref} sx={{ width: SIZE, height: SIZE }}>
      {src ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading="lazy"
          onClick={() => setOpen(true)}
          sx={{ width: SIZE, height: SIZE, objectFit: 'cover', borderRadius: 1, cursor: 'zoom-in' }}
        />
      ) : failed ? (
        <Box
          title={translate('app.sessionTimeline.photoFailed')}
          sx={{ width: SIZE, height: SIZE, display: 'grid', placeItems: 'center', bgcolor: 'grey.100' }}
        >
          <BrokenImageIcon color="disabled" />
        </Box>
      ) : (
        <Skeleton variant="rectangular" width={SIZE} height={SIZE} />
      )}
      <Dialog open={open && !!src} onClose={() => setOpen(false)} maxWidth="md">
        <DialogContent>
          <Box component="img" src={src ?? undefined} alt={alt} sx={{ maxWidth: '100%', display: 'block' }} />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('app.sessionTimeline.close')}</MuiButton>
        </DialogActions>
      </Dialog>
    </Box>
  );
};

/** Every contact photo of the session as a thumbnail, loaded when it comes into view. */
export const ContactPhotos = ({ contacts }: { contacts: ContactEvent[] }) => {
  const translate = useTranslate();
  const photos = contacts.flatMap((c, i) => c.photos.map((p) => ({ ...p, n: i + 1 })));
  if (!photos.length) return null;
  return (
    <Box data-testid="contact-photos" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {photos.map((p) => (
        <Thumbnail key={p.id} url={p.url} alt={translate('app.sessionTimeline.photo', { n: p.n })} />
      ))}
    </Box>
  );
};
