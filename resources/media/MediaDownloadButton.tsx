import DownloadIcon from '@mui/icons-material/Download';
import type { MouseEvent } from 'react';
import { Button, useNotify } from 'react-admin';
import { readAuthData } from '../../dataProvider/http';
import type { Media } from './serializer';

/** Downloads the stored zip with the Authorization header (a plain link would not carry it). */
export const MediaDownloadButton = ({ media }: { media: Media }) => {
  const notify = useNotify();
  if (!media.zipFile) return null;
  const download = async (event: MouseEvent) => {
    event.stopPropagation();
    const token = readAuthData()?.token;
    const response = await fetch(media.zipFile!, {
      headers: { ...(token ? { Authorization: `JWT ${token}` } : {}), 'X-Api-Initiator': 'react' },
    });
    if (!response.ok) {
      notify('app.common.downloadFailed', { type: 'error' });
      return;
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = media.fileName ?? `${media.id}.zip`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Button label="app.common.download" onClick={download}>
      <DownloadIcon />
    </Button>
  );
};
