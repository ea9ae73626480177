import NoPhotographyIcon from '@mui/icons-material/NoPhotography';
import { Box, Skeleton } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { readAuthData } from '../../dataProvider/http';

/** The photo's bytes fetched with the caller's token (an <img> cannot send it), as an object URL. */
const usePhoto = (url: string | null) => {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    const token = readAuthData()?.token;
    fetch(url, { headers: token ? { Authorization: `JWT ${token}`, 'X-Api-Initiator': 'react' } : {} })
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, failed: false });
      })
      .catch(() => !cancelled && setState({ src: null, failed: true }));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
};

/** A tablet's or stand's photo at the given size; a crossed camera when there is none. */
export const EquipmentPhoto = ({
  url,
  inventoryNumber,
  size = 48,
}: {
  url: string | null;
  inventoryNumber: string;
  size?: number;
}) => {
  const translate = useTranslate();
  const { src, failed } = usePhoto(url);
  if (!url || failed)
    return (
      <Box
        role="img"
        aria-label={translate('resources.equipment.noPhoto')}
        sx={{ width: size, height: size, display: 'grid', placeItems: 'center', color: 'text.disabled' }}
      >
        <NoPhotographyIcon />
      </Box>
    );
  if (!src) return <Skeleton variant="rectangular" width={size} height={size} />;
  return (
    <Box
      component="img"
      src={src}
      alt={translate('resources.equipment.photoAlt', { inventoryNumber })}
      sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
};
