import { Avatar, type AvatarProps } from '@mui/material';
import { usePhotoUrl } from './usePhotoUrl';

/**
 * An avatar whose photo may be one of the server's own (/api/..., sent only with the caller's
 * token, which an <img> cannot send): fetched with it; any other address as it is.
 */
export const AuthorisedAvatar = ({ src, ...props }: Omit<AvatarProps, 'src'> & { src?: string | null }) => {
  const own = src?.startsWith('/api/') ? src : null;
  const { src: fetched } = usePhotoUrl(own);
  return <Avatar {...props} src={(own ? fetched : src) ?? undefined} />;
};
