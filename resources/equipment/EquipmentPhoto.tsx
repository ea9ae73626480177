import NoPhotographyIcon from '@mui/icons-material/NoPhotography';
import { Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePhotoUrl } from '../shared/usePhotoUrl';

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
  const { src, failed } = usePhotoUrl(url);
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
